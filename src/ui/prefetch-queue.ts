/**
 * Link prefetch (PRODUCT §3): the code of a page a link leads to is loaded ahead, at most four
 * loads at a time. The shell says how a path maps to its page module (`setPagePreloader`),
 * so this layer needs no knowledge of the routes. Each path is loaded once per session.
 */
export const MAX_CONCURRENT_PRELOADS = 4;

type Preloader = (path: string) => Promise<unknown> | undefined;

let preloader: Preloader = () => undefined;
const requested = new Set<string>();
const waiting: string[] = [];
let running = 0;

export function setPagePreloader(next: Preloader): void {
  preloader = next;
}

function pump(): void {
  while (running < MAX_CONCURRENT_PRELOADS && waiting.length > 0) {
    const path = waiting.shift() as string;
    const load = preloader(path);
    if (!load) continue;
    running++;
    // A failed preload is not an error: the navigation will load (and report) it again.
    load
      .catch(() => requested.delete(path))
      .finally(() => {
        running--;
        pump();
      });
  }
}

/** Queues the page module of `path` (a localized pathname such as `/en/historico`). */
export function prefetchPage(path: string): void {
  if (requested.has(path)) return;
  requested.add(path);
  waiting.push(path);
  pump();
}

/** For tests: how many loads are in flight and waiting. */
export function prefetchStats(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** For tests: forget what was requested. */
export function resetPrefetch(): void {
  requested.clear();
  waiting.length = 0;
}
