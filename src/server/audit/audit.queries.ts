import { eq } from "drizzle-orm";
import type { AuditEntryView, AuditQuery } from "../../domain/logs.ts";
import type { Page } from "../../domain/paging.ts";
import type { Database } from "../db/client.ts";
import { logPage, userIdOf } from "../db/log-page.ts";
import { auditLog } from "../db/schema.ts";
import { auditAbout } from "./audit-about.ts";

/**
 * One page of the audit log, newest first (db/log-page.ts). Each filter has its index: the actor
 * `audit_log_actor_idx (actor_id, at)`, the entity `audit_log_entity_idx (entity, entity_id)`,
 * the days alone `audit_log_at_idx (at)`. Each entry then names whom and what it is about
 * (audit-about.ts).
 */
export async function auditPage(db: Database, query: AuditQuery): Promise<Page<AuditEntryView>> {
  const found = await logPage(
    db,
    { table: auditLog, at: auditLog.at, id: auditLog.id, userId: auditLog.actorId },
    query,
    {
      filters: [
        query.actor === undefined ? undefined : eq(auditLog.actorId, userIdOf(query.actor)),
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      ],
      fields: {
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      },
      toItem: (row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.idcbpf === null || row.name === null ? null : { idcbpf: row.idcbpf, name: row.name },
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        about: null,
      }),
    },
  );
  const about = await auditAbout(db, found.items);
  return {
    ...found,
    items: found.items.map((item) => ({ ...item, about: about.get(`${item.entity}:${item.entityId}`) ?? null })),
  };
}
