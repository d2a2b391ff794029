import { matchRoute, ROUTES, type RouteId } from "./routes.ts";
import type { Level, SessionUser } from "./users.ts";

/**
 * Who may open what: seed §4 and §6 as one table. The browser's guard and every API route
 * on the server ask this module, so a rule cannot hold in one place and not the other.
 */
type Rule = {
  /** Open to visitors who are not logged in. */
  anonymous: boolean;
  /** Logged-in users are sent home from it (seed §4: /login and /inscricao). */
  guestOnly?: boolean;
  /** Levels that may open it; `own` lets a level open only its own `/usuarios/{idcbpf}`. */
  levels: Partial<Record<Level, "any" | "own">>;
};

const ALL = { Administrador: "any", Docente: "any", Discente: "any" } as const;
const PUBLIC: Rule = { anonymous: true, levels: ALL };

export const ACCESS: Record<RouteId, Rule> = {
  home: { anonymous: false, levels: ALL },
  login: { anonymous: true, guestOnly: true, levels: ALL },
  historico: { anonymous: false, levels: ALL },
  matricula: { anonymous: false, levels: { Discente: "any" } },
  ofertagem: { anonymous: false, levels: { Docente: "any" } },
  disciplinas: { anonymous: false, levels: ALL },
  orientacoes: { anonymous: false, levels: ALL },
  configuracoes: { anonymous: false, levels: { Administrador: "any" } },
  usuarios: { anonymous: false, levels: { Administrador: "any" } },
  usuario: { anonymous: false, levels: { Administrador: "any", Discente: "own" } },
  inscricao: { anonymous: true, guestOnly: true, levels: ALL },
  inscricaoCodigo: { anonymous: true, guestOnly: true, levels: ALL },
  gov: PUBLIC,
  govDocenteAcademico: PUBLIC,
  govAgendaDisciplinas: PUBLIC,
  govDiscenteAcademico: PUBLIC,
  govDocenteProfissional: PUBLIC,
  govDiscenteProfissional: PUBLIC,
  govDefesas: PUBLIC,
  govInscricaoProfissional: PUBLIC,
  // Not in the seed's guard; public so anyone holding a printed declaration can check it.
  autenticar: PUBLIC,
  autenticarCodigo: PUBLIC,
  // Open to everyone: the office following a link from the demo outbox is logged in already.
  primeiroAcesso: PUBLIC,
  // Like the first access: whoever holds the link, logged in or not (setting the password ends that session).
  redefinirSenha: PUBLIC,
  acessibilidade: PUBLIC,
};

/**
 * API areas that are not a page of their own, with their rules in the same terms. The home page is
 * open to every level, but what it shows differs: the week's timetable is the Discente's. Reading
 * the catalogue, the terms and the settings is for every logged-in user; writing them is the
 * office's. A profile is open to the office and, for its own, to a Docente or Discente (PRODUCT
 * §8: the Docente's page guard keeps it out of `/usuarios/*`, but its own account is its own).
 * Rows that say "any" here may still narrow what they answer per person (guidance: each level
 * its own); those checks live beside the query, on the server.
 */
export const API_AREAS = [
  "horario",
  "leitura",
  "disciplinasEscrita",
  "secretaria",
  "perfil",
  "matriculaEscrita",
  "matriculaDecisao",
  "ofertas",
  "inscricoes",
  "notificacoes",
  "requerimentos",
  "parecer",
  "anexoRequerimento",
  "bancas",
  "versaoFinal",
  "prazos",
  "bolsas",
  "alocacoes",
  "capes",
] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type Area = RouteId | ApiArea;

const OFFICE = { Administrador: "any" } as const;

