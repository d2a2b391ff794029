import type { ApiArea } from "../src/domain/policy.ts";
import type { RouteId } from "../src/domain/routes.ts";
import type { Level } from "../src/domain/users.ts";

/**
 * The whole matrix of seed §4 and §6, written out by hand from the seed (not derived from
 * the ACCESS table it checks): for each route, what happens to an anonymous visitor and to
 * each level. "allow" opens the page, "/" and "/login" are redirects.
 */
export type Outcome = "allow" | "/" | "/login";
export const EXPECTED: Record<RouteId, { anonymous: Outcome } & Record<Level, Outcome>> = {
  home: { anonymous: "/login", Administrador: "allow", Docente: "allow", Discente: "allow" },
  login: { anonymous: "allow", Administrador: "/", Docente: "/", Discente: "/" },
  historico: { anonymous: "/login", Administrador: "allow", Docente: "allow", Discente: "allow" },
  matricula: { anonymous: "/login", Administrador: "/", Docente: "/", Discente: "allow" },
  ofertagem: { anonymous: "/login", Administrador: "/", Docente: "allow", Discente: "/" },
  disciplinas: { anonymous: "/login", Administrador: "allow", Docente: "allow", Discente: "allow" },
  orientacoes: { anonymous: "/login", Administrador: "allow", Docente: "allow", Discente: "allow" },
  configuracoes: { anonymous: "/login", Administrador: "allow", Docente: "/", Discente: "/" },
  usuarios: { anonymous: "/login", Administrador: "allow", Docente: "/", Discente: "/" },
  // Someone else's profile; the Discente's own one is checked below.
  usuario: { anonymous: "/login", Administrador: "allow", Docente: "/", Discente: "/" },
  inscricao: { anonymous: "allow", Administrador: "/", Docente: "/", Discente: "/" },
  inscricaoCodigo: { anonymous: "allow", Administrador: "/", Docente: "/", Discente: "/" },
  gov: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govDocenteAcademico: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govAgendaDisciplinas: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govDefesas: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govDiscenteAcademico: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govDocenteProfissional: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govDiscenteProfissional: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  govInscricaoProfissional: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  autenticar: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  autenticarCodigo: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  primeiroAcesso: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  redefinirSenha: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
  acessibilidade: { anonymous: "allow", Administrador: "allow", Docente: "allow", Discente: "allow" },
};

/**
 * Paths outside the table (seed §4, in its order: not logged in → /login comes before the 404).
 * A visitor is sent to log in from anything that is not public, existing or not; under a public
 * page (`/gov`, `/inscricao`, `/autenciacar-declaracao`, `/login`) nothing is behind a login, so a
 * path that does not exist there is a 404 for everyone. Logged in, every such path is a 404.
 */
export const UNKNOWN_PATHS: Record<string, { anonymous: Outcome | "notFound"; loggedIn: "notFound" }> = {
  "/nao-existe": { anonymous: "/login", loggedIn: "notFound" },
  "/nada/aqui": { anonymous: "/login", loggedIn: "notFound" },
  "/historico/extra": { anonymous: "/login", loggedIn: "notFound" },
  "/usuarios/Maiúsculas!": { anonymous: "/login", loggedIn: "notFound" },
  "/usuarios/ana/extra": { anonymous: "/login", loggedIn: "notFound" },
  "/EN/login": { anonymous: "/login", loggedIn: "notFound" },
  "/gov/outra": { anonymous: "notFound", loggedIn: "notFound" },
  "/gov/docente-academico/x": { anonymous: "notFound", loggedIn: "notFound" },
  "/inscricao/abc": { anonymous: "notFound", loggedIn: "notFound" },
  "/autenciacar-declaracao/123": { anonymous: "notFound", loggedIn: "notFound" },
  "/login/extra": { anonymous: "notFound", loggedIn: "notFound" },
};

/** Parameters for the routes that take them: someone else's profile, a well-formed code. */
export const SAMPLE_PARAMS = {
  idcbpf: "outra.pessoa",
  codigo: "7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
  token: "q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E",
};

/**
 * API data that is not a page (src/domain/policy.ts API_ACCESS), written out the same way: what
 * the API answers each caller — 200, 401 (not logged in) or 403 (another level).
 */
