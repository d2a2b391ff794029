import { eq, sql } from "drizzle-orm";
import { isStudent } from "../../domain/policy.ts";
import type { Locale } from "../../domain/locale.ts";
import { issueText, message } from "../../domain/messages.ts";
import { idcbpfSchema } from "../../domain/users.ts";
import { CSV_COLUMNS, csvRowSchema, type CsvColumn, type CsvRow } from "../../domain/user-input.ts";
import type { Database } from "../db/client.ts";
import { terms, users } from "../db/schema.ts";
import { runningScholarships } from "../alocacoes/running.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { CsvLine as FileLine, ImportIssue } from "../http/csv-file.ts";
import { textArray } from "./importacao.writes.ts";
import { userColumns } from "./user-row.ts";

/**
 * The checks of an import after the file has been read: each line against `csvRowSchema`, the
 * lines against each other (an idcbpf or e-mail twice), and against the database (an e-mail of
 * someone else; the importer's own level and status) — then what each good line would do:
 * create, update (only when a column differs) or nothing. Reads are batched, never one per line.
 * A Discente made `inativo` or `egresso` while holding a running or future scholarship is reported
 * on its `status` with funding F12's message (`scholarship_active`).
 */
export type ImportedFields = Pick<CsvRow, "idcbpf" | "name" | "email" | "level" | "programme" | "degree" | "status"> & {
  entryTerm: string | null;
  /** Undefined when the file has no `entryDate` column: the stored day is left as it is. */
  entryDate?: string | null;
};
/** A stored user, with its entry term's first day (what an empty `entryDate` cell comes to). */
export type ExistingUser = ImportedFields & { id: number; entryDate: string | null; termStart: string | null };
export type ImportPlan = {
  errors: ImportIssue[];
  creates: { line: number; row: ImportedFields }[];
  updates: { line: number; row: ImportedFields; before: ExistingUser }[];
  unchanged: number;
};

export const CHUNK = 1000;

type CsvLine = FileLine<CsvColumn>;

/** A user's columns (user-row.ts) but those an import leaves alone. */
const {
  lattes: _lattes,
  researchArea: _area,
  locale: _locale,
  mustChangePassword: _must,
  ...existingColumns
} = userColumns;

const fieldOrder = (field: string) => {
  const index = (CSV_COLUMNS as readonly string[]).indexOf(field);
  return index < 0 ? -1 : index;
};

/** Errors in file order: by line, then by the column's place in CSV_COLUMNS (whole-line problems first). */
export function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues.sort((a, b) => a.line - b.line || fieldOrder(a.field) - fieldOrder(b.field));
}

export function sameFields(a: ImportedFields, b: ImportedFields): boolean {
  return (
    a.name === b.name &&
    a.email === b.email &&
    a.level === b.level &&
    a.programme === b.programme &&
    a.degree === b.degree &&
    a.status === b.status &&
    a.entryTerm === b.entryTerm
  );
}

/** An empty cell is the same as the stored day when that day is the entry term's default. */
function sameEntryDate(row: ImportedFields, before: ExistingUser): boolean {
  if (row.entryDate === undefined || row.entryDate === before.entryDate) return true;
  return row.entryDate === null && row.entryTerm === before.entryTerm && before.entryDate === before.termStart;
}

function rowFields(row: CsvRow): ImportedFields {
  const { idcbpf, name, email, level, programme, degree, status, entryTerm, entryDate } = row;
  const fields = { idcbpf, name, email, level, programme, degree, status, entryTerm: entryTerm ?? null };
  return entryDate === undefined ? fields : { ...fields, entryDate };
}

