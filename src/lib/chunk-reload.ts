/**
 * After a deploy, an open tab may ask for a code chunk (a page module) that the server no
 * longer has. One reload fetches the new build; seed §4 guards it for 10 s so a chunk that
 * is really broken cannot loop the page. The time of the last such reload lives in
 * sessionStorage (per tab, survives the reload, gone with the tab); inside the guard the
 * error is let through to the error screen.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "academico:chunk-reload-at";

/** The decision alone: reload unless one happened less than `guardMs` ago. */
export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs || now < lastReloadAt;
}

/** A dynamic import that failed to fetch (Chromium, Safari and Firefox wordings; Vite's CSS preload). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

export type ReloadDeps = {
  now?: () => number;
  reload?: () => void;
  storage?: Pick<Storage, "getItem" | "setItem">;
};

export function createChunkReloader(deps: ReloadDeps = {}) {
  const now = deps.now ?? Date.now;
  const reload = deps.reload ?? (() => window.location.reload());
  const storage = deps.storage ?? window.sessionStorage;
  let reloading = false;

  function lastReloadAt(): number | null {
    try {
      const value = Number(storage.getItem(STORAGE_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  }

  /** Reloads (true) unless guarded (false). A second failure while the reload is under way is the same reload. */
  return function tryReload(): boolean {
    if (reloading) return true;
    const at = now();
    if (!shouldReload(at, lastReloadAt())) return false;
    try {
      storage.setItem(STORAGE_KEY, String(at));
    } catch {
      // Without storage there is no guard across the reload: do not risk a loop.
      return false;
    }
    reloading = true;
    reload();
    return true;
  };
}

const pageReloader: { current: (() => boolean) | null } = { current: null };

function tryPageReload(): boolean {
  pageReloader.current ??= createChunkReloader();
  return pageReloader.current();
}

/**
 * A page module loader that reloads the page once when its chunk is gone. While reloading it
 * never settles (the page is going away); guarded, the original error goes on.
 */
export function withChunkReload<T>(load: () => Promise<T>, tryReload: () => boolean = tryPageReload) {
  return (): Promise<T> =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && tryReload()) return new Promise<T>(() => {});
      throw error;
    });
}

/**
 * Vite's `vite:preloadError` (a chunk's dependency failed to preload). Handled only while the
 * router is navigating: a failed background prefetch must not reload a page someone is typing
 * in; the navigation that needs the module will fail and reload then.
 */
export function installPreloadErrorReload(isNavigating: () => boolean, tryReload = tryPageReload): () => void {
  const onPreloadError = (event: Event) => {
    if (isNavigating() && tryReload()) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