export type ApiOutcome = 200 | 401 | 403;
export const EXPECTED_API: Record<ApiArea, { path: string; anonymous: ApiOutcome } & Record<Level, ApiOutcome>> = {
  horario: { path: "/api/horario", anonymous: 401, Administrador: 403, Docente: 403, Discente: 200 },
  leitura: { path: "/api/periodos", anonymous: 401, Administrador: 200, Docente: 200, Discente: 200 },
  disciplinasEscrita: {
    path: "/api/disciplinas (POST)",
    anonymous: 401,
    Administrador: 200,
    Docente: 403,
    Discente: 403,
  },
  secretaria: { path: "/api/auditoria", anonymous: 401, Administrador: 200, Docente: 403, Discente: 403 },
  // Someone else's profile: only the office (each level's own: OWN_PROFILE_API below).
  perfil: { path: "/api/usuarios/outra.pessoa", anonymous: 401, Administrador: 200, Docente: 403, Discente: 403 },
  // A class list of an offering the demo docente teaches (other Docentes: 403, checked by the handler).
  ofertas: { path: "/api/ofertas/{id}/turma", anonymous: 401, Administrador: 200, Docente: 200, Discente: 403 },
  // Reaching the handler; each enrolment is then checked against the caller (its student, its advisor).
  matriculaEscrita: { path: "/api/matriculas (POST)", anonymous: 401, Administrador: 200, Docente: 403, Discente: 200 },
  matriculaDecisao: {
    path: "/api/matriculas/{codigo}/decisao",
    anonymous: 401,
    Administrador: 200,
    Docente: 200,
    Discente: 403,
  },
  // The office's side of applications: the review list (and calls' writes, decisions). Following
  // an application by its code is public: any caller with the code, whatever its level.
  inscricoes: { path: "/api/inscricoes", anonymous: 401, Administrador: 200, Docente: 403, Discente: 403 },
  // One's own notifications: every level (each reads only its own, checked in the query).
  notificacoes: { path: "/api/notificacoes", anonymous: 401, Administrador: 200, Docente: 200, Discente: 200 },
  // Filing and cancelling requests; each request is then checked against the caller (its student).
  requerimentos: {
    path: "/api/requerimentos (POST)",
    anonymous: 401,
    Administrador: 200,
    Docente: 403,
    Discente: 200,
  },
  // A request's opinion: the area lets Docentes through; the handler keeps the student's main advisor.
  parecer: {
    path: "/api/requerimentos/{id}/parecer",
    anonymous: 401,
    Administrador: 403,
    Docente: 200,
    Discente: 403,
  },
  // A request's attachment: its student sends it (the handler keeps it to the request's own student).
  anexoRequerimento: {
    path: "/api/requerimentos/{id}/anexo (PUT)",
    anonymous: 401,
    Administrador: 403,
    Docente: 403,
    Discente: 200,
  },
  // Committees: proposed, edited, cancelled and judged by the office and the Docentes (the handler
  // keeps a Docente to the committees of its advisees, its proposals and the ones it chairs).
  bancas: { path: "/api/bancas (POST)", anonymous: 401, Administrador: 200, Docente: 200, Discente: 403 },
  // The final version: the committee's student deposits it (the handler keeps it to that student).
  versaoFinal: {
    path: "/api/bancas/{id}/versao-final (PUT)",
    anonymous: 401,
    Administrador: 403,
    Docente: 403,
    Discente: 200,
  },
  prazos: { path: "/api/prazos", anonymous: 401, Administrador: 200, Docente: 200, Discente: 403 },
  bolsas: { path: "/api/bolsas", anonymous: 401, Administrador: 200, Docente: 403, Discente: 403 },
  alocacoes: { path: "/api/alocacoes", anonymous: 401, Administrador: 200, Docente: 200, Discente: 200 },
  capes: { path: "/api/capes/2020", anonymous: 401, Administrador: 200, Docente: 403, Discente: 403 },
};

/**
 * One's own profile through the API (`GET /api/usuarios/{own idcbpf}`): every level, the Docente
 * included (PRODUCT §8) — although the Docente's page guard keeps it out of `/usuarios/*` (seed §6),
 * so the app opens its account in a dialog from the header instead.
 */
export const OWN_PROFILE_API: { anonymous: ApiOutcome } & Record<Level, ApiOutcome> = {
  anonymous: 401,
  Administrador: 200,
  Docente: 200,
  Discente: 200,
};
