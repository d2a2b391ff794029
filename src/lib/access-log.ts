/**
 * The access log of PRODUCT §4: every navigation is reported with `GET /api/_log`. Each entry
 * carries a client id (so a retried send is stored once) and the client time. Today an entry
 * is sent at once and lost when offline; the next issue queues them in IndexedDB (Dexie)
 * behind this same function, so callers never change.
 */
function entryId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The URL of one log entry: the full path (with `/en` and the query) plus id and time. */
export function logUrl(path: string, id: string, at: number): string {
  const query = new URLSearchParams({ path, id, at: String(at) });
  return `/api/_log?${query.toString()}`;
}

/** Reports a navigation to `path`. Never throws: the log must not break the page. */
export function logNavigation(path: string): void {
  const url = logUrl(path, entryId(), Date.now());
  // keepalive lets the request finish when the navigation leaves the document.
  fetch(url, { method: "GET", credentials: "same-origin", keepalive: true, cache: "no-store" }).catch(() => {
    // Offline or server down: dropped for now (see the note above).
  });
}
