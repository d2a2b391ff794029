import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { normalizeCpf } from "../../domain/brazilian-documents.ts";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import type { User } from "../../domain/users.ts";
import type { UserListQuery } from "../../domain/user-input.ts";
import type { Database } from "../db/client.ts";
import { personalData, searchFold, users } from "../db/schema.ts";
import { toApiUser, userColumns } from "./user-row.ts";

/**
 * Reading users: one by its idcbpf (`findUser`), and the office's list (`GET /api/usuarios`). The
 * list is kept to two queries over indexed columns, since it must stay fast with 50,000 users: one
 * page ordered by the folded name (`search` starts with it, so "Élida" sorts between "Eduardo" and
 * "Fábio" whatever the database's collation), then idcbpf — the order of `users_search_order_idx`,
 * so a page is read off the index — and the count. `q` matches the stored folded `search` column
 * (name, idcbpf, e-mail without case or accents) against the typed text folded by the same SQL:
 * "conceicao" finds "Conceição"; `%` and `_` typed are text, not wildcards. A `q` that is a valid
 * CPF (with or without its dots and dash) also finds its holder, exactly (funding P1: the office's
 * only list; the item carries no CPF).
 */
/** The list's filters as a `where`, shared with the CSV of every match (exportacao.queries.ts). */
export function userListFilter(query: Omit<UserListQuery, "page" | "pageSize">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.level && eq(users.level, query.level),
    query.programme && eq(users.programme, query.programme),
    query.degree && eq(users.degree, query.degree),
    query.status && eq(users.status, query.status),
    query.q ? qMatch(query.q) : undefined,
  ];
  return and(...conditions);
}

function qMatch(q: string): SQL | undefined {
  const text = sql`${users.search} like ${searchFold(sql`${likePattern(q)}`)}`;
  const cpf = normalizeCpf(q);
  if (cpf === null) return text;
  return or(
    text,
    sql`${users.id} in (select ${personalData.userId} from ${personalData} where ${personalData.cpf} = ${cpf})`,
  );
}

export async function listUsers(db: Database, query: UserListQuery): Promise<Page<User>> {
  const filter = userListFilter(query);
  const items = await db
    .select(userColumns)
    .from(users)
    .where(filter)
    .orderBy(asc(users.search), asc(users.idcbpf))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(users).where(filter);
  return { items: items.map(toApiUser), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One user by its idcbpf, as the API states it, or undefined. */
export async function findUser(db: Database, idcbpf: string): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
  return row && toApiUser(row);
}
