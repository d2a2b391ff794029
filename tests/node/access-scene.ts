import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/server/app.ts";
import { COOKIE_NAME } from "../../src/server/auth/session-cookie.ts";
import { createSession } from "../../src/server/auth/sessions.ts";
import type { Database } from "../../src/server/db/client.ts";
import { notifications, settings as settingsTable, subjects, terms, users } from "../../src/server/db/schema.ts";
import { addPerson } from "../../src/server/declaracoes/test-fixtures.ts";
import { currentTermId } from "../../src/server/historico/test-fixtures.ts";
import {
  applicantBody,
  apply,
  createCall,
  samplePdf,
  upload,
  uploadAll,
} from "../../src/server/inscricoes/test-fixtures.ts";
import { addOffering, addSubject, openWindow } from "../../src/server/matriculas/test-fixtures.ts";
import { notify } from "../../src/server/notificacoes/notificacoes.writes.ts";
import { addTerm, enrol } from "../../src/server/ofertas/test-fixtures.ts";
import { call } from "./http.ts";

/**
 * The world the access matrix asks its questions in: the five callers of every row (anonymous,
 * the office, a Docente, a Discente, a second Discente) and the records they touch, built once on
 * the demo data. The Discente is the demo's `discente`, advised by `docente` (co-advised by
 * `marina.costa`); the second Discente, `larissa.nunes`, of the other programme, is advised by
 * someone else. Records that a write would change are made fresh for each request (`fresh…`).
 */
export const CALLERS = ["anonymous", "admin", "docente", "discente", "discente2"] as const;
export type Caller = (typeof CALLERS)[number];

export const IDCBPF: Record<Exclude<Caller, "anonymous">, string> = {
  admin: "admin",
  docente: "docente",
  discente: "discente",
  discente2: "larissa.nunes",
};

let sequence = 0;
let holdMonth = 0;
/** A short suffix no other call of this run gives. */
export const unique = () => `${(++sequence).toString(36)}${randomBytes(2).toString("hex")}`;

export type Scene = {
  app: App;
  db: Database;
  cookie: Record<Caller, string | undefined>;
  /** A new session of the same caller (for a call that ends its session). */
  newSession: (caller: Caller) => Promise<string | undefined>;
  /** Sessions of people outside the five: A's co-advisor, and a teacher with no tie to A. */
  coAdvisor: string;
  otherTeacher: string;
  currentTerm: string;
  /** An offering of the current term taught by `docente`, with the Discente enrolled (deferida). */
  offering: number;
  subject: string;
  guidanceOfDiscente: number;
  declarationOfDiscente: string;
  callId: number;
  /** An application in draft, its code printed to whoever holds it. */
  application: string;
  institutionName: string;
  /** A term whose offering window is open today (for a Docente's new offering). */
  offeringTerm: string;
  freshEnrolment: (status: "pendente" | "deferida") => Promise<string>;
  freshOffering: () => Promise<number>;
  freshSubject: () => Promise<string>;
  freshDeclaration: () => Promise<string>;
  freshApplication: (stage?: "rascunho" | "com documentos" | "submetida") => Promise<string>;
  freshUser: (level?: "Discente" | "Docente") => Promise<string>;
  /**
   * A new request (a one-month hold, each in a month of its own far ahead) of the Discente's,
   * filed by the office; `aguardando_secretaria` once its advisor (the Docente) gave its opinion.
   */
  freshRequestOfDiscente: (status?: "aguardando_orientador" | "aguardando_secretaria") => Promise<number>;
  /** A new notification of the Discente's, its id. */
  freshNoticeOfDiscente: () => Promise<number>;
};

async function sessionOf(db: Database, idcbpf: string): Promise<string> {
  const { id } = await userRow(db, idcbpf);
  return `${COOKIE_NAME}=${await createSession(db, id, 30)}`;
}

async function userRow(db: Database, idcbpf: string): Promise<{ id: number }> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error(`no demo user ${idcbpf}`);
  return row;
}

