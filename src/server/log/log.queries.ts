import { eq, ilike } from "drizzle-orm";
import type { AccessEntry, AccessQuery } from "../../domain/logs.ts";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import type { Database } from "../db/client.ts";
import { logPage, userIdOf } from "../db/log-page.ts";
import { accessLog } from "../db/schema.ts";

/**
 * One page of the access log for the office, newest first (db/log-page.ts). With a person, it
 * walks `access_log_user_idx (user_id, server_time)`; otherwise `access_log_server_time_idx`. The
 * path search (`q`, contains, any case) filters those rows.
 */
export function accessPage(db: Database, query: AccessQuery): Promise<Page<AccessEntry>> {
  return logPage(
    db,
    { table: accessLog, at: accessLog.serverTime, id: accessLog.id, userId: accessLog.userId },
    query,
    {
      filters: [
        query.idcbpf === undefined ? undefined : eq(accessLog.userId, userIdOf(query.idcbpf)),
        query.path === undefined ? undefined : eq(accessLog.path, query.path),
        query.q ? ilike(accessLog.path, likePattern(query.q)) : undefined,
      ],
      fields: {
        id: accessLog.id,
        path: accessLog.path,
        clientTime: accessLog.clientTime,
        serverTime: accessLog.serverTime,
      },
      toItem: (row) => ({
        id: row.id,
        path: row.path,
        idcbpf: row.idcbpf,
        name: row.name,
        clientTime: row.clientTime?.toISOString() ?? null,
        serverTime: row.serverTime.toISOString(),
      }),
    },
  );
}
