import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/**
 * The audit trail (PRODUCT §1: every administrative change, who/what/when/before/after). Write
 * it in the same transaction as the change (pass the transaction as `db`), so a change is never
 * stored without its entry, nor an entry without its change.
 */
export type AuditEntry = {
  /** users.id of who did it; null for the system. */
  actorId: number | null;
  /** A stable verb: `create`, `update`, `deactivate`, `revoke`, `override`… */
  action: string;
  /** The table or concept changed: `user`, `enrolment`, `declaration`… */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
