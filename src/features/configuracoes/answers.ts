import { callSchema } from "../../domain/inscricoes.ts";
import { accessEntrySchema, auditEntrySchema } from "../../domain/logs.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termSchema } from "../../domain/terms.ts";

/**
 * The answers this page reads (PRODUCT §8), and how it asks for them. Each read goes through
 * `useReloadableQuery`, so what the office has seen opens offline with the offline mark.
 */
export const termPageAnswer = pageAnswer(termSchema);
export const accessPageAnswer = pageAnswer(accessEntrySchema);
export const auditPageAnswer = pageAnswer(auditEntrySchema);
export const callPageAnswer = pageAnswer(callSchema);

export const TERM_PAGE_SIZE = 20;
export const LOG_PAGE_SIZE = 20;

export function termListPath(page: number): string {
  return `/api/periodos?page=${page}&pageSize=${TERM_PAGE_SIZE}`;
}

/** `/api/acessos?…` or `/api/auditoria?…` with the non-empty filters, in a stable order. */
export function logPath(base: "/api/acessos" | "/api/auditoria", filters: Record<string, string>, page: number) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value) query.set(name, value);
  query.set("page", String(page));
  query.set("pageSize", String(LOG_PAGE_SIZE));
  return `${base}?${query.toString()}`;
}