export async function buildScene(app: App, db: Database): Promise<Scene> {
  const cookie: Record<Caller, string | undefined> = {
    anonymous: undefined,
    admin: await sessionOf(db, IDCBPF.admin),
    docente: await sessionOf(db, IDCBPF.docente),
    discente: await sessionOf(db, IDCBPF.discente),
    discente2: await sessionOf(db, IDCBPF.discente2),
  };
  const admin = cookie.admin ?? "";
  // The rows file a one-month hold each for the Discente: room for all of them.
  await db.update(settingsTable).set({ holdMaxMonths: 120 });
  const newSession = async (caller: Caller) => (caller === "anonymous" ? undefined : sessionOf(db, IDCBPF[caller]));
  const stranger = await addPerson(db, `zzx-docente-${unique()}`, { level: "Docente" });

  const termId = await openWindow(db);
  const [term] = await db
    .select({ code: terms.code })
    .from(terms)
    .where(eq(terms.id, await currentTermId(db)));
  const currentTerm = term?.code ?? "";
  const teacherId = (await userRow(db, IDCBPF.docente)).id;

  const freshSubject = async () => {
    const code = `ZZX-${String(1000 + (++sequence % 9000))}`;
    await addSubject(db, { code });
    return code;
  };
  const freshOffering = async () => {
    const code = await freshSubject();
    const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, code));
    return addOffering(db, { termId, subjectId: row?.id ?? 0, capacity: 50, slots: [], teacherId });
  };
  const offering = await freshOffering();
  await enrol(db, offering, IDCBPF.discente, "deferida");
  const subjectRes = await call(app, `/api/ofertas/${offering}`, { cookie: admin });
  const subject = ((await subjectRes.json()) as { subject: { code: string } }).subject.code;

  const freshEnrolment = async (status: "pendente" | "deferida") => {
    const id = await freshOffering();
    await enrol(db, id, IDCBPF.discente, status);
    const list = await call(app, `/api/matriculas?student=discente&offering=${id}`, { cookie: admin });
    const items = ((await list.json()) as { items: { codigo: string }[] }).items;
    const codigo = items[0]?.codigo;
    if (!codigo) throw new Error("fresh enrolment not listed");
    return codigo;
  };

  const guidances = await call(app, "/api/orientacoes?student=discente", { cookie: admin });
  const guidanceOfDiscente = ((await guidances.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;

  const freshDeclaration = async () => {
    const res = await call(app, "/api/declaracoes", {
      method: "POST",
      cookie: cookie.discente,
      json: { type: "vinculo" },
    });
    expect(res.status, "a declaration for the scene").toBe(201);
    return ((await res.json()) as { codigo: string }).codigo;
  };

  const callId = (await createCall(app, admin)).id;
  const freshApplication = async (stage: "rascunho" | "com documentos" | "submetida" = "rascunho") => {
    const codigo = await apply(app, applicantBody(callId));
    if (stage !== "rascunho") await uploadAll(app, codigo);
    if (stage === "submetida")
      expect((await call(app, `/api/inscricoes/${codigo}/submissao`, { method: "POST" })).status).toBe(200);
    return codigo;
  };
  const application = await freshApplication();
  expect((await upload(app, application, "cv", await samplePdf())).status).toBe(201);

  const settings = await call(app, "/api/configuracoes", { cookie: admin });
  const institutionName = ((await settings.json()) as { institutionName: string }).institutionName;

  const offeringTerm = `20${String(90 + (sequence % 9))}.${1 + (sequence % 2)}`;
  await addTerm(db, offeringTerm, "offering");

  const freshUser = async (level: "Discente" | "Docente" = "Discente") =>
    (await addPerson(db, `zzx-${level.toLowerCase()}-${unique()}`, { level })).idcbpf;

  return {
    app,
    db,
    cookie,
    newSession,
    coAdvisor: await sessionOf(db, "marina.costa"),
    otherTeacher: stranger.cookie,
    currentTerm,
    offering,
    subject,
    guidanceOfDiscente,
    declarationOfDiscente: await freshDeclaration(),
    callId,
    application,
    institutionName,
    offeringTerm,
    freshEnrolment,
    freshOffering,
    freshSubject,
    freshDeclaration,
    freshApplication,
    freshUser,
    freshRequestOfDiscente: async (status = "aguardando_orientador") => {
      const month = ++holdMonth;
      const start = `${2300 + Math.floor(month / 12)}-${String(1 + (month % 12)).padStart(2, "0")}-01`;
      const res = await call(app, "/api/requerimentos", {
        method: "POST",
        cookie: admin,
        json: {
          type: "trancamento",
          months: 1,
          startDate: start,
          student: IDCBPF.discente,
          justification: "Pedido de teste da matriz de acesso.",
        },
      });
      expect(res.status, "a request for the scene").toBe(201);
      const { id } = (await res.json()) as { id: number };
      if (status === "aguardando_secretaria") {
        const opinion = await call(app, `/api/requerimentos/${id}/parecer`, {
          method: "POST",
          cookie: cookie.docente,
          json: { opinion: "favoravel", text: "De acordo." },
        });
        expect(opinion.status, "the advisor's opinion for the scene").toBe(200);
      }
      return id;
    },
    freshNoticeOfDiscente: async () => {
      const { id: userId } = await userRow(db, IDCBPF.discente);
      const words = { pt: "Aviso de teste", en: "Test notice" };
      await db.transaction((tx) => notify(tx, { userId, kind: "nota_lancada", title: words, body: words, link: "/" }));
      const [notice] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(1);
      if (!notice) throw new Error("the notice just written is not there");
      return notice.id;
    },
  };
}
