import { sql, type SQL } from "drizzle-orm";
import { seededRandom } from "../../src/domain/seeded-random.ts";
import { COOKIE_NAME } from "../../src/server/auth/session-cookie.ts";
import { newToken, tokenId } from "../../src/server/auth/tokens.ts";
import type { Database } from "../../src/server/db/client.ts";

/**
 * Bulk writing for the university-sized dataset (load.ts): rows as one array
 * parameter per column (`insert … select * from unnest(…)`, 10,000 rows a statement), the same
 * on PGlite and PostgreSQL; the seed's enrolment codes; sessions for everyone the bench acts as.
 */
const CHUNK = 10_000;

export type Column = [name: string, type: string, values: readonly unknown[]];

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Rows in bulk. The table's secondary indexes and unique constraints are dropped first and built
 * again after (one sorted build: random keys such as the enrolments' codes, inserted 10,000 at a
 * time into a large index, cost PGlite a page read per row), and so are the `unchecked` checks,
 * pattern checks the plan meets by construction, which cost PGlite dearly per row (its regular
 * expressions run in WebAssembly): put back NOT VALID, so every new row is checked as before.
 */
export async function bulk(
  db: Database,
  table: string,
  columns: Column[],
  { overriding = true, unchecked = [] as string[] } = {},
): Promise<void> {
  const rows = columns[0]?.[2].length ?? 0;
  const t0 = performance.now();
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select indexname as name, indexdef as def from pg_indexes where tablename = ${table}
      and indexname not in (select conname from pg_constraint)`),
  );
  const constraints = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = ${table}::regclass and (contype = 'u' or conname = any(${sql.param(unchecked)}::text[]))`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  for (const c of constraints) await db.execute(sql.raw(`alter table ${table} drop constraint "${c.name}"`));
  for (let at = 0; at < rows; at += CHUNK) {
    const params = columns.map(
      ([, type, values]) => sql`${sql.param(values.slice(at, at + CHUNK))}::${sql.raw(type)}[]`,
    );
    await db.execute(sql`insert into ${sql.raw(table)} (${sql.raw(columns.map(([name]) => `"${name}"`).join(", "))})
      ${sql.raw(overriding ? "overriding system value" : "")} select * from unnest(${sql.join(params, sql`, `)})`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.def));
  for (const c of constraints)
    await db.execute(
      sql.raw(
        `alter table ${table} add constraint "${c.name}" ${c.def}${unchecked.includes(c.name) ? " not valid" : ""}`,
      ),
    );
  if (process.env.BENCH_SCALE_DEBUG)
    console.log(`  ${table}: ${rows} rows in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
}

export async function scalar(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Canonical enrolment codes from the seed (28 Crockford base32 characters), not from crypto. */
export function codes(count: number, seed: number): string[] {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => {
    let out = "";
    for (let c = 0; c < 28; c++) out += alphabet[Math.floor(next() * 32)];
    return out;
  });
}

/** A session for each user (`academico_session=<token>` cookies), written in bulk. */
export async function createSessions(db: Database, userIds: readonly number[], days = 30): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  await db.execute(sql`delete from sessions where user_id = any(${sql.param([...userIds])}::integer[])`);
  await bulk(
    db,
    "sessions",
    [
      ["id", "text", tokens.map(tokenId)],
      ["user_id", "integer", userIds],
      ["expires_at", "timestamptz", userIds.map(() => new Date(Date.now() + days * 86_400_000).toISOString())],
    ],
    { overriding: false },
  );
  return tokens.map((token) => `${COOKIE_NAME}=${token}`);
}
