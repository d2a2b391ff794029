import { z } from "zod";
import { isoDaySchema } from "./academic.ts";
import { SEARCH_MAX } from "./paging.ts";
import { idcbpfSchema } from "./users.ts";

/**
 * The office's two logs (PRODUCT §1, §2 `/configuracoes`): the access log (who opened which
 * path, when) and the audit log (who changed what, before and after). Both are searched by
 * person and by days of the institution's calendar, both ends inclusive, and paged, newest first.
 */
const pageShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};

const dayShape = { from: isoDaySchema.optional(), to: isoDaySchema.optional() };

/** `to` before `from` says so on `to`, rather than answering an empty page. */
function ordered<T extends { from?: string | undefined; to?: string | undefined }>(query: T): boolean {
  return !query.from || !query.to || query.from <= query.to;
}
const rangeIssue = { path: ["to"], message: "date_range_order" };

export const accessQuerySchema = z
  .object({
    /** The person (exact idcbpf). */
    idcbpf: idcbpfSchema.optional(),
    /** Part of the path, any case. */
    q: z.string().trim().max(SEARCH_MAX).optional(),
    /** The exact path (as the offline tests look an entry up). */
    path: z.string().max(2048).optional(),
    ...dayShape,
    ...pageShape,
  })
  .refine(ordered, rangeIssue);
export type AccessQuery = z.infer<typeof accessQuerySchema>;

export const accessEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  /** Null for an anonymous visitor (or a user since removed). */
  idcbpf: z.string().nullable(),
  name: z.string().nullable(),
  /** ISO 8601: when it happened on the device (entries queued offline arrive later). */
  clientTime: z.string().nullable(),
  /** ISO 8601: when the server stored it. */
  serverTime: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const auditQuerySchema = z
  .object({
    /** Who did it (exact idcbpf). */
    actor: idcbpfSchema.optional(),
    /** What kind of thing changed: `term`, `settings`, `user`… (exact). */
    entity: z.string().trim().max(40).optional(),
    /** Which one: a term's code, a user's idcbpf… (exact). */
    entityId: z.string().trim().max(200).optional(),
    ...dayShape,
    ...pageShape,
  })
  .refine(ordered, rangeIssue);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Whom and what an audit entry is about, by name and subject code (null when not known). */
export const auditAboutSchema = z.object({ name: z.string().nullable(), code: z.string().nullable() });
export type AuditAbout = z.infer<typeof auditAboutSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for the system (seed, scheduled jobs) or a user since removed. */
  actor: z.object({ idcbpf: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  about: auditAboutSchema.nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
