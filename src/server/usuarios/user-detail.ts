import { eq, sql } from "drizzle-orm";
import type { DismissalReason, UserDetail } from "../../domain/desligamento.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { toApiUser, userColumns } from "./user-row.ts";

/**
 * One user as `GET`/`POST`/`PATCH /api/usuarios/{idcbpf}` and the dismissal answer it (programme
 * year): the session's fields plus the entry date and the dismissal with who recorded it. Apart
 * from `userColumns`, which every request's session check reads: those need neither.
 */
const detailColumns = {
  ...userColumns,
  entryDate: users.entryDate,
  dismissalReason: users.dismissalReason,
  dismissalDate: users.dismissalDate,
  dismissalNotes: users.dismissalNotes,
  dismissedAt: users.dismissedAt,
  // Qualified by hand: drizzle names a column of the one table it selects from without it, which
  // inside this subquery would mean `d`'s own.
  dismissedBy: sql<string | null>`(select json_build_object('idcbpf', d.idcbpf, 'name', d.name)::text
    from users d where d.id = "users"."dismissed_by")`,
};

function toDetail(row: Awaited<ReturnType<typeof selectDetail>>[number]): UserDetail {
  const dismissal =
    row.dismissalReason && row.dismissalDate && row.dismissedAt
      ? {
          reason: row.dismissalReason as DismissalReason,
          date: row.dismissalDate,
          notes: row.dismissalNotes,
          by: row.dismissedBy ? (JSON.parse(row.dismissedBy) as { idcbpf: string; name: string }) : null,
          at: new Date(row.dismissedAt).toISOString(),
        }
      : null;
  return { ...toApiUser(row), entryDate: row.entryDate, dismissal };
}

function selectDetail(db: Database, where: ReturnType<typeof eq>) {
  return db.select(detailColumns).from(users).where(where).limit(1);
}

/** One user by its idcbpf with its programme-year fields, or undefined. */
export async function findUserDetail(db: Database, idcbpf: string): Promise<UserDetail | undefined> {
  const [row] = await selectDetail(db, eq(users.idcbpf, idcbpf));
  return row && toDetail(row);
}

/** One user by its id (inside the transaction that just wrote it). */
export async function readUserDetail(db: Database, id: number): Promise<UserDetail> {
  const [row] = await selectDetail(db, eq(users.id, id));
  if (!row) throw new Error(`user ${id} vanished inside its own transaction`);
  return toDetail(row);
}