export const API_ACCESS: Record<ApiArea, Rule> = {
  horario: { anonymous: false, levels: { Discente: "any" } },
  /** Reading terms, settings, the catalogue, guidance (narrowed per person by the handler). */
  leitura: { anonymous: false, levels: ALL },
  disciplinasEscrita: { anonymous: false, levels: OFFICE },
  /** The office's writes: terms, settings, users, CSV import, guidance, the logs. */
  secretaria: { anonymous: false, levels: OFFICE },
  perfil: { anonymous: false, levels: { Administrador: "any", Docente: "own", Discente: "own" } },
  /**
   * Offerings' writes, class lists and grades: the office and the Docentes; each handler narrows
   * a Docente to the offerings it teaches (and to the windows of PRODUCT §7).
   */
  ofertas: { anonymous: false, levels: { Administrador: "any", Docente: "any" } },
  /** Enrol, drop, leave a waitlist: the Discente its own (checked per enrolment), the office anyone's. */
  matriculaEscrita: { anonymous: false, levels: { Administrador: "any", Discente: "any" } },
  /** Decide an enrolment: the student's main advisor (checked per enrolment), the office any. */
  matriculaDecisao: { anonymous: false, levels: { Administrador: "any", Docente: "any" } },
  /**
   * Registration calls' writes, the list of applications and their review (decisions): the
   * office. Reading open calls, applying and following an application by its code are public
   * (the code is the credential; a logged-in Docente or Discente has no more rights there).
   */
  inscricoes: { anonymous: false, levels: OFFICE },
  /** One's own notifications (the header's bell): every level, each its own (`notificationOwner`). */
  notificacoes: { anonymous: false, levels: ALL },
  /** File or cancel a request (requerimento): the Discente its own (checked per request), the office any. */
  requerimentos: { anonymous: false, levels: { Administrador: "any", Discente: "any" } },
  /** A request's opinion: the student's current main advisor only (checked per request); not the office. */
  parecer: { anonymous: false, levels: { Docente: "any" } },
  /** A request's attachment is sent by its student only (checked per request): refused to others before the body. */
  anexoRequerimento: { anonymous: false, levels: { Discente: "any" } },
  /**
   * Propose, edit, cancel a committee and record its verdict: the office and the Docentes (the
   * student's main advisor, the proposer, the president: checked per committee).
   */
  bancas: { anonymous: false, levels: { Administrador: "any", Docente: "any" } },
  /** A thesis's final version is deposited by its student only (checked per committee), refused to others before the body. */
  versaoFinal: { anonymous: false, levels: { Discente: "any" } },
  /** The overdue list: the office all, a Docente the students it advises (narrowed by the query's `recordScope`). */
  prazos: { anonymous: false, levels: { Administrador: "any", Docente: "any" } },
  /** Scholarships' quotas and every allocation write: the office (funding P4). */
  bolsas: { anonymous: false, levels: OFFICE },
  /** Reading allocations: the office all, a Discente its own, a Docente its advisees' (`mayReadAllocation`, `recordScope`). */
  alocacoes: { anonymous: false, levels: ALL },
  /** The CAPES report and pack: personal data of everyone, the office's alone (funding P1, P6). */
  capes: { anonymous: false, levels: OFFICE },
};

const RULES: Record<Area, Rule> = { ...ACCESS, ...API_ACCESS };

export type Authorization = "ok" | "unauthenticated" | "forbidden";

/** The server's question: may this user use the area `id` (with its parameters)? */
export function authorize(id: Area, user: SessionUser | null, params: Record<string, string> = {}): Authorization {
  const rule = RULES[id];
  if (!user) return rule.anonymous ? "ok" : "unauthenticated";
  const grant = rule.levels[user.level];
  if (!grant) return "forbidden";
  if (grant === "own" && params.idcbpf !== user.idcbpf) return "forbidden";
  return "ok";
}

/*
 * Who may touch which record. The table above decides who may use an area at all; these named
 * predicates decide, per record, what a handler or a query lets through. Every check of a
 * person's level or relation to a record on the server goes through one of them (a lint rule
 * refuses level comparisons elsewhere in src/server), and a query that lists records scopes its
 * `where` by `recordScope`.
 */

/** Who asks, as the per-record rules need it: its row id and level. */
export type Person = { id: number; level: Level };

/** The academic office (Administrador): every record. */
export const isOffice = (person: { level: Level }): boolean => person.level === "Administrador";
export const isTeacher = (person: { level: Level }): boolean => person.level === "Docente";
export const isStudent = (person: { level: Level }): boolean => person.level === "Discente";

/**
 * Which of a list of students' records (enrolments, guidances) a person reads: a Discente its
 * own, a Docente those of the students it advises or co-advises (co-advisors see, PRODUCT §7),
 * the office all.
 */
export type RecordScope = { kind: "all" } | { kind: "own"; studentId: number } | { kind: "advised"; advisorId: number };

