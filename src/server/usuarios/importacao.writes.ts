import { sql, type SQL } from "drizzle-orm";
import { isStudent } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { users } from "../db/schema.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { LEAVING_STATUSES, withdrawFromCurrentTerm } from "../matriculas/withdraw.ts";
import type { ExistingUser, ImportedFields, ImportPlan } from "./import-check.ts";

/**
 * Storing a checked import, inside the caller's transaction: new users in one INSERT per chunk,
 * changed ones in one UPDATE per chunk, their audit entries (before/after of the imported
 * columns) in one INSERT per chunk too; a Discente who leaves (PRODUCT §7) leaves the current
 * term's classes in the same transaction. Each statement takes its rows as one array parameter
 * per column (`unnest`), not eight parameters a row: PGlite spends most of a wide INSERT binding
 * parameters. New users get no password: the office gives one with the password reset, or they
 * log in through LDAP. A user or e-mail created meanwhile by someone else (outside the import's
 * lock) makes the database refuse the chunk: a 409 `conflict`, and the caller's transaction keeps
 * nothing. `statusSince` (funding §1) is today for a new user and for one whose status the file
 * changes, as `changeStatus` stamps it.
 */
const WRITE_CHUNK = 2000;

/** One column of a chunk as a single `text[]` parameter. */
export const textArray = (values: readonly (string | null)[]): SQL => sql`${sql.param(values)}::text[]`;

/** The imported columns as audited: `entryDate` only when the file has that column. */
function snapshot(user: ImportedFields, withDate: boolean): ImportedFields {
  const { idcbpf, name, email, level, programme, degree, status, entryTerm } = user;
  const fields = { idcbpf, name, email, level, programme, degree, status, entryTerm };
  return withDate ? { ...fields, entryDate: user.entryDate ?? null } : fields;
}

/** Whether the file had an `entryDate` column (every line of one file alike). */
const hasEntryDate = (rows: readonly ImportedFields[]) => rows.some((row) => row.entryDate !== undefined);

const columns = (rows: readonly ImportedFields[]) => [
  textArray(rows.map((row) => row.name)),
  textArray(rows.map((row) => row.email)),
  textArray(rows.map((row) => row.level)),
  textArray(rows.map((row) => row.programme)),
  textArray(rows.map((row) => row.degree)),
  textArray(rows.map((row) => row.status)),
  textArray(rows.map((row) => row.entryTerm)),
  // A null day takes the entry term's first day (the users_entry_date_default trigger).
  sql`${textArray(rows.map((row) => row.entryDate ?? null))}::date[]`,
];

type Audit = { action: "create" | "update"; idcbpf: string; before: ImportedFields | null; after: ImportedFields };

async function audit(tx: Database, actorId: number, entries: readonly Audit[]): Promise<void> {
  const json = (value: ImportedFields | null) => (value === null ? null : JSON.stringify(value));
  await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, before, after)
    select ${actorId}::integer, a.action, 'user', a.entity_id, a.before::jsonb, a.after::jsonb
    from unnest(${textArray(entries.map((e) => e.action))}, ${textArray(entries.map((e) => e.idcbpf))},
      ${textArray(entries.map((e) => json(e.before)))}, ${textArray(entries.map((e) => json(e.after)))})
      as a(action, entity_id, before, after)`);
}

async function create(tx: Database, actorId: number, rows: readonly ImportedFields[], today: string): Promise<void> {
  const withDate = hasEntryDate(rows);
  await tx.execute(sql`insert into ${users} (idcbpf, name, email, level, programme, degree, status, entry_term,
      entry_date, status_since)
    select *, ${today}::date from unnest(${sql.join([textArray(rows.map((row) => row.idcbpf)), ...columns(rows)], sql`, `)})`);
  await audit(
    tx,
    actorId,
    rows.map((row) => ({ action: "create", idcbpf: row.idcbpf, before: null, after: snapshot(row, withDate) })),
  );
}

async function update(
  tx: Database,
  actorId: number,
  chunk: readonly { row: ImportedFields; before: ExistingUser }[],
  today: string,
) {
  const rows = chunk.map(({ row }) => row);
  const withDate = hasEntryDate(rows);
  const ids = sql`${sql.param(chunk.map(({ before }) => before.id))}::integer[]`;
  // Without the column the stored day stays; with it, a blank cell puts the default back.
  const entryDate = withDate ? sql`v.entry_date` : sql`${users.entryDate}`;
  await tx.execute(sql`update ${users} set name = v.name, email = v.email, level = v.level,
      programme = v.programme, degree = v.degree, status = v.status, entry_term = v.entry_term,
      entry_date = ${entryDate}, updated_at = now(),
      status_since = case when ${users.status} = v.status then ${users.statusSince} else ${today}::date end
    from unnest(${sql.join([ids, ...columns(rows)], sql`, `)})
      as v(id, name, email, level, programme, degree, status, entry_term, entry_date)
    where ${users.id} = v.id`);
  await audit(
    tx,
    actorId,
    chunk.map(({ row, before }) => ({
      action: "update",
      idcbpf: row.idcbpf,
      before: snapshot(before, withDate),
      after: snapshot(row, withDate),
    })),
  );
  for (const { row, before } of chunk) {
    const leaving = (LEAVING_STATUSES as readonly string[]).includes(row.status);
    if (isStudent(row) && leaving && row.status !== before.status) await withdrawFromCurrentTerm(tx, before.id);
  }
}

export async function writeImport(
  tx: Database,
  plan: Pick<ImportPlan, "creates" | "updates">,
  actorId: number,
  progress: (done: number) => Promise<void>,
): Promise<void> {
  try {
    await writeChunks(tx, plan, actorId, progress);
  } catch (error) {
    if (isViolation(error, UNIQUE_VIOLATION)) throw Refused.conflict("conflict");
    throw error;
  }
}

async function writeChunks(
  tx: Database,
  plan: Pick<ImportPlan, "creates" | "updates">,
  actorId: number,
  progress: (done: number) => Promise<void>,
): Promise<void> {
  let done = 0;
  const today = await todayThere(tx);
  for (let start = 0; start < plan.creates.length; start += WRITE_CHUNK) {
    const chunk = plan.creates.slice(start, start + WRITE_CHUNK).map(({ row }) => row);
    await create(tx, actorId, chunk, today);
    done += chunk.length;
    await progress(done);
  }
  for (let start = 0; start < plan.updates.length; start += WRITE_CHUNK) {
    const chunk = plan.updates.slice(start, start + WRITE_CHUNK);
    await update(tx, actorId, chunk, today);
    done += chunk.length;
    await progress(done);
  }
}
