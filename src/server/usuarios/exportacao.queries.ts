import { and, asc, sql } from "drizzle-orm";
import type { UserListQuery } from "../../domain/user-input.ts";
import { CSV_COLUMNS } from "../../domain/user-input.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { csvLines, type CsvCell } from "../http/csv-out.ts";
import { userListFilter } from "./usuarios.queries.ts";

/**
 * Every user the list's filters match, as CSV with the import's columns (PRODUCT §8
 * `GET /api/usuarios.csv`), streamed: the users are read in batches in the list's order (folded
 * name, then idcbpf: the `users_search_order_idx` index), each batch after the last row of the one
 * before (keyset paging, no OFFSET), turned into CSV and handed to the answer before the next is
 * read — so 50,000 users take the memory of one batch, and no transaction is held open while the
 * client reads (PGlite has one connection). The file is not one snapshot: a user changed while it
 * is being read may appear as before or after the change.
 */
export const EXPORT_BATCH = 1000;

type Filters = Omit<UserListQuery, "page" | "pageSize">;
type Cursor = { search: string; idcbpf: string };

async function batch(db: Database, filters: Filters, after: Cursor | null, size: number) {
  return db
    .select({
      search: users.search,
      idcbpf: users.idcbpf,
      name: users.name,
      email: users.email,
      level: users.level,
      programme: users.programme,
      degree: users.degree,
      status: users.status,
      entryTerm: users.entryTerm,
      entryDate: users.entryDate,
    })
    .from(users)
    .where(
      and(
        userListFilter(filters),
        after ? sql`(${users.search}, ${users.idcbpf}) > (${after.search}, ${after.idcbpf})` : undefined,
      ),
    )
    .orderBy(asc(users.search), asc(users.idcbpf))
    .limit(size);
}

export function usersCsvStream(db: Database, filters: Filters, size = EXPORT_BATCH): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await batch(db, filters, after, size);
      const cells: CsvCell[][] = rows.map((row) => CSV_COLUMNS.map((column) => row[column]));
      const text = csvLines(first ? CSV_COLUMNS : null, cells);
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < size || !last) controller.close();
      else after = { search: last.search, idcbpf: last.idcbpf };
    },
  });
}
