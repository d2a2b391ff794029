/**
 * Printed beside the enrolment rush on PGlite, which has no pgbench (pgbench.ts is PostgreSQL's
 * reference): how many crash-safe single-row INSERTs a second the same database takes in the
 * same run, with nothing of the application around them. For information, not a goal.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const RAW_ROWS = 2_000;
const CREATE =
  "create table raw (id integer generated always as identity primary key, student integer, at timestamptz default now())";

/** PGlite on disk: one connection, autocommit. */
export async function rawPglite(dir: string): Promise<number> {
  rmSync(dir, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: dir });
  await db.exec(CREATE);
  const t = performance.now();
  for (let n = 0; n < RAW_ROWS; n++) await db.query("insert into raw (student) values ($1)", [n]);
  const rate = RAW_ROWS / ((performance.now() - t) / 1000);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return rate;
}
