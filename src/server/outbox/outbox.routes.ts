import { createRoute } from "@hono/zod-openapi";
import { outboxItemSchema, outboxQuerySchema } from "../../domain/outbox.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** The mail outbox, readable by the office in demo mode only (where no mail leaves without SMTP_URL). */
export const listOutboxRoute = createRoute({
  method: "get",
  path: "/configuracoes/outbox",
  tags: ["Mail"],
  security: [{ sessionCookie: [] }],
  summary: "The mail outbox, newest first (Administrador, demo mode only)",
  description:
    "Every message queued (application codes, first-access links) with its state: `sentAt` when sent; otherwise `attempts`, `lastError` and `nextAttemptAt`. 404 when the server is not in demo mode: in production messages carry links that open accounts, and nobody reads them but their recipients.",
  middleware: [requireAccess("secretaria")] as const,
  request: { query: outboxQuerySchema },
  responses: {
    200: json(pageAnswer(outboxItemSchema), "One page of the outbox"),
    ...errorResponses(401, 403, 404),
  },
});