export function recordScope(person: Person): RecordScope {
  if (isOffice(person)) return { kind: "all" };
  if (isStudent(person)) return { kind: "own", studentId: person.id };
  return { kind: "advised", advisorId: person.id };
}

/**
 * Notifications (PRODUCT §7, §8): every person, whatever its level, reads and marks only its own;
 * a query over them scopes its `where` by this owner.
 */
export function notificationOwner(person: Person): { userId: number } {
  return { userId: person.id };
}

/** A student's own writes (enrol, drop, its declarations): the student itself, or the office for anyone. */
export function mayActFor(person: Person, studentId: number): boolean {
  return isOffice(person) || person.id === studentId;
}

/** A transcript (PRODUCT §7): the student, its current main advisor and co-advisors, the office. */
export function mayReadTranscript(person: Person, student: { id: number; advisedByPerson: boolean }): boolean {
  if (isOffice(person)) return true;
  if (isStudent(person)) return person.id === student.id;
  return student.advisedByPerson;
}

/** An enrolment's decision (PRODUCT §7 "Approval"): the student's main advisor; the office always. */
export function mayDecideEnrolment(person: Person, student: { mainAdvisorId: number | null }): boolean {
  return isOffice(person) || (isTeacher(person) && person.id === student.mainAdvisorId);
}

/** An offering's class list, grades and edits: its teachers (responsible or co-teacher); the office. */
export function mayTeachOffering(person: Person, offering: { teacherIds: readonly number[] }): boolean {
  return isOffice(person) || (isTeacher(person) && offering.teacherIds.includes(person.id));
}

/** A request (programme-year rule 9): its student, the student's main advisor and co-advisors, the office. */
export function mayReadRequest(person: Person, request: { studentId: number; advisedByPerson: boolean }): boolean {
  return mayReadTranscript(person, { id: request.studentId, advisedByPerson: request.advisedByPerson });
}

/** A scholarship's allocation (funding P4): like a transcript — the student, its advisors, the office. */
export function mayReadAllocation(
  person: Person,
  allocation: { studentId: number; advisedByPerson: boolean },
): boolean {
  return mayReadTranscript(person, { id: allocation.studentId, advisedByPerson: allocation.advisedByPerson });
}

/** A request's opinion (rule 9): the student's current main advisor only — not a co-advisor, not the office. */
export function mayGiveOpinion(person: Person, request: { mainAdvisorId: number | null }): boolean {
  return isTeacher(person) && person.id === request.mainAdvisorId;
}

/** A request's attachment (rule 10): sent by its student only. */
export function mayAttachToRequest(person: Person, request: { studentId: number }): boolean {
  return person.id === request.studentId;
}

/** Cancelling a request (rule 7): its student or the office. */
export function mayCancelRequest(person: Person, request: { studentId: number }): boolean {
  return mayActFor(person, request.studentId);
}

/**
 * A declaration's PDF: its holder, whoever issued it, the office; a committee's ata also its
 * internal members (`readers`, programme-year rule 18).
 */
export function mayReadDeclaration(
  person: Person,
  declaration: { holderId: number | null; issuedBy: number | null; readers?: readonly number[] },
): boolean {
  return (
    isOffice(person) ||
    person.id === declaration.holderId ||
    person.id === declaration.issuedBy ||
    (declaration.readers?.includes(person.id) ?? false)
  );
}

/** The facts about a committee that the rules of who may see and move it (programme-year 11–19) read. */
export type CommitteeTies = {
  studentId: number;
  /** The viewer advises the student (main or co-advisor). */
  advisedByPerson: boolean;
  mainAdvisorId: number | null;
  proposedBy: number | null;
  presidentId: number | null;
  /** The users among the members. */
  memberIds: readonly number[];
  status: "proposta" | "agendada" | "realizada" | "cancelada";
};

/** Rule 18: its student, the student's advisors, its internal members, the office. */
export function mayReadCommittee(person: Person, committee: CommitteeTies): boolean {
  return (
    mayReadTranscript(person, { id: committee.studentId, advisedByPerson: committee.advisedByPerson }) ||
    (isTeacher(person) && committee.memberIds.includes(person.id))
  );
}

/** Rule 11: the student's main advisor or the office proposes. */
export function mayProposeCommittee(person: Person, student: { mainAdvisorId: number | null }): boolean {
  return isOffice(person) || (isTeacher(person) && person.id === student.mainAdvisorId);
}

