import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * Named transaction locks (PostgreSQL advisory locks, held until the transaction ends) for rules
 * that read several rows before writing, where no single row can be locked: the catalogue's
 * prerequisite graph (no cycle), the one current term. Two offices saving at once then take turns
 * instead of both passing the check. Call inside `db.transaction`.
 */
export type LockName =
  | "subject-graph"
  | "terms"
  | "settings"
  | "user-import"
  /** One term's rooms and teachers' timetable (offerings: room_clash, teacher_clash), by term id. */
  | `offering-slots:${number}`;

export async function lockFor(tx: Database, name: LockName): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`academico:${name}`}))`);
}
