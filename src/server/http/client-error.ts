import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { localeFromLanguages, parseAcceptLanguage, splitLocale, type Locale } from "../../domain/locale.ts";
import { message, type MessageKey } from "../../domain/messages.ts";

/**
 * Requests Node refuses before the app sees them (a request line or headers over
 * `MAX_HEADER_BYTES`, a malformed request, a client too slow to send its headers). Node's own
 * answer is a bare status line, which Chromium shows as "HTTP ERROR 431". We answer instead, in
 * the request's language as far as what arrived tells it: our JSON error under `/api`, otherwise
 * a small page with a link home, in the path's language (Portuguese unless under `/en`).
 *
 * The limits are ours and are checked on the whole request (`refuseOversized`, before the app):
 * an address over MAX_URL_BYTES is a 414, a request line and headers together over
 * MAX_HEADER_BYTES a 431, each in the request's language. Node's own limit (NODE_HEADER_LIMIT) is
 * far above them, so that what reaches it is only the absurd: Node then hands over only the chunk
 * being parsed when its limit was crossed, and the request line is known only if it is in that
 * chunk (a socket read brings at most 64 KiB, and less when the sender is slower than the reader,
 * so this cannot be the rule for ordinary oversized requests). Otherwise that page is in both
 * languages, and an API client gets the page too (our app never sends such a request: its
 * searches are bounded, and its access-log paths are cut at 2048 characters).
 */
export const MAX_URL_BYTES = 60 * 1024;
export const MAX_HEADER_BYTES = 64 * 1024;
/** Node's `maxHeaderSize`: what it holds of a request before it refuses it unread. */
export const NODE_HEADER_LIMIT = 512 * 1024;

type ClientError = Error & { code?: string; rawPacket?: Buffer };
type Refusal = { status: number; reason: string; key: MessageKey };

const REFUSALS = {
  uriTooLong: { status: 414, reason: "URI Too Long", key: "uri_too_long" },
  headersTooLarge: { status: 431, reason: "Request Header Fields Too Large", key: "request_too_large" },
  timeout: { status: 408, reason: "Request Timeout", key: "request_timeout" },
  tooLarge: { status: 413, reason: "Content Too Large", key: "payload_too_large" },
  bad: { status: 400, reason: "Bad Request", key: "bad_request" },
} satisfies Record<string, Refusal>;

/** What arrived of the request: its method, path and `Accept-Language`, when they are in the packet. */
export function readRequestStart(raw: Buffer | undefined): {
  path: string | null;
  /** The packet starts with a request line that has not ended: the address itself is too long. */
  requestLineCut: boolean;
  languages: string[];
} {
  const text = raw ? raw.toString("latin1", 0, Math.min(raw.length, MAX_HEADER_BYTES * 2)) : "";
  const line = /^[A-Z]{3,10} (\/\S*)/.exec(text);
  const end = text.indexOf("\r\n");
  const language = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(text);
  return {
    path: line?.[1] ?? null,
    requestLineCut: line !== null && end < 0,
    languages: language ? parseAcceptLanguage(language[1]) : [],
  };
}

export function refusalFor(error: ClientError, requestLineCut: boolean): Refusal {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return requestLineCut ? REFUSALS.uriTooLong : REFUSALS.headersTooLarge;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return REFUSALS.timeout;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return REFUSALS.tooLarge;
    default:
      return REFUSALS.bad;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const TAG: Record<Locale, string> = { pt: "pt-BR", en: "en-US" };

/** The page: in `locale`, or in both languages (Portuguese first) when the path was not seen. */
export function refusalPage(refusal: Refusal, locale: Locale | null): string {
  const say = (l: Locale) => `<section lang="${TAG[l]}">
<p>${escapeHtml(message(refusal.key, l))}</p>
<p><a href="${l === "en" ? "/en" : "/"}">${escapeHtml(message("go_home", l))}</a></p>
</section>`;
  const sections = locale ? [say(locale)] : [say("pt"), say("en")];
  return `<!doctype html>
<html lang="${TAG[locale ?? "pt"]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${refusal.status} · Acadêmico</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;overflow-wrap:anywhere}h1{color:#172554}a{color:#1e40af;font-weight:600}</style>
</head>
<body>
<main>
<h1>${refusal.status}</h1>
${sections.join("\n")}
</main>
</body>
</html>
`;
}

/** The whole answer, status line to body, for a request refused by Node's parser. */
export function refusalResponse(error: ClientError): { status: number; path: string | null; text: string } {
  const start = readRequestStart(error.rawPacket);
  const refusal = refusalFor(error, start.requestLineCut);
  return { status: refusal.status, path: start.path, text: refusalText(refusal, start.path, start.languages) };
}

function refusalParts(
  refusal: Refusal,
  path: string | null,
  languages: string[],
): { headers: [string, string][]; body: string } {
  const api = path !== null && (path === "/api" || /^\/api[/?]/.test(path));
  const body = api
    ? JSON.stringify({
        statusCode: refusal.status,
        message: message(refusal.key, localeFromLanguages(languages) ?? "pt"),
      })
    : refusalPage(refusal, path === null ? null : splitLocale(path.split("?")[0] ?? "/").locale);
  return {
    body,
    headers: [
      ["Content-Type", `${api ? "application/json" : "text/html"}; charset=utf-8`],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Cache-Control", "no-store"],
      ["X-Content-Type-Options", "nosniff"],
      [
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      ],
      ["Connection", "close"],
    ],
  };
}

function refusalText(refusal: Refusal, path: string | null, languages: string[]): string {
  const { headers, body } = refusalParts(refusal, path, languages);
  const lines = [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * Refuses, before the app, a request whose address is over MAX_URL_BYTES (414) or whose request
 * line and headers are over MAX_HEADER_BYTES (431), answered as above, in the path's language
 * (the page) or Accept-Language's (our JSON under /api). Whether a request is refused depends only
 * on the request, never on how its bytes arrived. True when it answered.
 */
export function refuseOversized(req: IncomingMessage, res: ServerResponse, logger?: Logger): boolean {
  const url = req.url ?? "/";
  let refusal: Refusal | undefined;
  if (url.length > MAX_URL_BYTES) refusal = REFUSALS.uriTooLong;
  else {
    // The request line and each header line as sent: name, ": ", value, CRLF.
    let bytes = (req.method?.length ?? 0) + url.length + 11;
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 1) bytes += (raw[i]?.length ?? 0) + 2;
    if (bytes > MAX_HEADER_BYTES) refusal = REFUSALS.headersTooLarge;
  }
  if (!refusal) return false;
  const path = url.startsWith("/") ? url : null;
  const language = req.headers["accept-language"];
  const { headers, body } = refusalParts(refusal, path, parseAcceptLanguage(language));
  logger?.warn({ status: refusal.status, path: path?.slice(0, 200) ?? null }, "request refused before routing");
  res.shouldKeepAlive = false;
  res.writeHead(refusal.status, refusal.reason, headers);
  res.end(body);
  // A body sent with it is read and discarded; the connection then closes.
  req.resume();
  return true;
}

/** Answers what Node's parser refuses ourselves (see above), and logs it. */
export function answerClientErrors(server: Server, logger: Logger): void {
  // Node may report the rest of a refused request again, chunk by chunk: one answer per socket.
  const answered = new WeakSet<Duplex>();
  server.on("clientError", (error: ClientError, socket: Duplex) => {
    if (answered.has(socket)) return;
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const answer = refusalResponse(error);
    logger.warn(
      { status: answer.status, code: error.code, path: answer.path?.slice(0, 200) ?? null },
      "request refused before routing",
    );
    socket.end(answer.text);
  });
}
