import { z } from "zod";
import { bilingualSchema } from "./academic.ts";
import { pageAnswer, pageQueryShape } from "./paging.ts";
import { PROGRAMME_YEAR_NOTIFICATION_KINDS } from "./programme-year-notifications.ts";

/**
 * Notifications (PRODUCT §7 "Notifications", §8 `/api/notificacoes`): what happened to a person,
 * told to that person in the app (the header's bell) and by e-mail unless it turned e-mail off.
 * Each notice carries its own words in both languages and the page it concerns, so a screen shows
 * any kind the same way and a kind added later (the programme-year area's) needs no change here
 * but its name in the list below, and none in the browser: the answer's `kind` is an open string.
 */

/** The kinds of PRODUCT §7. Texts: notification-texts.ts; each kind is written where its cause is. */
export const NOTIFICATION_KINDS = [
  /** To the student: the subject, the decision and the reason (matriculas.writes.ts `decide`). */
  "matricula_decidida",
  /** To the student: a seat from the waitlist (matriculas/seats.ts). */
  "lista_espera_promovida",
  /** To the student: refused at promotion with the rule in words, or expired at the drop deadline. */
  "lista_espera_recusada",
  /** To the student: a grade entered or corrected (ofertas/turma.writes.ts). */
  "nota_lancada",
  /** To the holder: the reason (declaracoes.writes.ts). */
  "declaracao_revogada",
  /** To the deciding advisor (or the office): at most one digest a day while requests wait. */
  "matricula_pendente",
  /** The programme year's (programme-year rule 21): requests, committees, reminders, dismissal. */
  ...PROGRAMME_YEAR_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notice says, in both languages (stored as it was written: a later change rewrites nothing). */
export const noticeTextSchema = bilingualSchema;
export type NoticeText = z.infer<typeof noticeTextSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** One of NOTIFICATION_KINDS today; read as any string, so an older screen shows a newer kind. */
  kind: z.string(),
  title: noticeTextSchema,
  body: noticeTextSchema,
  /** The page concerned, unprefixed (`/matricula`); the screen adds `/en` for English. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** `GET /api/notificacoes?unread=&page=&pageSize=`: one's own, newest first. */
export const notificationQuerySchema = z.object({
  /** Only the unread ones (`true`), only the read ones (`false`), or all (absent). */
  unread: booleanFlag.optional(),
  ...pageQueryShape,
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationPageSchema = pageAnswer(notificationSchema).extend({
  /** How many of the person's notices are unread (whatever the filter): the bell's count. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `POST /api/notificacoes/{id}/lida`. */
export const notificationIdSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
