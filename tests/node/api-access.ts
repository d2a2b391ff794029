import { DOCUMENTS, applicantBody, callBody, samplePdf } from "../../src/server/inscricoes/test-fixtures.ts";
import { committeeBody, freshCommitteeOfDiscente } from "./access-committees.ts";
import { allocationJson, freshAllocationOfDiscente, freshQuota, freshSuspension, quotaJson } from "./access-funding.ts";
import { unique, type Caller, type Scene } from "./access-scene.ts";
import { call } from "./http.ts";

/**
 * The access matrix of the API, written out by hand from PRODUCT §8 (not derived from the policy
 * table it checks): for every operation of the OpenAPI registry, the status each caller gets —
 * anonymous, the office, a Docente, a Discente (the records' owner, where a record is named) and a
 * second Discente. The test (access-matrix.test.ts) requires exactly one row per operation of the
 * registry: a new route fails it until its row is written here — one line with the helpers below,
 * e.g. `"GET /api/usuarios.csv": row(office(200), () => ({ path: "/api/usuarios.csv" }))`.
 *
 * A row's request is built per caller, so a write meets a record made fresh for it (the office's
 * drop does not leave nothing for the student's). Each status is the one the caller must get: a
 * 2xx where the caller may act, 401/403 where it may not, and for a record that is not the
 * caller's to see, what the API answers it instead.
 */
export type Expect = Record<Caller, number>;
export type Req = {
  method?: string;
  path: string;
  json?: unknown;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
  /** Another session of the same caller (calls that end the session). */
  newSession?: boolean;
};
export type Row = {
  expect: Expect;
  request: (scene: Scene, caller: Caller) => Req | Promise<Req>;
  /**
   * Callers the route's area lets in and the record refuses (403 from a per-record rule): that
   * refusal comes after the body is judged, so a body that is not JSON is answered for the body.
   * Every other 401/403 comes before the body (access-before-body.ts), and the test checks it.
   */
  refusedByRecord?: readonly Caller[];
};

export const row = (expect: Expect, request: Row["request"], refusedByRecord?: readonly Caller[]): Row => ({
  expect,
  request,
  ...(refusedByRecord ? { refusedByRecord } : {}),
});

/** Public: the same for everyone. */
export const everyone = (status: number): Expect => ({
  anonymous: status,
  admin: status,
  docente: status,
  discente: status,
  discente2: status,
});
/** Any logged-in user. */
export const loggedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });
/** The office only. */
export const office = (status: number): Expect => ({
  anonymous: 401,
  admin: status,
  docente: 403,
  discente: 403,
  discente2: 403,
});
/** The office and the Docentes (each handler narrows a Docente to what it teaches or advises). */
export const officeAndTeachers = (status: number): Expect => ({ ...office(status), docente: status });
/** Discentes only. */
export const students = (status: number): Expect => ({
  anonymous: 401,
  admin: 403,
  docente: 403,
  discente: status,
  discente2: status,
});

const post = (path: string, json?: unknown): Req => ({ method: "POST", path, ...(json !== undefined ? { json } : {}) });
const patch = (path: string, json: unknown): Req => ({ method: "PATCH", path, json });

let weekday = 0;
const CSV =
  "idcbpf,name,email,level,programme,degree,status,entryTerm\nzzx-csv,Pessoa Csv,zzx-csv@example.org,Discente,academico,mestrado,ativo,2025.1\n";

function futureTerm(): Record<string, string> {
  // A term of its own far ahead, so that no two overlap.
  const year = 2200 + Math.floor(Math.random() * 7000);
  return {
    code: `${year}.1`,
    startDate: `${year}-03-01`,
    endDate: `${year}-06-30`,
    offeringStart: `${year}-01-05`,
    offeringEnd: `${year}-01-20`,
    enrolmentStart: `${year}-02-01`,
    enrolmentEnd: `${year}-02-10`,
    dropDeadline: `${year}-03-10`,
    gradeDeadline: `${year}-07-10`,
  };
}

