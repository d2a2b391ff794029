import type { EnrolmentStatus, Language, Slot } from "../../domain/academic.ts";
import { enrolmentRefusal, type SubjectRef } from "../../domain/enrolment.ts";
import { seededRandom } from "../../domain/seeded-random.ts";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { DEMO_OFFERINGS, DEMO_REJECTION_REASON } from "./demo-academic.ts";
import { DEMO_SUBJECTS } from "./demo-catalogue.ts";
import type { DemoGuidance } from "./demo-guidance.ts";
import type { DemoUser } from "./demo-people.ts";
import { SlotBook } from "./demo-slots.ts";

/**
 * The demo's classes over time, planned in memory (the seed inserts the plan in a few batched
 * statements): every term's offerings with teachers, slots and rooms, and the students' requests
 * with their fate — past terms' accepted classes with final grades (a realistic spread of
 * concepts, a few below the attendance minimum, failed subjects retaken later), the current
 * term's pending, accepted, rejected, dropped and waiting requests (two classes full with a
 * waitlist), a few classes offered for the next term. Each request is checked with the enrolment
 * rules of src/domain/enrolment.ts (eligibility, prerequisites passed, already passed, slot
 * clash, a credit limit) against what the student had passed by then, and seats are never
 * oversold. A fixed-seed generator makes every fresh start the same.
 */
export type PlannedOffering = {
  term: string;
  subject: string;
  capacity: number;
  language: Language;
  notes: string | null;
  /** Responsible teacher first. */
  teachers: string[];
  slots: Slot[];
};

export type PlannedEnrolment = {
  term: string;
  subject: string;
  student: string;
  status: EnrolmentStatus;
  createdAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
  /** Past terms' accepted classes: a final grade given by the responsible teacher. */
  grade: { concept: string; attendance: number; by: string; at: Date } | null;
};

export type PlannedTransfer = {
  student: string;
  term: string;
  externalName: string;
  credits: number;
  institution: string;
  originTerm: string;
};

export type DemoPlan = { offerings: PlannedOffering[]; enrolments: PlannedEnrolment[]; transfers: PlannedTransfer[] };

type TermDays = { code: string; enrolmentStart: string; gradeDeadline: string };

export type PlanInput = {
  current: TermDays;
  /** Oldest first. */
  past: readonly TermDays[];
  next: { code: string } | null;
  people: readonly DemoUser[];
  guidances: readonly DemoGuidance[];
  now: Date;
};

/** Offered every term (first-year subjects and seminars) and in alternate terms. */
const EVERY_TERM = [
  "FIS-501",
  "FIS-502",
  "FIS-503",
  "FIS-504",
  "FIS-505",
  "FIS-506",
  "FIS-590",
  "FIS-710",
  "MPF-501",
  "MPF-502",
  "MPF-503",
  "MPF-590",
];
const ALTERNATE = [
  ["FIS-510", "FIS-520", "FIS-540", "FIS-551", "FIS-601", "FIS-620", "FIS-730", "MPF-510", "MPF-530", "MPF-540"],
  ["FIS-511", "FIS-530", "FIS-550", "FIS-570", "FIS-602", "FIS-690", "FIS-730", "MPF-511", "MPF-521", "MPF-600"],
];
/** The current term's classes beside the named logins' ones (DEMO_OFFERINGS). */
const CURRENT_MORE = [
  "FIS-506",
  "FIS-510",
  "FIS-511",
  "FIS-530",
  "FIS-540",
  "FIS-550",
  "FIS-551",
  "FIS-570",
  "FIS-602",
  "FIS-620",
  "FIS-690",
  "MPF-501",
  "MPF-502",
  "MPF-503",
  "MPF-510",
  "MPF-511",
  "MPF-540",
  "MPF-590",
];
const NEXT_TERM = ["FIS-501", "FIS-510", "FIS-590", "MPF-502"];
/** Full, with a waitlist, in the current term. */
const FULL: Record<string, number> = { "FIS-730": 8, "FIS-620": 8 };
const WAITING = 3;
const TAUGHT_IN_ENGLISH = new Set(["FIS-550", "FIS-590", "FIS-601", "FIS-602", "FIS-690"]);
/** Who teaches what in past terms (the others rotate among the programme's teachers). */
const USUAL_TEACHER: Record<string, string> = {
  "FIS-501": "docente",
  "FIS-502": "docente",
  "FIS-504": "docente",
  "FIS-601": "docente",
  "FIS-503": "marina.costa",
  "FIS-590": "marina.costa",
  "FIS-710": "marina.costa",
};
/** A credit limit the demo keeps to (the settings' default is none). */
const LOAD = 14;

