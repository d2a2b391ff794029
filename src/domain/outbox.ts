import { z } from "zod";
import { pageQueryShape } from "./paging.ts";

/**
 * The mail outbox as the office reads it in demo mode (`GET /api/configuracoes/outbox`): every
 * message queued, newest first, with where it stands.
 */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxQuerySchema = z.object(pageQueryShape);

export type OutboxState = "sent" | "waiting" | "failing";

/** Sent; waiting for its first try; or failing (tried, with an error, to be tried again). */
export function outboxState(item: Pick<OutboxItem, "sentAt" | "lastError" | "attempts">): OutboxState {
  if (item.sentAt) return "sent";
  return item.attempts > 0 || item.lastError ? "failing" : "waiting";
}

export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

/**
 * A message's text cut into plain parts and http(s) links, so a screen can show the links (the
 * first-access link, an application's code link) as links without reading the text as HTML.
 * A link ends at white space, and does not take a closing punctuation mark with it.
 */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
