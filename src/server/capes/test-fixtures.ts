import { generateCanonicalCode } from "../../domain/codes.ts";
import type { Database } from "../db/client.ts";
import {
  committeeMembers,
  committees,
  enrolments,
  grades,
  guidanceCoAdvisors,
  guidances,
  offeringTeachers,
  offerings,
  personalData,
  scholarshipAllocations,
  scholarshipSuspensions,
  scholarships,
  subjects,
  terms,
  users,
} from "../db/schema.ts";

/**
 * What the CAPES pack's tests build for themselves, written directly (the rules of each area are
 * tested there): people `zzc-…` with their personal data, terms of 2002–2004 (no demo row is that
 * old), guidances, a committee, offerings with grades and scholarships. Years far from today, so
 * the pack of 2003 holds exactly these people besides the demo's `ativo` Docentes.
 */
export const YEAR = 2003;

type PersonSpec = {
  name: string;
  level?: "Discente" | "Docente";
  status?: "ativo" | "trancado" | "inativo" | "egresso";
  programme?: "academico" | "profissional";
  degree?: "mestrado" | "doutorado";
  entryTerm?: string | null;
  statusSince?: string | null;
  dismissal?: { reason: "abandono" | "desempenho"; date: string };
};

export async function addPerson(db: Database, idcbpf: string, spec: PersonSpec): Promise<number> {
  const level = spec.level ?? "Discente";
  const [row] = await db
    .insert(users)
    .values({
      idcbpf,
      name: spec.name,
      email: `${idcbpf}@example.org`,
      level,
      programme: spec.programme ?? "academico",
      degree: level === "Discente" ? (spec.degree ?? "mestrado") : null,
      status: spec.status ?? "ativo",
      entryTerm: level === "Discente" ? (spec.entryTerm === undefined ? "2003.1" : spec.entryTerm) : null,
      statusSince: spec.statusSince ?? null,
      ...(spec.dismissal
        ? { dismissalReason: spec.dismissal.reason, dismissalDate: spec.dismissal.date, dismissedAt: new Date() }
        : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert");
  return row.id;
}

export type PersonalFacts = Partial<typeof personalData.$inferInsert>;

export const BRAZILIAN: PersonalFacts = {
  cpf: "52998224725",
  nationality: "BR",
  birthDate: "1990-01-02",
  sex: "masculino",
  race: "parda",
  disability: false,
  affirmativeAction: true,
};

export async function declare(db: Database, userId: number, facts: PersonalFacts): Promise<void> {
  await db.insert(personalData).values({ userId, ...facts });
}

export async function addTerm(db: Database, code: string, start: string, end: string): Promise<number> {
  const [row] = await db
    .insert(terms)
    .values({
      code,
      startDate: start,
      endDate: end,
      offeringStart: start,
      offeringEnd: start,
      enrolmentStart: end,
      enrolmentEnd: end,
      dropDeadline: end,
      gradeDeadline: end,
    })
    .returning({ id: terms.id });
  if (!row) throw new Error("term insert");
  return row.id;
}

export async function addGuidance(
  db: Database,
  studentId: number,
  advisorId: number,
  more: {
    coAdvisors?: number[];
    title?: string;
    milestones?: { kind: "defesa"; date: string; result: "aprovado" }[];
  } = {},
): Promise<void> {
  const [row] = await db
    .insert(guidances)
    .values({
      studentId,
      advisorId,
      title: more.title ?? "Tese",
      startDate: "2002-08-01",
      milestones: more.milestones ?? [],
    })
    .returning({ id: guidances.id });
  if (!row) throw new Error("guidance insert");
  if (more.coAdvisors?.length)
    await db.insert(guidanceCoAdvisors).values(more.coAdvisors.map((userId) => ({ guidanceId: row.id, userId })));
}

/** A held `defesa`, passed, with the advisor presiding and one external titular and one absent suplente. */
export async function addDefence(db: Database, studentId: number, president: number, date: string, title: string) {
  const [row] = await db
    .insert(committees)
    .values({
      studentId,
      kind: "defesa",
      degree: "doutorado",
      title,
      language: "en",
      date,
      time: "14:00",
      place: "Auditório",
      status: "realizada",
      verdict: "aprovado",
    })
    .returning({ id: committees.id });
  if (!row) throw new Error("committee insert");
  const external = (name: string, email: string, role: "titular" | "suplente", position: number) => ({
    committeeId: row.id,
    role,
    position,
    external: true,
    name,
    email,
    institution: "UFPR",
    highestDegree: "doutorado" as const,
    documentKind: "passaporte" as const,
    documentNumber: `P${position}2345`,
    documentCountry: "PT",
    locale: "pt" as const,
    participated: role === "titular",
  });
  await db
    .insert(committeeMembers)
    .values([
      { committeeId: row.id, role: "presidente", position: 0, external: false, userId: president, participated: true },
      external("Dra. Zélia Externa", "zelia@example.org", "titular", 1),
      external("Dr. Suplente Ausente", "suplente@example.org", "suplente", 2),
    ]);
}

export async function addOffering(
  db: Database,
  termId: number,
  subject: { code: string; namePt: string; programme: "academico" | "profissional" | null },
  teachers: number[],
): Promise<number> {
  const [s] = await db
    .insert(subjects)
    .values({
      code: subject.code,
      namePt: subject.namePt,
      nameEn: subject.namePt,
      credits: 4,
      hours: 60,
      programme: subject.programme,
    })
    .returning({ id: subjects.id });
  if (!s) throw new Error("subject insert");
  const [o] = await db
    .insert(offerings)
    .values({ termId, subjectId: s.id, capacity: 10 })
    .returning({ id: offerings.id });
  if (!o) throw new Error("offering insert");
  await db
    .insert(offeringTeachers)
    .values(teachers.map((userId, index) => ({ offeringId: o.id, userId, responsible: index === 0 })));
  return o.id;
}

export async function addEnrolment(
  db: Database,
  offeringId: number,
  studentId: number,
  status: "deferida" | "pendente",
  grade?: { concept: string; attendance: number },
): Promise<void> {
  const [e] = await db
    .insert(enrolments)
    .values({ codigo: generateCanonicalCode(), studentId, offeringId, status })
    .returning({ id: enrolments.id });
  if (!e) throw new Error("enrolment insert");
  if (grade) await db.insert(grades).values({ enrolmentId: e.id, ...grade, final: true });
}

export async function addScholarship(
  db: Database,
  studentId: number,
  quota: { number: string; sponsor: string; type: string; monthlyValue: string },
  allocation: { startDate: string; endDate: string; cancelDate?: string; cancelReason?: string },
  suspension?: { startDate: string; endDate: string },
): Promise<void> {
  const [q] = await db
    .insert(scholarships)
    .values({ ...quota, level: "mestrado", startDate: "2000-01-01", endDate: "2010-12-31" })
    .returning({ id: scholarships.id });
  if (!q) throw new Error("quota insert");
  const [a] = await db
    .insert(scholarshipAllocations)
    .values({ scholarshipId: q.id, studentId, ...allocation })
    .returning({ id: scholarshipAllocations.id });
  if (!a) throw new Error("allocation insert");
  if (suspension)
    await db.insert(scholarshipSuspensions).values({ allocationId: a.id, ...suspension, reason: "Sanduíche." });
}
