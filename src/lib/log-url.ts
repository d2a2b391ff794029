import { loggedPath } from "../domain/log-limits.ts";

/**
 * The URL of one access-log entry: the path (with `/en` and the query) plus id and time. A path
 * longer than the server keeps (a long search) is cut, never sent whole: the server would refuse
 * it (a 400 that drops the entry, or, with the page's address repeated in the Referer, headers
 * too large), and the page visited is in its first 2048 characters.
 */
export function logUrl(path: string, id: string, at: number): string {
  const query = new URLSearchParams({ path: loggedPath(path), id, at: String(at) });
  return `/api/_log?${query.toString()}`;
}
