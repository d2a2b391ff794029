import { createRoute } from "@hono/zod-openapi";
import { auditEntrySchema, auditQuerySchema } from "../../domain/logs.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** The audit log (PRODUCT §1: every administrative change, who, what, when, before and after). */
export const listAuditRoute = createRoute({
  method: "get",
  path: "/auditoria",
  tags: ["Audit log"],
  security: [{ sessionCookie: [] }],
  summary: "The audit log, newest first (Administrador)",
  description:
    "Filters: `actor` (idcbpf of who did it), `entity` (`term`, `settings`, `user`…), `entityId` (a term's code, a user's idcbpf…), `from`/`to` (days of the institution's time zone, both included).",
  middleware: [requireAccess("secretaria")] as const,
  request: { query: auditQuerySchema },
  responses: { 200: json(pageAnswer(auditEntrySchema), "One page of the audit log"), ...errorResponses(401, 403) },
});
