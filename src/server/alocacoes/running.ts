import { sql } from "drizzle-orm";
import { leavingRefusal } from "../../domain/funding-rules.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import type { UserStatus } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";

/**
 * F12: a student with an allocation whose effective end is after today (running or to come)
 * cannot become `inativo` or `egresso`. Read here once for every path that changes a status —
 * `changeStatus` (the office's PATCH, the dismissal) and the CSV import's check (each row reported)
 * — so the three say the same. Allocation writes lock the student's row (locks.ts) and a status
 * change runs with that row locked or updated, so the two take turns.
 */
export async function runningScholarships(
  tx: Database,
  studentIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  if (studentIds.length === 0) return new Map();
  const result = await tx.execute(sql`select distinct on (a.student_id) a.student_id, q.number
    from scholarship_allocations a join scholarships q on q.id = a.scholarship_id
    where a.student_id = any(${sql.param([...studentIds])}::integer[])
      and coalesce(a.cancel_date, a.end_date) > ${today}::date
    order by a.student_id, a.start_date`);
  const rows = (result as unknown as { rows: { student_id: number; number: string }[] }).rows;
  return new Map(rows.map((row) => [Number(row.student_id), row.number]));
}

/** Throws `scholarship_active` (naming the quota) when the change would break F12. */
export async function refuseLeavingWithScholarship(
  tx: Database,
  studentId: number,
  next: UserStatus,
  today: string,
): Promise<void> {
  if (next !== "inativo" && next !== "egresso") return;
  const number = (await runningScholarships(tx, [studentId], today)).get(studentId);
  const refusal = leavingRefusal(next, number === undefined ? null : { number });
  if (refusal) throw refusedBy(refusal);
}
