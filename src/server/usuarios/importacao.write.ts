import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { LEAVING_STATUSES, withdrawFromCurrentTerm } from "../matriculas/withdraw.ts";
import type { ExistingUser, ImportedFields, ImportPlan } from "./importacao.check.ts";

/**
 * Storing a checked import, inside the caller's transaction: new users in multi-row INSERTs,
 * changed ones in one UPDATE … FROM (VALUES …) per chunk, their audit entries (before/after of
 * the imported columns) in multi-row INSERTs too; a Discente who leaves (PRODUCT §7) leaves the
 * current term's classes in the same transaction. New users get no password: the office gives
 * one with the password reset, or they log in through LDAP.
 */
const WRITE_CHUNK = 500;

type AuditRow = typeof auditLog.$inferInsert;

function snapshot(user: ImportedFields): ImportedFields {
  const { idcbpf, name, email, level, programme, degree, status, entryTerm } = user;
  return { idcbpf, name, email, level, programme, degree, status, entryTerm };
}

async function insertAudit(tx: Database, rows: AuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await tx.insert(auditLog).values(rows.slice(start, start + WRITE_CHUNK));
  }
}

function updateStatement(chunk: { row: ImportedFields; before: ExistingUser }[]) {
  const values = sql.join(
    chunk.map(
      ({ row, before }) =>
        sql`(${before.id}::integer, ${row.name}::text, ${row.email}::text, ${row.level}::text, ${row.programme}::text, ${row.degree}::text, ${row.status}::text, ${row.entryTerm}::text)`,
    ),
    sql`, `,
  );
  return sql`update ${users} set name = v.name, email = v.email, level = v.level, programme = v.programme,
      degree = v.degree, status = v.status, entry_term = v.entry_term, updated_at = now()
    from (values ${values}) as v(id, name, email, level, programme, degree, status, entry_term)
    where ${users.id} = v.id`;
}

export async function writeImport(
  tx: Database,
  plan: Pick<ImportPlan, "creates" | "updates">,
  actorId: number,
  progress: (done: number) => Promise<void>,
): Promise<void> {
  let done = 0;
  for (let start = 0; start < plan.creates.length; start += WRITE_CHUNK) {
    const chunk = plan.creates.slice(start, start + WRITE_CHUNK).map(({ row }) => snapshot(row));
    const created = await tx.insert(users).values(chunk).returning({ id: users.id, idcbpf: users.idcbpf });
    const byId = new Map(chunk.map((row) => [row.idcbpf, row]));
    await insertAudit(
      tx,
      created.map(({ idcbpf }) => ({
        actorId,
        action: "create",
        entity: "user",
        entityId: idcbpf,
        before: null,
        after: byId.get(idcbpf) ?? null,
      })),
    );
    done += chunk.length;
    await progress(done);
  }
  for (let start = 0; start < plan.updates.length; start += WRITE_CHUNK) {
    const chunk = plan.updates.slice(start, start + WRITE_CHUNK);
    await tx.execute(updateStatement(chunk));
    await insertAudit(
      tx,
      chunk.map(({ row, before }) => ({
        actorId,
        action: "update",
        entity: "user",
        entityId: row.idcbpf,
        before: snapshot(before),
        after: snapshot(row),
      })),
    );
    for (const { row, before } of chunk) {
      const leaving = (LEAVING_STATUSES as readonly string[]).includes(row.status);
      if (row.level === "Discente" && leaving && row.status !== before.status) {
        await withdrawFromCurrentTerm(tx, before.id);
      }
    }
    done += chunk.length;
    await progress(done);
  }
}
