import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { studentPhases } from "../../domain/due-dates.ts";
import type { GrantedRequest } from "../../domain/due-dates.ts";
import type { Page } from "../../domain/paging.ts";
import type { Phase, PhaseListQuery, StudentPhases } from "../../domain/phases.ts";
import type { Degree, Level, Programme, UserStatus } from "../../domain/users.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { phaseCompletions, phases, requests, users } from "../db/schema.ts";

/**
 * Reading the phase table and a student's due dates. Due dates are never stored: they are
 * computed here, when read, from the entry date, the active phases of the student's track, its
 * `deferido` requests and its completions (src/domain/due-dates.ts).
 */
export function toPhase(row: typeof phases.$inferSelect): Phase {
  return {
    id: row.id,
    code: row.code,
    programme: row.programme,
    degree: row.degree,
    name: { pt: row.namePt, en: row.nameEn },
    months: row.months,
    milestone: row.milestone,
    active: row.active,
  };
}

export async function listPhases(db: Database, query: PhaseListQuery): Promise<Page<Phase>> {
  const conditions: SQL[] = [];
  if (query.programme) conditions.push(eq(phases.programme, query.programme));
  if (query.degree) conditions.push(eq(phases.degree, query.degree));
  if (query.active !== undefined) conditions.push(eq(phases.active, query.active));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(phases)
      .where(where)
      .orderBy(asc(phases.programme), asc(phases.degree), asc(phases.months), asc(phases.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(phases).where(where),
  ]);
  return { items: rows.map(toPhase), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

export type StudentRow = {
  id: number;
  idcbpf: string;
  name: string;
  level: Level;
  programme: Programme | null;
  degree: Degree | null;
  status: UserStatus;
  entryDate: string | null;
  /** Whether the viewer is the student's main advisor or a co-advisor. */
  advises: boolean;
};

/** The user named `idcbpf` with whether `viewerId` advises it; null when there is none. */
export async function readStudent(db: Database, idcbpf: string, viewerId: number): Promise<StudentRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      programme: users.programme,
      degree: users.degree,
      status: users.status,
      entryDate: users.entryDate,
      // `users.id` written out: drizzle renders a column of the only table unqualified, which inside
      // this subquery would name the guidance's own id.
      advises: sql<boolean>`exists (select 1 from guidances g where g.student_id = users.id
        and (g.advisor_id = ${viewerId} or exists (select 1 from guidance_co_advisors ca
          where ca.guidance_id = g.id and ca.user_id = ${viewerId})))`,
    })
    .from(users)
    .where(eq(users.idcbpf, idcbpf))
    .limit(1);
  return row ?? null;
}

/** The active phases of a track, as the due dates read them. */
export async function trackPhases(db: Database, programme: Programme | null, degree: Degree | null) {
  if (!programme || !degree) return [];
  const rows = await db
    .select()
    .from(phases)
    .where(and(eq(phases.programme, programme), eq(phases.degree, degree), eq(phases.active, true)));
  return rows.map(toPhase);
}

/** The student's `deferido` requests with the months granted. */
export async function grantedRequests(db: Database, studentId: number): Promise<GrantedRequest[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(and(eq(requests.studentId, studentId), eq(requests.status, "deferido")));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    months: row.grantedMonths ?? row.months,
    phases: row.phases,
    startDate: row.startDate,
  }));
}

/** `GET /api/usuarios/{idcbpf}/fases` of a student already read. */
export async function readStudentPhases(db: Database, student: StudentRow): Promise<StudentPhases> {
  const [table, granted, completions, today] = await Promise.all([
    trackPhases(db, student.programme, student.degree),
    grantedRequests(db, student.id),
    db.select().from(phaseCompletions).where(eq(phaseCompletions.studentId, student.id)),
    todayThere(db),
  ]);
  const computed = studentPhases({
    entryDate: student.entryDate,
    phases: table,
    granted,
    completions: new Map(completions.map((row) => [row.phaseCode, row.completedOn])),
    today,
  });
  return {
    student: {
      idcbpf: student.idcbpf,
      name: student.name,
      programme: student.programme,
      degree: student.degree,
      status: student.status,
    },
    entryDate: student.entryDate,
    ...computed,
  };
}