/** Rule 14: the office edits or cancels while open; the proposer too while `proposta`. */
export function mayEditCommittee(person: Person, committee: Pick<CommitteeTies, "proposedBy" | "status">): boolean {
  return isOffice(person) || (committee.status === "proposta" && person.id === committee.proposedBy);
}

/** Rule 15: the verdict is the president's or the office's (other members included → 403). */
export function mayRecordVerdict(person: Person, committee: Pick<CommitteeTies, "presidentId">): boolean {
  return isOffice(person) || person.id === committee.presidentId;
}

/** Rule 18: externals' e-mail and document are for the office and the president only. */
export function maySeeMemberContacts(person: Person, committee: Pick<CommitteeTies, "presidentId">): boolean {
  return mayRecordVerdict(person, committee);
}

/** Rule 19: the final version is deposited by the committee's student only. */
export function mayDepositFinalVersion(person: Person, committee: Pick<CommitteeTies, "studentId">): boolean {
  return person.id === committee.studentId;
}

/** An application (PRODUCT §8): whoever holds its code — the code is the credential — and the office. */
export function mayOpenApplication(person: Person | null, holdsCode: boolean): boolean {
  return holdsCode || (person !== null && isOffice(person));
}

/** A profile's fields beyond one's own e-mail, Lattes, language, password (PRODUCT §8): the office. */
export function mayEditEveryField(person: Person): boolean {
  return isOffice(person);
}

/** `mayActFor` with the other named by idcbpf, before its record is read (a declaration's holder, PRODUCT §7, §8). */
export function mayActForNamed(person: { level: Level; idcbpf: string }, idcbpf: string): boolean {
  return isOffice(person) || person.idcbpf === idcbpf;
}

export type Decision =
  | { kind: "allow"; id: RouteId; params: Record<string, string> }
  | {
      kind: "redirect";
      to: "/" | "/login";
      /** Why: the page is closed to visitors, open to visitors only, or closed to this level. */
      reason: "unauthenticated" | "guestOnly" | "forbidden";
    }
  | { kind: "notFound" };

/** First path segments of the public pages (`gov`, `inscricao`, `autenciacar-declaracao`, `login`). */
const PUBLIC_AREAS = new Set(
  ROUTES.filter((route) => route.path !== "/" && ACCESS[route.id].anonymous).map((route) => route.path.split("/")[1]),
);

/** Whether a path outside the table lies under a public page (`/gov/outra`, `/inscricao/abc`). */
export function inPublicArea(path: string): boolean {
  return PUBLIC_AREAS.has(path.split("/")[1] ?? "");
}

/**
 * The browser's guard for an unprefixed path, in the seed's order (§4): anonymous visitors to
 * anything that is not public go to /login — a path that does not exist included, since that
 * rule comes first; logged-in users leave /login and /inscricao; a level that may not open a
 * page goes home; then a path that is not in the table is a 404. A path under a public page
 * (`/gov/…`, `/inscricao/…`, `/autenciacar-declaracao/…`) that does not exist is a 404 for
 * everyone: nothing there is behind a login. The server answers every path outside the table
 * with status 404 (crawlers), whoever asks.
 */
export function decide(path: string, user: SessionUser | null): Decision {
  const match = matchRoute(path);
  if (!match) {
    if (!user && !inPublicArea(path)) return { kind: "redirect", to: "/login", reason: "unauthenticated" };
    return { kind: "notFound" };
  }
  const { route, params } = match;
  const rule = ACCESS[route.id];
  if (!user) {
    return rule.anonymous
      ? { kind: "allow", id: route.id, params }
      : { kind: "redirect", to: "/login", reason: "unauthenticated" };
  }
  if (rule.guestOnly) return { kind: "redirect", to: "/", reason: "guestOnly" };
  if (authorize(route.id, user, params) !== "ok") return { kind: "redirect", to: "/", reason: "forbidden" };
  return { kind: "allow", id: route.id, params };
}

/** Routes a level may see in the navigation (no parameters, not guest-only, allowed). */
export function navigableRoutes<Id extends RouteId>(user: SessionUser, ids: readonly Id[]): Id[] {
  return ids.filter((id) => !ACCESS[id].guestOnly && authorize(id, user, { idcbpf: user.idcbpf }) === "ok");
}
