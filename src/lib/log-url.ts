import { LOG_PATH_MAX } from "../domain/log-limits.ts";

/**
 * The URL of one access-log entry: the path (with `/en` and the query) plus id and time. A path
 * longer than the server keeps (a long search) is cut, never sent whole: the server would refuse
 * it (a 400 that drops the entry, or, with the page's address repeated in the Referer, headers
 * too large), and the page visited is in its first 2048 characters.
 */
export function logUrl(path: string, id: string, at: number): string {
  const kept = path.length > LOG_PATH_MAX ? path.slice(0, LOG_PATH_MAX).replace(/%[0-9A-Fa-f]?$/, "") : path;
  const query = new URLSearchParams({ path: kept, id, at: String(at) });
  return `/api/_log?${query.toString()}`;
}
