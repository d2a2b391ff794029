import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { committeeSchema, type Committee } from "../../domain/bancas.ts";
import type { App } from "../app.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { auditLog, guidanceCoAdvisors, guidances, settings } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";

/**
 * What the committee tests build for themselves on top of the demo (whose rows they never rely
 * on): a student with a main advisor and a co-advisor, teachers to sit, and external members
 * with valid CPFs or passports; helpers to propose, move and read committees; and the set-up every
 * committee test file shares (`committeeSuite`).
 */
export type Cast = {
  student: Person;
  advisor: Person;
  coAdvisor: Person;
  teachers: Person[];
};

/** A Discente with a main advisor and a co-advisor, and `teachers` other ativo Docentes. */
export async function cast(
  db: Database,
  prefix: string,
  spec: { degree?: "mestrado" | "doutorado"; teachers?: number } = {},
): Promise<Cast> {
  const student = await addPerson(db, `${prefix}-aluno`, {
    name: `Aluno ${prefix}`,
    degree: spec.degree ?? "mestrado",
  });
  const advisor = await addPerson(db, `${prefix}-orient`, { level: "Docente", name: `Orientador ${prefix}` });
  const coAdvisor = await addPerson(db, `${prefix}-coorient`, { level: "Docente", name: `Coorientador ${prefix}` });
  const teachers: Person[] = [];
  for (let index = 0; index < (spec.teachers ?? 3); index++)
    teachers.push(await addPerson(db, `${prefix}-prof${index}`, { level: "Docente", name: `Prof ${prefix} ${index}` }));
  const [guidance] = await db
    .insert(guidances)
    .values({ studentId: student.id, advisorId: advisor.id, startDate: "2024-03-01" })
    .returning({ id: guidances.id });
  if (!guidance) throw new Error("guidance insert");
  await db.insert(guidanceCoAdvisors).values({ guidanceId: guidance.id, userId: coAdvisor.id });
  return { student, advisor, coAdvisor, teachers };
}

/** Valid CPFs (check digits right), for external members. */
export const CPFS = ["529.982.247-25", "111.444.777-35", "123.456.789-09", "935.411.347-80"];

export function external(index: number, over: Record<string, unknown> = {}) {
  return {
    name: `Externa ${index}`,
    email: `externa${index}@outra.example.org`,
    institution: "Universidade Outra",
    highestDegree: "doutorado",
    document: { kind: "cpf", number: CPFS[index % CPFS.length] },
    role: "titular",
    ...over,
  };
}

export const internal = (person: Person, role: "titular" | "suplente" = "titular") => ({
  idcbpf: person.idcbpf,
  role,
});

/** `day` plus `days`, as `YYYY-MM-DD`. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function today(db: Database): Promise<string> {
  return todayThere(db);
}

export function proposalBody(c: Cast, day: string, over: Record<string, unknown> = {}) {
  return {
    student: c.student.idcbpf,
    kind: "qualificacao",
    title: "Transporte em plasmas frios",
    language: "pt",
    date: day,
    time: "14:00",
    place: "Auditório 2",
    members: [internal(c.teachers[0] as Person), external(0)],
    ...over,
  };
}

export function propose(app: App, json: unknown, cookie: string) {
  return call(app, "/api/bancas", { method: "POST", json, cookie });
}

export async function proposed(app: App, json: unknown, cookie: string): Promise<Committee> {
  const res = await propose(app, json, cookie);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return committeeSchema.strict().parse(await res.json());
}

export function move(
  app: App,
  id: number,
  what: "aprovacao" | "cancelamento" | "resultado",
  json: unknown,
  cookie: string,
) {
  return call(app, `/api/bancas/${id}/${what}`, { method: "POST", json, cookie });
}

export async function moved(res: Response, status = 200): Promise<Committee> {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
  return committeeSchema.strict().parse(await res.json());
}

export async function refusedWith(res: Response, rule: string) {
  const body = await expectApiError(res, 422);
  expect(body.rule).toBe(rule);
  return body;
}

export async function read(app: App, id: number, cookie: string): Promise<Committee> {
  return moved(await call(app, `/api/bancas/${id}`, { cookie }));
}

type Move = "aprovacao" | "cancelamento" | "resultado";

/**
 * A committee test file's own app (closed after its tests), the office's session and today, read
 * once in `beforeAll`; the helpers above bound to them, and the two paths most tests walk first: a
 * committee scheduled (proposed by the advisor, approved by the office) and held (its verdict
 * recorded by the office). `officeEmail` makes the office's address one, so its mail can be read.
 */
export function committeeSuite({ officeEmail }: { officeEmail?: string } = {}) {
  let t: TestApp | undefined;
  let admin = "";
  let day = "";
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, "admin");
    day = await today(t.db);
    if (officeEmail) await t.db.update(settings).set({ officeEmail });
  });
  afterAll(() => t?.close());
  const made = (): TestApp => {
    if (!t) throw new Error("committeeSuite: used before its beforeAll");
    return t;
  };
  const suite = {
    get t() {
      return made();
    },
    get app() {
      return made().app;
    },
    get db() {
      return made().db;
    },
    /** The office's session cookie. */
    get admin() {
      return admin;
    },
    /** Today at the institution, `YYYY-MM-DD`. */
    get day() {
      return day;
    },
    later: (days: number) => daysAfter(day, days),
    cast: (prefix: string, spec?: Parameters<typeof cast>[2]) => cast(made().db, prefix, spec),
    propose: (json: unknown, cookie: string) => propose(made().app, json, cookie),
    proposed: (json: unknown, cookie: string) => proposed(made().app, json, cookie),
    move: (id: number, what: Move, json: unknown, cookie: string) => move(made().app, id, what, json, cookie),
    read: (id: number, cookie: string) => read(made().app, id, cookie),
    /** A committee's audit rows, oldest first; only `action`'s when given. */
    audits: (committeeId: number, action?: string) =>
      made()
        .db.select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, "committee"),
            eq(auditLog.entityId, String(committeeId)),
            action === undefined ? undefined : eq(auditLog.action, action),
          ),
        )
        .orderBy(auditLog.id),
    /** A committee of `c` on today, proposed by its advisor and approved by the office. */
    async scheduled(c: Cast, over: Record<string, unknown> = {}): Promise<Committee> {
      const committee = await proposed(made().app, proposalBody(c, day, over), c.advisor.cookie);
      return moved(await move(made().app, committee.id, "aprovacao", {}, admin));
    },
    /** Scheduled, then its verdict recorded by the office. */
    async held(c: Cast, over: Record<string, unknown>, verdict: string): Promise<Committee> {
      const committee = await suite.scheduled(c, over);
      return moved(await move(made().app, committee.id, "resultado", { verdict }, admin));
    },
  };
  return suite;
}