export const API_ACCESS: Record<string, Row> = {
  // The session and the access log: open to all.
  // A login replaces the session it was sent with: made with a session of its own.
  "POST /api/_auth/session": row(everyone(200), () => ({
    ...post("/api/_auth/session", { idcbpf: "admin", password: "demo1234" }),
    newSession: true,
  })),
  "GET /api/_auth/session": row(everyone(200), () => ({ path: "/api/_auth/session" })),
  "DELETE /api/_auth/session": row(everyone(200), () => ({
    method: "DELETE",
    path: "/api/_auth/session",
    newSession: true,
  })),
  // The link's holder; an unknown token is one 404 for everyone.
  "POST /api/_auth/primeiro-acesso": row(everyone(404), () =>
    post("/api/_auth/primeiro-acesso", {
      token: "q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E",
      password: "uma-senha-boa-1",
    }),
  ),
  "GET /api/_log": row(everyone(204), () => ({ path: "/api/_log?path=%2Fdisciplinas" })),
  "GET /api/health": row(everyone(200), () => ({ path: "/api/health" })),

  // Users.
  "GET /api/acessos": row(office(200), () => ({ path: "/api/acessos" })),
  "GET /api/auditoria": row(office(200), () => ({ path: "/api/auditoria" })),
  "GET /api/painel": row(office(200), () => ({ path: "/api/painel" })),
  "POST /api/usuarios/importacao": row(office(200), () => ({
    method: "POST",
    path: "/api/usuarios/importacao?dryRun=true",
    body: CSV,
    headers: { "content-type": "text/csv" },
  })),
  "GET /api/usuarios": row(office(200), () => ({ path: "/api/usuarios" })),
  "POST /api/usuarios": row(office(201), () => {
    const id = `zzx-new-${unique()}`;
    return post("/api/usuarios", {
      idcbpf: id,
      name: "Pessoa Nova",
      email: `${id}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
    });
  }),
  // The Discente's own profile: the office and itself; not another student, not a Docente.
  "GET /api/usuarios/{idcbpf}": row({ ...office(200), discente: 200 }, () => ({ path: "/api/usuarios/discente" })),
  "PATCH /api/usuarios/{idcbpf}": row({ ...office(200), discente: 200 }, () =>
    patch("/api/usuarios/discente", { lattes: "http://lattes.cnpq.br/1234567890123456" }),
  ),
  "POST /api/usuarios/{idcbpf}/desligamento": row(office(200), async (s) =>
    post(`/api/usuarios/${await s.freshUser()}/desligamento`, { reason: "a_pedido" }),
  ),
  "POST /api/usuarios/{idcbpf}/senha": row(office(200), async (s) =>
    post(`/api/usuarios/${await s.freshUser()}/senha`),
  ),

  // Timetable and transcript.
  "GET /api/horario": row(students(200), () => ({ path: "/api/horario" })),
  "GET /api/horario.ics": row(students(200), () => ({ path: "/api/horario.ics" })),
  // The Discente's transcript: itself, its advisor, the office; not another student.
  "GET /api/historico/{idcbpf}": row({ ...officeAndTeachers(200), discente: 200 }, () => ({
    path: "/api/historico/discente",
  })),
  "POST /api/historico/{idcbpf}/aproveitamentos": row(office(201), (s) =>
    post("/api/historico/discente/aproveitamentos", {
      externalName: "Mecânica Clássica",
      credits: 4,
      term: s.currentTerm,
      institution: "Universidade Federal",
    }),
  ),

  // Guidance: read by each its own (narrowed by the handler); written by the office.
  "GET /api/orientacoes": row(loggedIn(200), () => ({ path: "/api/orientacoes" })),
  // The Discente's guidance: the office, its advisor, itself; hidden from another student.
  "GET /api/orientacoes/{id}": row({ ...loggedIn(200), discente2: 404 }, (s) => ({
    path: `/api/orientacoes/${s.guidanceOfDiscente}`,
  })),
  "POST /api/orientacoes": row(office(201), async (s) =>
    post("/api/orientacoes", {
      student: await s.freshUser("Discente"),
      advisor: await s.freshUser("Docente"),
      startDate: "2025-03-01",
    }),
  ),
  "PATCH /api/orientacoes/{id}": row(office(200), (s) =>
    patch(`/api/orientacoes/${s.guidanceOfDiscente}`, { title: `Tese ${unique()}` }),
  ),

  // Offerings: read by all; written by the office and the Docentes (its own, in the windows).
  "GET /api/ofertas/docentes": row(officeAndTeachers(200), () => ({ path: "/api/ofertas/docentes?q=a" })),
  "GET /api/ofertas": row(loggedIn(200), () => ({ path: "/api/ofertas" })),
  "GET /api/ofertas/{id}": row(loggedIn(200), (s) => ({ path: `/api/ofertas/${s.offering}` })),
  "POST /api/ofertas": row(officeAndTeachers(201), async (s, caller) =>
    post("/api/ofertas", {
      term: s.offeringTerm,
      subject: await s.freshSubject(),
      // A day of its own, so that the Docente's offerings never clash.
      slots: [{ weekday: 1 + (++weekday % 6), start: "08:00", end: "10:00", room: `Sala ${unique()}` }],
      capacity: 20,
      language: "pt",
      ...(caller === "admin" ? { responsible: "docente" } : {}),
    }),
  ),
  "PATCH /api/ofertas/{id}": row(officeAndTeachers(200), (s) =>
    patch(`/api/ofertas/${s.offering}`, { capacity: 40 + Math.floor(Math.random() * 50) }),
  ),
  "GET /api/ofertas/{id}/turma": row(officeAndTeachers(200), (s) => ({ path: `/api/ofertas/${s.offering}/turma` })),
  "PUT /api/ofertas/{id}/notas/{idcbpf}": row(officeAndTeachers(200), (s) => ({
    method: "PUT",
    path: `/api/ofertas/${s.offering}/notas/discente`,
    json: { concept: "A", attendance: 90 },
  })),

  // Enrolments.
  "GET /api/matriculas": row(loggedIn(200), () => ({ path: "/api/matriculas" })),
  "POST /api/matriculas": row({ ...students(201), admin: 201 }, async (s, caller) =>
    post("/api/matriculas", {
      offering: await s.freshOffering(),
      ...(caller === "admin" ? { student: "discente" } : {}),
    }),
  ),
  // The Discente's enrolment: itself and the office drop it; another student is told it is not there.
  "DELETE /api/matriculas/{codigo}": row({ ...students(200), admin: 200, discente2: 404 }, async (s) => ({
    method: "DELETE",
    path: `/api/matriculas/${await s.freshEnrolment("pendente")}`,
  })),
  // Decided by its main advisor (the Docente) and the office.
  "POST /api/matriculas/{codigo}/decisao": row(officeAndTeachers(200), async (s) =>
    post(`/api/matriculas/${await s.freshEnrolment("pendente")}/decisao`, { decision: "deferida" }),
  ),

  // Catalogue, terms, settings.
  "GET /api/disciplinas": row(loggedIn(200), () => ({ path: "/api/disciplinas" })),
  "GET /api/disciplinas/{code}": row(loggedIn(200), (s) => ({ path: `/api/disciplinas/${s.subject}` })),
  "POST /api/disciplinas": row(office(201), () =>
    post("/api/disciplinas", {
      code: `ZZY-${1000 + Math.floor(Math.random() * 9000)}`,
      name: { pt: "Disciplina nova", en: "New subject" },
      credits: 4,
      hours: 60,
    }),
  ),
  "PATCH /api/disciplinas/{code}": row(office(200), (s) => patch(`/api/disciplinas/${s.subject}`, { active: true })),
  "GET /api/periodos": row(loggedIn(200), () => ({ path: "/api/periodos" })),
  "GET /api/periodos/{code}": row(loggedIn(200), (s) => ({ path: `/api/periodos/${s.currentTerm}` })),
  "POST /api/periodos": row(office(201), () => post("/api/periodos", futureTerm())),
  "PATCH /api/periodos/{code}": row(office(200), (s) => patch(`/api/periodos/${s.currentTerm}`, { current: true })),
  "GET /api/configuracoes": row(loggedIn(200), () => ({ path: "/api/configuracoes" })),
  "PATCH /api/configuracoes": row(office(200), (s) =>
    patch("/api/configuracoes", { institutionName: s.institutionName }),
  ),
  // The outbox is shown in demo mode only (the tests' app is in demo mode).
  "GET /api/configuracoes/outbox": row(office(200), () => ({ path: "/api/configuracoes/outbox" })),

  // The transparency pages' data: public.
  "GET /api/gov/docentes": row(everyone(200), () => ({ path: "/api/gov/docentes?programme=academico" })),
  "GET /api/gov/discentes": row(everyone(200), () => ({ path: "/api/gov/discentes?programme=profissional" })),
  "GET /api/gov/agenda": row(everyone(200), () => ({ path: "/api/gov/agenda" })),
  "GET /api/gov/defesas": row(everyone(200), () => ({ path: "/api/gov/defesas" })),

  // Calls and applications: the code is the credential, whoever holds it; review is the office's.
  "GET /api/chamadas": row(everyone(200), () => ({ path: "/api/chamadas" })),
  "POST /api/chamadas": row(office(201), () => post("/api/chamadas", callBody())),
  "PATCH /api/chamadas/{id}": row(office(200), (s) => patch(`/api/chamadas/${s.callId}`, { degree: "mestrado" })),
  "POST /api/inscricoes": row(everyone(201), (s) => post("/api/inscricoes", applicantBody(s.callId))),
  "GET /api/inscricoes": row(office(200), () => ({ path: "/api/inscricoes" })),
  "GET /api/inscricoes/{codigo}": row(everyone(200), (s) => ({ path: `/api/inscricoes/${s.application}` })),
  "PATCH /api/inscricoes/{codigo}": row(everyone(200), (s) =>
    patch(`/api/inscricoes/${s.application}`, { researchArea: `Área ${unique()}` }),
  ),
  "PUT /api/inscricoes/{codigo}/documentos/{key}": row(everyone(201), async (s) => ({
    method: "PUT",
    path: `/api/inscricoes/${s.application}/documentos/${DOCUMENTS[1]?.key ?? "diploma"}`,
    body: await samplePdf(),
    headers: { "content-type": "application/pdf" },
  })),
  "GET /api/inscricoes/{codigo}/documentos/{key}": row(everyone(200), (s) => ({
    path: `/api/inscricoes/${s.application}/documentos/cv`,
  })),
  "DELETE /api/inscricoes/{codigo}/documentos/{key}": row(everyone(200), async (s) => ({
    method: "DELETE",
    path: `/api/inscricoes/${await s.freshApplication("com documentos")}/documentos/cv`,
  })),
  "POST /api/inscricoes/{codigo}/submissao": row(everyone(200), async (s) =>
    post(`/api/inscricoes/${await s.freshApplication("com documentos")}/submissao`),
  ),
  "POST /api/inscricoes/{codigo}/decisao": row(office(200), async (s) =>
    post(`/api/inscricoes/${await s.freshApplication("submetida")}/decisao`, { decision: "em_analise" }),
  ),

  // Declarations: each its own (a Docente its teaching), the office anyone's; the PDF to its
  // holder, its issuer and the office; verification public.
  "POST /api/declaracoes": row(loggedIn(201), (s, caller) =>
    post(
      "/api/declaracoes",
      caller === "admin"
        ? { type: "vinculo", holder: "discente" }
        : caller === "docente"
          ? { type: "docencia", offering: s.offering }
          : { type: "vinculo" },
    ),
  ),
  "GET /api/declaracoes": row(loggedIn(200), () => ({ path: "/api/declaracoes" })),
  "GET /api/declaracoes/{codigo}/pdf": row({ ...office(200), discente: 200, docente: 404, discente2: 404 }, (s) => ({
    path: `/api/declaracoes/${s.declarationOfDiscente}/pdf`,
  })),
  "POST /api/declaracoes/{codigo}/revogacao": row(office(200), async (s) =>
    post(`/api/declaracoes/${await s.freshDeclaration()}/revogacao`, { reason: "Emitida por engano" }),
  ),
  "GET /api/autenticacao/{codigo}": row(everyone(200), (s) => ({
    path: `/api/autenticacao/${s.declarationOfDiscente}`,
  })),
  // Only an external member's statement is served by code alone: a user's declaration is unknown here.
  "GET /api/autenticacao/{codigo}/pdf": row(everyone(404), (s) => ({
    path: `/api/autenticacao/${s.declarationOfDiscente}/pdf`,
  })),

  // Notifications: each reads and marks its own; another's notice is not there.
  "GET /api/notificacoes": row(loggedIn(200), () => ({ path: "/api/notificacoes" })),
  "POST /api/notificacoes/{id}/lida": row({ ...loggedIn(404), discente: 204 }, async (s) =>
    post(`/api/notificacoes/${await s.freshNoticeOfDiscente()}/lida`),
  ),
  "POST /api/notificacoes/lidas": row(loggedIn(204), () => post("/api/notificacoes/lidas")),

  // Password recovery: the same answer for everyone (a login of its own, so no limit is met); an
  // unknown link is the same refusal for everyone.
  "POST /api/_auth/recuperacao": row(everyone(202), () =>
    post("/api/_auth/recuperacao", { login: `zzx-ninguem-${unique()}` }),
  ),
  "POST /api/_auth/redefinicao": row(everyone(422), () =>
    post("/api/_auth/redefinicao", {
      token: "q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E",
      password: "uma-senha-boa-1",
    }),
  ),

  // The grade sheet, the class list out, decisions in bulk: the offering's teachers (the Docente
  // teaches the scene's offering) and the office; a Docente's bulk decision is narrowed to its advisees.
  "PUT /api/ofertas/{id}/notas": row(officeAndTeachers(200), (s) => ({
    method: "PUT",
    path: `/api/ofertas/${s.offering}/notas`,
    json: [{ idcbpf: "discente", concept: "A", attendance: 90 }],
  })),
  "POST /api/ofertas/{id}/notas/importacao": row(officeAndTeachers(200), (s) => ({
    method: "POST",
    path: `/api/ofertas/${s.offering}/notas/importacao?dryRun=true`,
    body: "idcbpf,concept,attendance\ndiscente,A,90\n",
    headers: { "content-type": "text/csv" },
  })),
  "GET /api/ofertas/{id}/turma.csv": row(officeAndTeachers(200), (s) => ({
    path: `/api/ofertas/${s.offering}/turma.csv`,
  })),
  "GET /api/ofertas/{id}/lista-presenca.pdf": row(officeAndTeachers(200), (s) => ({
    path: `/api/ofertas/${s.offering}/lista-presenca.pdf`,
  })),
  "POST /api/matriculas/decisoes": row(officeAndTeachers(200), async (s) =>
    post("/api/matriculas/decisoes", { codigos: [await s.freshEnrolment("pendente")], decision: "deferida" }),
  ),
  "GET /api/usuarios.csv": row(office(200), () => ({ path: "/api/usuarios.csv" })),

  // The programme year's phases: read by all; written by the office. A student's due dates: itself,
  // its advisors, the office.
  "GET /api/fases": row(loggedIn(200), () => ({ path: "/api/fases" })),
  "POST /api/fases": row(office(201), () =>
    post("/api/fases", {
      code: `zz_fase_${unique()}`,
      programme: "academico",
      degree: "mestrado",
      name: { pt: "Fase de teste", en: "Test phase" },
      months: 30,
    }),
  ),
  "PATCH /api/fases/{id}": row(office(200), async (s) => {
    const res = await call(s.app, "/api/fases", { cookie: s.cookie.admin });
    const { items } = (await res.json()) as { items: { id: number; code: string }[] };
    const phase = items.find((item) => item.code === "proficiencia");
    return patch(`/api/fases/${phase?.id ?? 0}`, { active: true });
  }),
  "GET /api/usuarios/{idcbpf}/fases": row({ ...officeAndTeachers(200), discente: 200 }, () => ({
    path: "/api/usuarios/discente/fases",
  })),
  "PUT /api/usuarios/{idcbpf}/fases/{code}": row(office(200), () => ({
    method: "PUT",
    path: "/api/usuarios/discente/fases/proficiencia",
    json: { completedOn: "2025-01-10" },
  })),

  // The overdue list (the office all, a Docente its advisees) and the reminders run now (the office).
  "GET /api/prazos": row(officeAndTeachers(200), () => ({ path: "/api/prazos" })),
  "POST /api/prazos/lembretes": row(office(200), () => post("/api/prazos/lembretes", {})),
  // Requests (requerimentos): filed by a Discente for itself or by the office; the main advisor's
  // opinion; the office's decision; read by the student, its advisors and the office.
  "GET /api/requerimentos": row(loggedIn(200), () => ({ path: "/api/requerimentos" })),
  "POST /api/requerimentos": row({ ...students(201), admin: 201 }, (_s, caller) => {
    const month = 1 + Math.floor(Math.random() * 12);
    const year = 2500 + Math.floor(Math.random() * 4000);
    return post("/api/requerimentos", {
      type: "trancamento",
      months: 1,
      startDate: `${year}-${String(month).padStart(2, "0")}-01`,
      justification: "Pedido de teste da matriz de acesso.",
      ...(caller === "admin" ? { student: "discente" } : {}),
    });
  }),
  "GET /api/requerimentos/{id}": row({ ...officeAndTeachers(200), discente: 200 }, async (s) => ({
    path: `/api/requerimentos/${await s.freshRequestOfDiscente()}`,
  })),
  "POST /api/requerimentos/{id}/parecer": row({ ...office(403), anonymous: 401, docente: 200 }, async (s) =>
    post(`/api/requerimentos/${await s.freshRequestOfDiscente()}/parecer`, {
      opinion: "favoravel",
      text: "De acordo.",
    }),
  ),
  "POST /api/requerimentos/{id}/decisao": row(office(200), async (s) =>
    post(`/api/requerimentos/${await s.freshRequestOfDiscente("aguardando_secretaria")}/decisao`, {
      decision: "indeferido",
      reason: "Fora do prazo.",
    }),
  ),
  "POST /api/requerimentos/{id}/cancelamento": row(
    { ...students(200), admin: 200, discente2: 403 },
    async (s) => post(`/api/requerimentos/${await s.freshRequestOfDiscente()}/cancelamento`, {}),
    ["discente2"],
  ),
  "PUT /api/requerimentos/{id}/anexo": row(
    { ...students(201), discente2: 403 },
    async (s) => ({
      method: "PUT",
      path: `/api/requerimentos/${await s.freshRequestOfDiscente()}/anexo`,
      body: await samplePdf(),
      headers: { "content-type": "application/pdf" },
    }),
    ["discente2"],
  ),
  "GET /api/requerimentos/{id}/anexo": row({ ...officeAndTeachers(200), discente: 200 }, async (s) => {
    const id = await s.freshRequestOfDiscente();
    const sent = await call(s.app, `/api/requerimentos/${id}/anexo`, {
      method: "PUT",
      cookie: s.cookie.discente,
      body: Buffer.from(await samplePdf()),
      headers: { "content-type": "application/pdf" },
    });
    if (sent.status !== 201) throw new Error(`the request's attachment for the scene: ${sent.status}`);
    return { path: `/api/requerimentos/${id}/anexo` };
  }),
  // Committees (bancas) of the Discente, proposed by its main advisor (the Docente) or the office;
  // read by the student, its advisors, the members and the office; approved by the office; the
  // verdict the president's (the Docente) or the office's; the final version deposited by the student.
  "GET /api/bancas": row(loggedIn(200), () => ({ path: "/api/bancas" })),
  "POST /api/bancas": row({ anonymous: 401, admin: 201, docente: 201, discente: 403, discente2: 403 }, async (s) =>
    post("/api/bancas", await committeeBody(s)),
  ),
  "GET /api/bancas/{id}": row({ ...officeAndTeachers(200), discente: 200 }, async (s) => ({
    path: `/api/bancas/${await freshCommitteeOfDiscente(s, "proposta")}`,
  })),
  "PATCH /api/bancas/{id}": row(officeAndTeachers(200), async (s) =>
    patch(`/api/bancas/${await freshCommitteeOfDiscente(s, "proposta")}`, { title: "Título revisto" }),
  ),
  "POST /api/bancas/{id}/aprovacao": row(office(200), async (s) =>
    post(`/api/bancas/${await freshCommitteeOfDiscente(s, "proposta")}/aprovacao`, {}),
  ),
  "POST /api/bancas/{id}/cancelamento": row(officeAndTeachers(200), async (s) =>
    post(`/api/bancas/${await freshCommitteeOfDiscente(s, "proposta")}/cancelamento`, { reason: "Sem sala." }),
  ),
  "POST /api/bancas/{id}/resultado": row(officeAndTeachers(200), async (s) =>
    post(`/api/bancas/${await freshCommitteeOfDiscente(s, "agendada")}/resultado`, { verdict: "aprovado" }),
  ),
  "PUT /api/bancas/{id}/versao-final": row(
    { ...students(201), discente2: 403 },
    async (s) => ({
      method: "PUT",
      path: `/api/bancas/${await freshCommitteeOfDiscente(s, "defesa aprovada")}/versao-final`,
      body: await samplePdf(),
      headers: { "content-type": "application/pdf" },
    }),
    ["discente2"],
  ),
  "GET /api/bancas/{id}/versao-final": row({ ...officeAndTeachers(200), discente: 200 }, async (s) => ({
    path: `/api/bancas/${await freshCommitteeOfDiscente(s, "com versão final")}/versao-final`,
  })),
  // Scholarships (funding §6, P4): quotas and every allocation write the office's; an allocation
  // read by the office, its student (the Discente) and the student's advisors (the Docente).
  "GET /api/bolsas": row(office(200), () => ({ path: "/api/bolsas" })),
  "POST /api/bolsas": row(office(201), () => post("/api/bolsas", quotaJson())),
  "GET /api/bolsas/avisos": row(office(200), () => ({ path: "/api/bolsas/avisos" })),
  "GET /api/bolsas/{id}": row(office(200), async (s) => ({ path: `/api/bolsas/${(await freshQuota(s)).id}` })),
  "PATCH /api/bolsas/{id}": row(office(200), async (s) =>
    patch(`/api/bolsas/${(await freshQuota(s)).id}`, { notes: "Revista." }),
  ),
  "DELETE /api/bolsas/{id}": row(office(204), async (s) => ({
    method: "DELETE",
    path: `/api/bolsas/${(await freshQuota(s)).id}`,
  })),
  "GET /api/alocacoes": row(loggedIn(200), () => ({ path: "/api/alocacoes" })),
  "GET /api/alocacoes/{id}": row(
    { ...officeAndTeachers(200), discente: 200 },
    async (s) => ({ path: `/api/alocacoes/${await freshAllocationOfDiscente(s)}` }),
    ["discente2"],
  ),
  "POST /api/alocacoes": row(office(201), async (s) => post("/api/alocacoes", await allocationJson(s))),
  "PATCH /api/alocacoes/{id}": row(office(200), async (s) =>
    patch(`/api/alocacoes/${await freshAllocationOfDiscente(s)}`, { notes: "Revista." }),
  ),
  "DELETE /api/alocacoes/{id}": row(office(204), async (s) => ({
    method: "DELETE",
    path: `/api/alocacoes/${await freshAllocationOfDiscente(s)}`,
  })),
  "POST /api/alocacoes/{id}/suspensoes": row(office(201), async (s) => {
    const id = await freshAllocationOfDiscente(s);
    const read = await call(s.app, `/api/alocacoes/${id}`, { cookie: s.cookie.admin });
    const y = ((await read.json()) as { startDate: string }).startDate.slice(0, 4);
    return post(`/api/alocacoes/${id}/suspensoes`, {
      startDate: `${y}-05-01`,
      endDate: `${y}-05-31`,
      reason: "Licença.",
    });
  }),
  "DELETE /api/alocacoes/{id}/suspensoes/{sid}": row(office(204), async (s) => ({
    method: "DELETE",
    path: await freshSuspension(s),
  })),
  "GET /api/capes/{ano}": row(office(200), () => ({ path: "/api/capes/2020" })),
  "GET /api/capes/{ano}.zip": row(office(200), () => ({ path: "/api/capes/2020.zip?programme=academico" })),
};