const CONCEPTS = conceptTable(DEFAULT_CONCEPTS);
const MINIMUM = DEFAULT_SETTINGS.attendanceMinimum;
const passes = (concept: string, attendance: number) =>
  attemptResult({ credits: 1, concept, attendance, final: true }, CONCEPTS, MINIMUM) === "aprovado";

type Subject = SubjectRef & {
  credits: number;
  programme: Programme | null;
  level: Degree | null;
  repeatable: boolean;
  prerequisites: SubjectRef[];
};

const ref = (code: string): SubjectRef => {
  const subject = DEMO_SUBJECTS.find((s) => s.code === code);
  if (!subject) throw new Error(`demo: no subject ${code}`);
  return { code, name: { pt: subject.namePt, en: subject.nameEn } };
};
const SUBJECTS = new Map<string, Subject>(
  DEMO_SUBJECTS.map((s) => [
    s.code,
    {
      ...ref(s.code),
      credits: s.credits,
      programme: s.programme ?? null,
      level: s.level ?? null,
      repeatable: s.repeatable ?? false,
      prerequisites: (s.requires ?? []).map(ref),
    },
  ]),
);
const subjectOf = (code: string): Subject => {
  const subject = SUBJECTS.get(code);
  if (!subject) throw new Error(`demo: no subject ${code}`);
  return subject;
};

/** `2026.2` → a number that grows by one per semester. */
export const termIndex = (code: string) => Number(code.slice(0, 4)) * 2 + Number(code.slice(5)) - 1;

const at = (day: string, hours: number) => new Date(Date.parse(`${day}T12:00:00Z`) + hours * 3_600_000);

type Student = {
  user: DemoUser;
  advisor: string | null;
  passed: Set<string>;
  /** Per term: the classes held (pendente, deferida) and the subjects with a live request. */
  holding: Map<string, (SubjectRef & { credits: number; slots: readonly Slot[] })[]>;
  requested: Map<string, string[]>;
};

