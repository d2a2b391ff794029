import { expect } from "vitest";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { committeeSchema, type Committee } from "../../domain/bancas.ts";
import type { App } from "../app.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { guidanceCoAdvisors, guidances } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";

/**
 * What the committee tests build for themselves on top of the demo (whose rows they never rely
 * on): a student with a main advisor and a co-advisor, teachers to sit, and external members
 * with valid CPFs or passports; helpers to propose, move and read committees.
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
