import { sql, type SQL } from "drizzle-orm";
import type { Programme } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";

/**
 * What every file of the CAPES pack reads first (funding spec §5): the programmes' CAPES codes
 * and the attendance minimum, in one statement; and the helpers its set-based statements share.
 * Raw statements write days as text (`::text`), so both drivers answer `YYYY-MM-DD` strings
 * (node-postgres would answer a `date` as a JavaScript Date), and counts as `int`.
 */
export type PackScope = { year: number; programme: Programme | null };

export type PackSettings = { codes: Record<Programme, string | null>; attendanceMinimum: number };

export async function readPackSettings(db: Database): Promise<PackSettings> {
  const [row] = await rows<{ academico: string | null; profissional: string | null; minimum: number }>(
    db,
    sql`select capes_code_academico as academico, capes_code_profissional as profissional,
          attendance_minimum::int as minimum from settings where id = 1`,
  );
  return {
    codes: { academico: row?.academico ?? null, profissional: row?.profissional ?? null },
    attendanceMinimum: row?.minimum ?? 75,
  };
}

export async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** `and <column> = programme`, or nothing for both programmes. */
export function programmeIs(column: SQL, programme: Programme | null): SQL {
  return programme ? sql`and ${column} = ${programme}` : sql``;
}

export const yearStart = (year: number) => `${String(year).padStart(4, "0")}-01-01`;
export const yearEnd = (year: number) => `${String(year).padStart(4, "0")}-12-31`;

/** A json value as each driver hands it: parsed already, or its text. */
export function parsedJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** Passed defences (`student_id`, `day`): the programme year's committees and, for a guidance alone, its `defesa` milestone. */
export const PASSED_DEFENCES = sql`
  select c.student_id, c.date as day from committees c
  where c.kind = 'defesa' and c.status = 'realizada' and c.verdict in ('aprovado', 'aprovado_com_correcoes')
  union all
  select g.student_id, (m.value->>'date')::date from guidances g cross join lateral jsonb_array_elements(g.milestones) m
  where m.value->>'kind' = 'defesa' and m.value->>'result' = 'aprovado'`;
