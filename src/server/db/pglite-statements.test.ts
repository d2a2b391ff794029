import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedStatements } from "./pglite-statements.ts";

/**
 * The PGlite statement cache under Drizzle answers exactly as PGlite's own `query()` does, keeps
 * one prepared statement per SQL text (and no more than its limit), and survives errors and
 * schema changes. PGlite only: on PostgreSQL the driver is node-postgres.
 */
const pglite = process.env.TEST_DB !== "postgres";

let client: PGlite;
beforeAll(async () => {
  if (pglite) client = await PGlite.create();
});
afterAll(() => client?.close());
// Each test starts from the same table and no prepared statement.
beforeEach(async () => {
  await client?.exec(`deallocate all; drop table if exists t;
    create table t (id integer primary key, name text, at timestamptz, data jsonb, tags text[]);
    insert into t values (1, 'um', '2026-01-02T03:04:05Z', '{"a": 1}', '{x,y}'), (2, null, null, null, null);`);
});

const prepared = async () =>
  (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.length;

describe.skipIf(!pglite)("PGlite statement cache (PGlite only)", () => {
  it("answers as PGlite's query(): rows, types, parameters, array mode, command counts", async () => {
    const cached = cachedStatements(client);
    const text = "select id, name, at, data, tags from t where id = any($1) order by id";
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const ours = await cached.query(text, [[1, 2]], options);
      const theirs = await client.query(text, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const param = await cached.query<{ v: unknown }>("select $1::jsonb as v", [{ b: [1, "x"] }]);
    expect(param.rows[0]?.v).toEqual({ b: [1, "x"] });
    const at = new Date("2026-05-06T07:08:09Z");
    const dated = await cached.query<{ at: Date }>("update t set at = $1 where id = 2 returning at", [at]);
    expect(dated.rows[0]?.at).toEqual(at);
    expect(dated.affectedRows).toBe(1);
    expect(dated.command).toBe("UPDATE");
    const inserted = await cached.query("insert into t (id) values ($1), ($2)", [3, 4]);
    expect(inserted.affectedRows).toBe(2);
    const parsers = { [1184]: (value: string) => `raw:${value}` };
    const raw = await cached.query<{ at: string }>("select at from t where id = 1", [], { parsers });
    expect(raw.rows[0]?.at).toMatch(/^raw:2026-01-02 03:04:05/);
  });

  it("prepares each SQL text once, and keeps at most its limit (least recently used closed)", async () => {
    const cached = cachedStatements(client, { limit: 3 });
    for (let i = 0; i < 3; i++) await cached.query("select name from t where id = $1", [1]);
    expect(await prepared()).toBe(1);
    for (let i = 0; i < 5; i++) await cached.query(`select ${i} as n from t where id = $1`, [1]);
    // The statements evicted are closed with the next call.
    await cached.query("select name from t where id = $1", [2]);
    expect(await prepared()).toBeLessThanOrEqual(3);
    expect((await cached.query<{ n: number }>("select 0 as n from t where id = $1", [1])).rows).toEqual([{ n: 0 }]);
  });

  it("throws PGlite's errors, keeps no broken statement, and recovers from a schema change", async () => {
    const cached = cachedStatements(client);
    await expect(cached.query("selec nothing")).rejects.toMatchObject({ code: "42601" });
    expect(await prepared()).toBe(0);
    await expect(cached.query("insert into t (id) values ($1)", [1])).rejects.toMatchObject({ code: "23505" });
    await expect(cached.query("select 1 / $1 as x", [0])).rejects.toMatchObject({ code: "22012" });
    expect((await cached.query<{ x: number }>("select 1 / $1 as x", [1])).rows).toEqual([{ x: 1 }]);

    await cached.query("select * from t where id = $1", [1]);
    await client.exec("alter table t add column extra integer default 7");
    // PostgreSQL refuses a prepared statement whose columns changed; the next call prepares it anew.
    await cached.query("select * from t where id = $1", [1]).catch(() => undefined);
    expect((await cached.query<{ extra: number }>("select * from t where id = $1", [1])).rows[0]?.extra).toBe(7);
  });

  it("runs Drizzle's transactions through it: commit, rollback, and others wait for the transaction", async () => {
    const db = drizzle({ client: cachedStatements(client) });
    await db.transaction(async (tx) => {
      await tx.execute(sql`update t set name = ${"dois"} where id = 2`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update t set name = ${"nunca"} where id = 2`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await db.execute(sql`select name from t where id = 2`)).rows).toEqual([{ name: "dois" }]);

    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let updated = () => {};
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const inside = db.transaction(async (tx) => {
      await tx.execute(sql`update t set name = ${"três"} where id = 2`);
      order.push("updated");
      updated();
      await gate;
      order.push("committing");
    });
    await hasUpdated;
    // Issued while the transaction is open: it waits for the commit, then sees the committed row.
    const outside = db.execute(sql`select name from t where id = ${2}`).then((r) => {
      order.push("read");
      return r.rows;
    });
    release();
    await inside;
    expect(await outside).toEqual([{ name: "três" }]);
    expect(order).toEqual(["updated", "committing", "read"]);
  });
});
