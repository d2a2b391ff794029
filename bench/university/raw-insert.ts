/**
 * The reference the enrolment rush is compared with: how many crash-safe single-row INSERTs a
 * second the same database takes in the same run, with nothing of the application around them.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

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

/** PostgreSQL: as many connections as the server's pool (10), each row its own commit. */
export async function rawPostgres(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(CREATE);
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < RAW_ROWS) await pool.query("insert into raw (student) values ($1)", [next++]);
    }),
  );
  const rate = RAW_ROWS / ((performance.now() - t) / 1000);
  await pool.query("drop table raw");
  await pool.end();
  return rate;
}
