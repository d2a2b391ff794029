import { dayIn } from "../../domain/zoned-days.ts";
import { asc, eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, type Concept, type Settings } from "../../domain/settings.ts";
import type { Database } from "../db/client.ts";
import { concepts, settings } from "../db/schema.ts";

/**
 * The institution's settings as the API states them (one row, created by the migration) and
 * its concept table, in display order. Read per request by the rules that need them (advisee
 * cap, credit limit, attendance minimum, time zone): two small primary-key reads.
 */
export async function readSettings(db: Database): Promise<Settings> {
  const [[row], table] = await Promise.all([
    db.select().from(settings).where(eq(settings.id, 1)).limit(1),
    readConcepts(db),
  ]);
  if (!row) throw new Error("settings row missing (migration 0002 creates it)");
  return {
    institutionName: row.institutionName,
    signatory: row.signatory,
    signatoryTitle: row.signatoryTitle,
    timeZone: row.timeZone,
    creditLimit: row.creditLimit,
    attendanceMinimum: row.attendanceMinimum,
    adviseeCap: row.adviseeCap,
    temporaryPasswordDays: row.temporaryPasswordDays,
    holdMaxMonths: row.holdMaxMonths,
    extensionMaxMonths: row.extensionMaxMonths,
    officeEmail: row.officeEmail,
    capesProgrammeCodes: { academico: row.capesCodeAcademico, profissional: row.capesCodeProfissional },
    concepts: table,
  };
}

/**
 * The settings row and the concept table as one JSON value, for a statement that reads them
 * beside other things (the transcript's one statement): one round trip instead of two, and in
 * that statement's snapshot. Same shape as migration 0007's `enrolment_facts` gives its settings.
 */
export const settingsJson = sql`(select json_build_object('institutionName', s.institution_name,
    'signatory', s.signatory, 'signatoryTitle', s.signatory_title, 'timeZone', s.time_zone, 'creditLimit', s.credit_limit,
    'attendanceMinimum', s.attendance_minimum, 'adviseeCap', s.advisee_cap,
    'temporaryPasswordDays', s.temporary_password_days,
    'holdMaxMonths', s.hold_max_months, 'extensionMaxMonths', s.extension_max_months,
    'officeEmail', s.office_email,
    'concepts', (select coalesce(json_agg(json_build_object('concept', c.concept,
        'label', json_build_object('pt', c.label_pt, 'en', c.label_en), 'passes', c.passes,
        'weight', c.weight, 'givesCredit', c.gives_credit, 'countsInCr', c.counts_in_cr)
        order by c.position, c.concept), '[]'::json) from concepts c))
  from settings s where s.id = 1)`;

/**
 * The settings as a statement reads them beside other things (the `settings` of the enrolment
 * facts, migration 0007's `enrolment_facts`), turned into `Settings` as `readSettings` answers.
 */
export function settingsFromJson(value: Settings | null | undefined): Settings {
  if (!value) throw new Error("settings row missing (migration 0002 creates it)");
  // numeric(4,2) comes as a JSON number; `Number` keeps it one on every driver. A field migration
  // 0007's `enrolment_facts` does not select (added later) takes its default.
  return {
    ...DEFAULT_SETTINGS,
    ...value,
    concepts: value.concepts.map((concept) => ({ ...concept, weight: Number(concept.weight) })),
  };
}

export async function readConcepts(db: Database): Promise<Concept[]> {
  const rows = await db.select().from(concepts).orderBy(asc(concepts.position), asc(concepts.concept));
  return rows.map((row) => ({
    concept: row.concept,
    label: { pt: row.labelPt, en: row.labelEn },
    passes: row.passes,
    weight: row.weight,
    givesCredit: row.givesCredit,
    countsInCr: row.countsInCr,
  }));
}

/** The institution's time zone alone (days of log searches, windows and deadlines). */
export async function readTimeZone(db: Database): Promise<string> {
  const [row] = await db.select({ timeZone: settings.timeZone }).from(settings).where(eq(settings.id, 1)).limit(1);
  return row?.timeZone ?? DEFAULT_SETTINGS.timeZone;
}

/** Today's date (`YYYY-MM-DD`) in the institution's time zone: windows and deadlines are days there (PRODUCT §7 "Time"). */
export async function todayThere(db: Database, now = new Date()): Promise<string> {
  return dayIn(now, await readTimeZone(db));
}
