import { sql } from "drizzle-orm";
import type { Locale } from "../../domain/locale.ts";
import { CSV_MAX_ROWS, type ImportProgress } from "../../domain/user-import.ts";
import { CSV_COLUMNS, CSV_OPTIONAL_COLUMNS, type ImportReport } from "../../domain/user-input.ts";
import type { Database } from "../db/client.ts";
import { lockFor } from "../db/locks.ts";
import { readCsvFile, type CsvFormat } from "../http/csv-file.ts";
import { planImport, sortIssues } from "./import-check.ts";
import { writeImport } from "./importacao.writes.ts";

/**
 * One import, start to end: read the file, check every line (database included) and, unless it
 * is a dry run, store the good lines — all of them when there is no error, or with `skipInvalid`
 * the good ones only; with errors and without it, nothing. One transaction under the import's
 * lock, so two imports take turns and a dry run sees what an import right after it would see.
 * The counts always say what the good lines do (or would do); `written` says whether it was stored.
 */
export type ImportOptions = {
  dryRun: boolean;
  skipInvalid: boolean;
  locale: Locale;
  actor: { id: number; idcbpf: string };
};

/** The users' file: nine columns (entryDate may be left out), UTF-8 only (a guess would garble names). */
export const USERS_CSV: CsvFormat<(typeof CSV_COLUMNS)[number]> = {
  columns: CSV_COLUMNS,
  optional: CSV_OPTIONAL_COLUMNS,
  maxRows: CSV_MAX_ROWS,
};

/** Rows written at once from which the import refreshes the planner's statistics of `users`. */
const ANALYZE_AFTER = 500;

export type ProgressSink = (progress: ImportProgress) => Promise<void>;

export async function runImport(
  db: Database,
  bytes: Uint8Array,
  options: ImportOptions,
  progress: ProgressSink,
): Promise<ImportReport> {
  const { dryRun, skipInvalid, locale, actor } = options;
  const parsed = readCsvFile(bytes, locale, USERS_CSV);
  const read = parsed.lines.length + parsed.errors.length;
  await progress({ phase: "parse", done: read, total: read });
  const report: ImportReport = { dryRun, written: false, created: 0, updated: 0, unchanged: 0, errors: parsed.errors };
  if (parsed.fatal) return report;

  const result = await db.transaction(async (tx) => {
    await lockFor(tx, "user-import");
    const total = parsed.lines.length;
    const plan = await planImport(tx, parsed.lines, { locale, actorIdcbpf: actor.idcbpf }, (done) =>
      progress({ phase: "check", done, total }),
    );
    const errors = sortIssues([...parsed.errors, ...plan.errors]);
    const changes = plan.creates.length + plan.updates.length;
    const write = !dryRun && changes > 0 && (errors.length === 0 || skipInvalid);
    if (write) {
      await writeImport(tx, plan, actor.id, (done) => progress({ phase: "write", done, total: changes }));
    }
    return {
      dryRun,
      written: write,
      created: plan.creates.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      errors,
    };
  });
  // The planner's statistics, after many rows changed at once: PGlite never analyses by itself,
  // and PostgreSQL's autovacuum comes later; until then the search would not use its trigram index
  // (docs/operations.md). Only an optimisation: a failure here leaves the import as it was.
  if (result.written && result.created + result.updated >= ANALYZE_AFTER) {
    await db.execute(sql`analyze users`).catch(() => undefined);
  }
  return result;
}
