/** The URL of one access-log entry: the full path (with `/en` and the query) plus id and time. */
export function logUrl(path: string, id: string, at: number): string {
  const query = new URLSearchParams({ path, id, at: String(at) });
  return `/api/_log?${query.toString()}`;
}
