/**
 * What a failed query says, the same on PGlite and on PostgreSQL (node-postgres): the SQLSTATE
 * and the constraint's name, read through Drizzle's wrapper (`DrizzleQueryError.cause`). Handlers
 * turn the constraints they know into 409/422 answers; anything else stays a bug (500).
 */
type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
export const CHECK_VIOLATION = "23514";
export const EXCLUSION_VIOLATION = "23P01";

/** The SQLSTATE of a database error, or undefined for anything else. */
export function pgErrorCode(error: unknown): string | undefined {
  const fields = pgError(error);
  return typeof fields?.code === "string" ? fields.code : undefined;
}

/** The name of the constraint a database error is about, when it names one. */
export function pgConstraint(error: unknown): string | undefined {
  const fields = pgError(error);
  return typeof fields?.constraint === "string" ? fields.constraint : undefined;
}

/** Whether `error` is a violation of `code`, optionally of the constraint `name`. */
export function isViolation(error: unknown, code: string, name?: string): boolean {
  return pgErrorCode(error) === code && (name === undefined || pgConstraint(error) === name);
}
