import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** Readiness: resolves when the database answers `select 1`, rejects with its error otherwise. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
