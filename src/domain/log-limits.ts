/**
 * The longest path an access-log entry keeps: the server's schema refuses longer ones (src/domain/api.ts),
 * and what records a visit cuts them first (the browser's queue, src/lib/log-url.ts; the server for the
 * pages it renders, src/server/log/log.writes.ts). A module of its own, without zod, so that the log
 * queue's code does not pull the schemas in.
 */
export const LOG_PATH_MAX = 2048;

/** A visited path as the log keeps it: whole, or its first LOG_PATH_MAX characters without a cut percent-escape. */
export function loggedPath(path: string): string {
  return path.length > LOG_PATH_MAX ? path.slice(0, LOG_PATH_MAX).replace(/%[0-9A-Fa-f]?$/, "") : path;
}
