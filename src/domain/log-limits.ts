import { isCpf } from "./brazilian-documents.ts";

/**
 * The longest path an access-log entry keeps: the server's schema refuses longer ones (src/domain/api.ts),
 * and what records a visit cuts them first (the browser's queue, src/lib/log-url.ts; the server for the
 * pages it renders, src/server/log/log.writes.ts). A module of its own, without zod, so that the log
 * queue's code does not pull the schemas in.
 */

export const LOG_PATH_MAX = 2048;

/**
 * A visited path as the log keeps it: whole, or its first LOG_PATH_MAX characters without a cut
 * percent-escape; a query value that is a CPF (the users' search finds one, funding P1) as `***`.
 */
export function loggedPath(path: string): string {
  const kept = withoutCpf(path);
  return kept.length > LOG_PATH_MAX ? kept.slice(0, LOG_PATH_MAX).replace(/%[0-9A-Fa-f]?$/, "") : kept;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

/** The path with every query value that is a valid CPF replaced by `***`. */
export function withoutCpf(path: string): string {
  const start = path.indexOf("?");
  if (start < 0) return path;
  const end = path.indexOf("#", start);
  const query = path.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query.replace(/(^|&)([^=&]*)=([^&]*)/g, (whole, lead: string, key: string, value: string) =>
    isCpf(decoded(value)) ? `${lead}${key}=***` : whole,
  );
  return `${path.slice(0, start + 1)}${redacted}${end < 0 ? "" : path.slice(end)}`;
}
