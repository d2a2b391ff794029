import { createRoute } from "@hono/zod-openapi";
import { notificationIdSchema, notificationPageSchema, notificationQuerySchema } from "../../domain/notificacoes.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Notifications (PRODUCT §7, §8): every logged-in person reads and marks its own (policy row
 * `notificacoes`); nobody, the office included, reads another's. They are written by the changes
 * that cause them (notificacoes.writes.ts `notify`), never through this API.
 */
const tags = ["Notificações"];
const security = [{ sessionCookie: [] }];
const access = requireAccess("notificacoes");

export const listNotifications = createRoute({
  method: "get",
  path: "/notificacoes",
  tags,
  security,
  summary: "One's own notifications, newest first, with the unread count",
  description:
    "`unread=true` lists only the unread ones, `unread=false` only the read ones. `unread` in the answer is the count of the caller's unread notifications whatever the filter (the header's bell). `title` and `body` come in both languages; `link` is an app path without the `/en` prefix.",
  middleware: [access] as const,
  request: { query: notificationQuerySchema },
  responses: {
    200: json(notificationPageSchema, "One page of one's notifications"),
    ...errorResponses(401),
  },
});

export const markNotificationRead = createRoute({
  method: "post",
  path: "/notificacoes/{id}/lida",
  tags,
  security,
  summary: "Mark one of one's notifications read",
  description: "Marking one already read changes nothing. Another person's notification, or none: 404.",
  middleware: [access] as const,
  request: { params: notificationIdSchema },
  responses: { 204: { description: "Read" }, ...errorResponses(401, 404) },
});

export const markAllNotificationsRead = createRoute({
  method: "post",
  path: "/notificacoes/lidas",
  tags,
  security,
  summary: "Mark all of one's notifications read",
  middleware: [access] as const,
  responses: { 204: { description: "All read" }, ...errorResponses(401) },
});
