import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import type { AuditEntryView, AuditQuery } from "../../domain/logs.ts";
import { dayRangeInstants } from "../../domain/zoned-days.ts";
import { readTimeZone } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { createRouter } from "../http/openapi.ts";
import { userIdOf } from "../log/log.queries.ts";
import { listAuditRoute } from "./audit.routes.ts";

/**
 * One page of the audit log, newest first. Each filter has its index: the actor
 * `audit_log_actor_idx (actor_id, at)`, the entity `audit_log_entity_idx (entity, entity_id)`,
 * the days alone `audit_log_at_idx (at)`; two queries per page (the rows with their actor, the count).
 */
export async function auditPage(db: Database, query: AuditQuery) {
  const range = query.from || query.to ? dayRangeInstants(query, await readTimeZone(db)) : {};
  const where = and(
    query.actor === undefined ? undefined : eq(auditLog.actorId, userIdOf(query.actor)),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    range.from ? gte(auditLog.at, range.from) : undefined,
    range.until ? lt(auditLog.at, range.until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        idcbpf: users.idcbpf,
        name: users.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items: AuditEntryView[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.idcbpf === null || row.name === null ? null : { idcbpf: row.idcbpf, name: row.name },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** GET /api/auditoria. */
export function auditoriaRouter({ db }: Deps) {
  return createRouter().openapi(listAuditRoute, async (c) => c.json(await auditPage(db, c.req.valid("query")), 200));
}