/** Each line on its own, and each idcbpf or e-mail that an earlier line already has. */
function checkLines(lines: CsvLine[], locale: Locale) {
  const errors: ImportIssue[] = [];
  const valid: { line: number; row: ImportedFields }[] = [];
  const firstById = new Map<string, number>();
  const firstByEmail = new Map<string, number>();
  for (const { line, cells } of lines) {
    const bad = new Set<string>();
    const result = csvRowSchema.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "line");
        if (bad.has(field)) continue;
        bad.add(field);
        errors.push({ line, field, message: issueText(issue, locale) });
      }
    }
    const id = idcbpfSchema.safeParse(cells.idcbpf);
    if (id.success) {
      const first = firstById.get(id.data);
      if (first === undefined) firstById.set(id.data, line);
      else if (!bad.has("idcbpf")) {
        bad.add("idcbpf");
        errors.push({ line, field: "idcbpf", message: message("csv_duplicate_idcbpf", locale, { line: first }) });
      }
    }
    const email = cells.email.trim().toLowerCase();
    if (email !== "") {
      const first = firstByEmail.get(email);
      if (first === undefined) firstByEmail.set(email, line);
      else if (!bad.has("email")) {
        bad.add("email");
        errors.push({ line, field: "email", message: message("csv_duplicate_email", locale, { line: first }) });
      }
    }
    if (result.success && bad.size === 0) valid.push({ line, row: rowFields(result.data) });
  }
  return { errors, valid };
}

export async function planImport(
  db: Database,
  lines: CsvLine[],
  context: { locale: Locale; actorIdcbpf: string },
  progress: (done: number) => Promise<void>,
): Promise<ImportPlan> {
  const { locale, actorIdcbpf } = context;
  const { errors, valid } = checkLines(lines, locale);
  const plan: ImportPlan = { errors, creates: [], updates: [], unchanged: 0 };
  let done = lines.length - valid.length;
  await progress(done);
  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const ids = chunk.map(({ row }) => row.idcbpf);
    const emails = chunk.map(({ row }) => row.email.toLowerCase());
    // One after the other: inside a transaction both would wait for the same connection anyway.
    // Each list as one array parameter: binding a thousand parameters costs PGlite more than the query.
    const existing = await db
      .select({ ...existingColumns, entryDate: users.entryDate, termStart: terms.startDate })
      .from(users)
      .leftJoin(terms, eq(terms.code, users.entryTerm))
      .where(sql`${users.idcbpf} = any(${textArray(ids)})`);
    const owners = await db
      .select({ idcbpf: users.idcbpf, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(sql`lower(${users.email}) = any(${textArray(emails)})`);
    const byId = new Map(existing.map((user) => [user.idcbpf, user]));
    const ownerOf = new Map(owners.map((owner) => [owner.email, owner.idcbpf]));
    for (const { line, row } of chunk) {
      const owner = ownerOf.get(row.email.toLowerCase());
      if (owner !== undefined && owner !== row.idcbpf) {
        errors.push({ line, field: "email", message: message("csv_email_taken", locale, { idcbpf: owner }) });
        continue;
      }
      const before = byId.get(row.idcbpf);
      if (!before) plan.creates.push({ line, row });
      else if (sameFields(before, row) && sameEntryDate(row, before)) plan.unchanged++;
      else if (row.idcbpf === actorIdcbpf && (row.level !== before.level || row.status !== before.status)) {
        const field = row.level !== before.level ? "level" : "status";
        errors.push({ line, field, message: message("csv_own_account", locale) });
      } else plan.updates.push({ line, row, before });
    }
    done += chunk.length;
    await progress(done);
  }
  await refuseLeavers(db, plan, locale);
  sortIssues(errors);
  return plan;
}

/** F12 over the planned updates: the leavers holding a scholarship move from the plan to the errors. */
async function refuseLeavers(db: Database, plan: ImportPlan, locale: Locale): Promise<void> {
  const leavers = plan.updates.filter(
    ({ row, before }) =>
      isStudent(before) && row.status !== before.status && (row.status === "inativo" || row.status === "egresso"),
  );
  if (leavers.length === 0) return;
  const running = await runningScholarships(
    db,
    leavers.map(({ before }) => before.id),
    await todayThere(db),
  );
  if (running.size === 0) return;
  plan.updates = plan.updates.filter(({ line, before }) => {
    const number = running.get(before.id);
    if (number === undefined) return true;
    plan.errors.push({ line, field: "status", message: message("scholarship_active", locale, { number }) });
    return false;
  });
}
