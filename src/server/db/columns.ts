import { sql } from "drizzle-orm";
import { customType, date } from "drizzle-orm/pg-core";

/**
 * Column helpers shared by the schema's files (schema.ts and the areas it re-exports). They live
 * apart from the tables so that an area's file can use them while schema.ts is still loading: the
 * area imports tables from schema.ts only inside `references(() => …)`, which run later.
 */
export const tz = { withTimezone: true } as const;

/** A value list as SQL literals, for `check (column in (…))`. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** Dates are calendar days in the institution's time zone (`YYYY-MM-DD`), both ends inclusive (PRODUCT §7). */
export const day = (name: string) => date(name, { mode: "string" }).notNull();

/** Raw bytes (PostgreSQL `bytea`): uploaded PDFs. PGlite and node-postgres both read it as a Buffer/Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A canonical code (28 Crockford base32 characters, src/domain/codes.ts), as a SQL pattern literal. */
export const CODE_CHECK = "'^[0-9A-HJKMNP-TV-Z]{28}$'";