export function planDemoClasses(input: PlanInput): DemoPlan {
  const random = seededRandom(1515);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const shuffled = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };

  const teachers = input.people.filter((p) => p.level === "Docente");
  const pools = {
    academico: teachers.filter((p) => p.programme === "academico" && p.idcbpf !== "docente").map((p) => p.idcbpf),
    profissional: teachers.filter((p) => p.programme === "profissional").map((p) => p.idcbpf),
  };
  const advisorOf = new Map(input.guidances.map((g) => [g.student, g.advisor]));
  const students = new Map<string, Student>(
    input.people
      .filter((p) => p.level === "Discente")
      .map((user) => [
        user.idcbpf,
        {
          user,
          advisor: advisorOf.get(user.idcbpf) ?? null,
          passed: new Set(),
          holding: new Map(),
          requested: new Map(),
        },
      ]),
  );
  const student = (idcbpf: string): Student => {
    const found = students.get(idcbpf);
    if (!found) throw new Error(`demo: no student ${idcbpf}`);
    return found;
  };

  const offerings: PlannedOffering[] = [];
  const enrolments: PlannedEnrolment[] = [];
  const seats = new Map<string, { capacity: number; taken: number; waiting: number }>();
  const keyOf = (term: string, subject: string) => `${term}|${subject}`;
  const offer = (offering: PlannedOffering) => {
    offerings.push(offering);
    seats.set(keyOf(offering.term, offering.subject), { capacity: offering.capacity, taken: 0, waiting: 0 });
  };
  const offeringOf = (term: string, subject: string): PlannedOffering => {
    const found = offerings.find((o) => o.term === term && o.subject === subject);
    if (!found) throw new Error(`demo: ${subject} is not offered in ${term}`);
    return found;
  };

  /** Places the classes of `codes` in `term`, each with teachers from its programme's pool. */
  const offerAll = (term: string, codes: readonly string[], book: SlotBook, usual: boolean) => {
    codes.forEach((code, i) => {
      const subject = subjectOf(code);
      // This term the named teachers teach only their own classes (DEMO_OFFERINGS).
      const pool = (code.startsWith("MPF") ? pools.profissional : pools.academico).filter(
        (idcbpf) => usual || idcbpf !== "marina.costa",
      );
      const turn = termIndex(term) + i;
      const responsible = (usual ? USUAL_TEACHER[code] : undefined) ?? (pool[turn % pool.length] as string);
      const co = i % 5 === 2 ? pool.filter((t) => t !== responsible)[turn % (pool.length - 1)] : undefined;
      const who = co ? [responsible, co] : [responsible];
      const evening = subject.programme === "profissional";
      offer({
        term,
        subject: code,
        capacity: FULL[code] ?? (subject.credits <= 1 ? 40 : 12 + Math.floor(random() * 5) * 4),
        language: TAUGHT_IN_ENGLISH.has(code) ? "en" : "pt",
        notes: null,
        teachers: who,
        slots: book.place(who, subject.credits, evening, turn),
      });
    });
  };

  /** The rule that refuses `idcbpf`'s request for `subject` in `term`, or null; seats aside. */
  const refusal = (s: Student, term: string, code: string, limit: number) =>
    enrolmentRefusal({
      today: "",
      window: { start: "", end: "" },
      byOffice: true,
      student: { status: "ativo", programme: s.user.programme ?? null, degree: s.user.degree ?? null },
      subject: subjectOf(code),
      slots: offeringOf(term, code).slots,
      holding: s.holding.get(term) ?? [],
      requested: s.requested.get(term) ?? [],
      passed: s.passed,
      creditLimit: limit,
    });

  type Fate = Omit<PlannedEnrolment, "term" | "subject" | "student">;
  /** Records a request; a held seat is taken here, never beyond the capacity. */
  const request = (s: Student, term: string, code: string, fate: Fate) => {
    const seat = seats.get(keyOf(term, code));
    if (!seat) throw new Error(`demo: ${code} is not offered in ${term}`);
    if (fate.status === "pendente" || fate.status === "deferida") {
      if (seat.taken >= seat.capacity) throw new Error(`demo: ${code} oversold in ${term}`);
      seat.taken++;
      const subject = subjectOf(code);
      s.holding.set(term, [
        ...(s.holding.get(term) ?? []),
        { ...ref(code), credits: subject.credits, slots: offeringOf(term, code).slots },
      ]);
    }
    if (fate.status === "em_espera") seat.waiting++;
    if (fate.status === "pendente" || fate.status === "deferida" || fate.status === "em_espera")
      s.requested.set(term, [...(s.requested.get(term) ?? []), code]);
    enrolments.push({ term, subject: code, student: s.user.idcbpf, ...fate });
  };

  const gradeOf = (term: TermDays, code: string, concept: string, attendance: number) => ({
    concept,
    attendance,
    by: offeringOf(term.code, code).teachers[0] as string,
    at: at(term.gradeDeadline, -24 * (3 + Math.floor(random() * 10))),
  });
  const randomGrade = (): [string, number] => {
    const roll = random();
    const concept = roll < 0.3 ? "A" : roll < 0.64 ? "B" : roll < 0.84 ? "C" : roll < 0.92 ? "D" : "R";
    const attendance = random() < 0.07 ? 45 + Math.floor(random() * 29) : 76 + Math.floor(random() * 25);
    return [concept, attendance];
  };

  // The named logins' current classes: not passed before (unless repeatable), prerequisites passed.
  const reserved = new Map<string, Set<string>>();
  for (const offering of DEMO_OFFERINGS)
    for (const [idcbpf, status] of Object.entries(offering.enrolments))
      if (status !== "indeferida" && status !== "trancada")
        reserved.set(idcbpf, new Set([...(reserved.get(idcbpf) ?? []), offering.subject]));
  const needs = (idcbpf: string) =>
    [...(reserved.get(idcbpf) ?? [])].flatMap((code) => subjectOf(code).prerequisites.map((p) => p.code));

  // Past terms, oldest first.
  input.past.forEach((term, ti) => {
    offerAll(term.code, [...EVERY_TERM, ...(ALTERNATE[ti % 2] ?? [])], new SlotBook(), true);
    const passedNow: [Student, string][] = [];
    const base = (hours: number) => at(term.enrolmentStart, hours);
    const accept = (s: Student, code: string, concept: string, attendance: number) => {
      const createdAt = base(random() * 96);
      request(s, term.code, code, {
        status: "deferida",
        createdAt,
        decidedBy: s.advisor ?? "admin",
        decidedAt: new Date(createdAt.getTime() + 36 * 3_600_000),
        reason: null,
        grade: gradeOf(term, code, concept, attendance),
      });
      if (passes(concept, attendance)) passedNow.push([s, code]);
    };

    pastOfDiscente(input.past, term.code, (code, concept, attendance) => {
      const s = student("discente");
      const why = refusal(s, term.code, code, 0);
      if (why) throw new Error(`demo: discente refused ${code} in ${term.code}: ${why.rule}`);
      if (concept === "trancada") {
        const createdAt = base(20);
        request(s, term.code, code, {
          status: "trancada",
          createdAt,
          decidedBy: s.advisor,
          decidedAt: base(50),
          reason: null,
          grade: null,
        });
      } else accept(s, code, concept, attendance);
    });

    for (const s of shuffled([...students.values()])) {
      if (s.user.idcbpf === "discente" || !s.user.entryTerm) continue;
      const offset = termIndex(term.code) - termIndex(s.user.entryTerm);
      if (offset < 0) continue;
      const courseTerms = s.user.degree === "doutorado" ? 4 : 3;
      if (offset >= courseTerms + 2 && s.user.status === "egresso") continue;
      const target = offset < courseTerms ? 2 + (random() < 0.5 ? 1 : 0) : random() < 0.35 ? 1 : 0;
      const must = needs(s.user.idcbpf).filter((code) => !s.passed.has(code));
      const later = reserved.get(s.user.idcbpf) ?? new Set();
      const codes = [...EVERY_TERM, ...(ALTERNATE[ti % 2] ?? [])].filter(
        (code) => (offset < courseTerms || subjectOf(code).repeatable) && !must.includes(code),
      );
      let taken = 0;
      for (const code of [...must, ...shuffled(codes)]) {
        if (taken >= target) break;
        if (later.has(code) && !subjectOf(code).repeatable) continue;
        const seat = seats.get(keyOf(term.code, code));
        if (!seat || seat.taken >= seat.capacity || refusal(s, term.code, code, LOAD)) continue;
        const roll = random();
        if (!must.includes(code) && roll < 0.04) {
          const createdAt = base(random() * 96);
          const status = roll < 0.02 ? "indeferida" : "trancada";
          request(s, term.code, code, {
            status,
            createdAt,
            decidedBy: s.advisor ?? "admin",
            decidedAt: new Date(createdAt.getTime() + 48 * 3_600_000),
            reason: null,
            grade: null,
          });
          continue;
        }
        const [concept, attendance] = must.includes(code)
          ? ([pick(["A", "B", "C"]), 80 + Math.floor(random() * 20)] as const)
          : randomGrade();
        accept(s, code, concept, attendance);
        taken++;
      }
    }
    for (const [s, code] of passedNow) s.passed.add(code);
  });

  // The current term.
  const current = input.current.code;
  const book = new SlotBook();
  for (const offering of DEMO_OFFERINGS) {
    book.reserve(offering.teachers, offering.slots);
    offer({ term: current, ...offering, notes: offering.notes ?? null, teachers: [...offering.teachers] });
  }
  offerAll(current, CURRENT_MORE, book, false);
  const started = at(input.current.enrolmentStart, -9);
  const span = Math.max(input.now.getTime() - started.getTime(), 3 * 3_600_000);
  const moment = (share: number) => new Date(started.getTime() + share * span);
  const decided = (createdAt: Date) =>
    new Date(Math.min(createdAt.getTime() + (12 + random() * 36) * 3_600_000, input.now.getTime() - 3_600_000));

  for (const offering of DEMO_OFFERINGS)
    for (const [idcbpf, status] of Object.entries(offering.enrolments)) {
      const s = student(idcbpf);
      const createdAt = moment(0.1 + random() * 0.3);
      const decider = status === "pendente" ? null : (s.advisor ?? "admin");
      request(s, current, offering.subject, {
        status,
        createdAt,
        decidedBy: decider,
        decidedAt: decider ? decided(createdAt) : null,
        reason: status === "indeferida" ? DEMO_REJECTION_REASON : null,
        grade: null,
      });
    }

  const named = new Set(Object.values(DEMO_OFFERINGS).flatMap((o) => Object.keys(o.enrolments)));
  const codes = [...DEMO_OFFERINGS.map((o) => o.subject), ...CURRENT_MORE];
  let withoutAdvisor = 0;
  for (const s of shuffled([...students.values()])) {
    const { user } = s;
    if (named.has(user.idcbpf) || user.status !== "ativo" || !user.entryTerm) continue;
    const offset = termIndex(current) - termIndex(user.entryTerm);
    if (offset < 0) continue;
    // Two newcomers without an advisor yet ask for classes: the office decides those.
    if (!s.advisor && withoutAdvisor++ >= 2) continue;
    const courseTerms = user.degree === "doutorado" ? 4 : 3;
    const target = offset < courseTerms ? 2 + (random() < 0.5 ? 1 : 0) : random() < 0.45 ? 1 : 0;
    const full = Object.keys(FULL);
    const open = codes.filter((code) => !full.includes(code) && (offset < courseTerms || subjectOf(code).repeatable));
    let taken = 0;
    let pendingFirst = s.advisor === "docente" || !s.advisor;
    for (const code of [...shuffled(full), ...shuffled(open)]) {
      if (taken >= target) break;
      const seat = seats.get(keyOf(current, code));
      if (!seat || refusal(s, current, code, LOAD)) continue;
      if (seat.taken >= seat.capacity) {
        if (seat.waiting >= WAITING) continue;
        request(s, current, code, {
          status: "em_espera",
          createdAt: moment(0.75 + 0.05 * seat.waiting),
          decidedBy: null,
          decidedAt: null,
          reason: null,
          grade: null,
        });
        continue;
      }
      const createdAt = moment(random() * 0.7);
      const roll = random();
      const status: EnrolmentStatus =
        !s.advisor || pendingFirst || roll < 0.22 ? "pendente" : roll < 0.26 ? "indeferida" : "deferida";
      pendingFirst = pendingFirst && !s.advisor;
      const decider = status === "pendente" ? null : s.advisor;
      request(s, current, code, {
        status,
        createdAt,
        decidedBy: decider,
        decidedAt: decider ? decided(createdAt) : null,
        reason: status === "indeferida" ? "Carga horária excessiva para o período." : null,
        grade: null,
      });
      if (status !== "indeferida") taken++;
    }
  }

  if (input.next) {
    const book = new SlotBook();
    offerAll(input.next.code, NEXT_TERM, book, true);
  }

  return { offerings, enrolments, transfers: demoTransfers(input.past, [...students.values()], random) };
}

