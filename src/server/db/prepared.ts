import type { Database } from "./client.ts";

/**
 * A query Drizzle builds once per database (or transaction) object instead of on every call:
 * `build` returns `….prepare(name)` with `sql.placeholder`s, and the result is kept beside that
 * object. Building a select (Drizzle's `sql` tree to text) cost a request about as much as
 * running it on PGlite; a prepared query skips it, and its SQL text then always matches the
 * statement the driver keeps (a named statement per connection on PostgreSQL, the statement
 * cache on PGlite).
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