/**
 * The `discente` login's history: a failed subject retaken and passed later, seminars every
 * term, a drop in between (not on the transcript); `record(subject, concept, attendance)`.
 */
function pastOfDiscente(
  past: readonly TermDays[],
  term: string,
  record: (code: string, concept: string | "trancada", attendance: number) => void,
) {
  const own = discenteTerms(past);
  if (term === own[0]) {
    record("FIS-506", "D", 82);
    record("FIS-590", "A", 95);
  } else if (term === own[own.length - 1]) {
    record("FIS-506", "B", 90);
    record("FIS-590", "A", 100);
  } else if (own.includes(term)) {
    record("FIS-590", "B", 88);
    record("FIS-503", "trancada", 0);
  }
}

/** The past terms since the `discente` login's entry (2025.1), at least the last two. */
function discenteTerms(past: readonly TermDays[]): string[] {
  const since = past.map((t) => t.code).filter((code) => termIndex(code) >= termIndex("2025.1"));
  return since.length >= 2 ? since : past.slice(-2).map((t) => t.code);
}

const ELSEWHERE = [
  ["Métodos Matemáticos da Física", "Universidade Federal de Minas Gerais", 4],
  ["Física Estatística", "Universidade Federal do Rio de Janeiro", 4],
  ["Eletrônica Analógica", "Universidade Tecnológica Federal do Paraná", 3],
  ["Introdução à Física Médica", "Universidade de São Paulo", 2],
] as const;

/** Credit transfers (concept T): the `discente` login's and a few other students'. */
function demoTransfers(
  past: readonly TermDays[],
  students: readonly Student[],
  random: () => number,
): PlannedTransfer[] {
  const first = discenteTerms(past)[0] ?? "";
  const [name, institution, credits] = ELSEWHERE[0];
  const out: PlannedTransfer[] = [
    { student: "discente", term: first, externalName: name, credits, institution, originTerm: "2024.2" },
  ];
  const others = students.filter(
    (s) => s.user.idcbpf !== "discente" && s.user.entryTerm && past.some((t) => t.code === s.user.entryTerm),
  );
  for (const [externalName, where, cr] of ELSEWHERE.slice(1)) {
    const s = others[Math.floor(random() * others.length)];
    if (!s?.user.entryTerm) continue;
    out.push({
      student: s.user.idcbpf,
      term: s.user.entryTerm,
      externalName,
      credits: cr,
      institution: where,
      originTerm: String(Number(s.user.entryTerm.slice(0, 4)) - 1) + ".2",
    });
  }
  return out;
}
