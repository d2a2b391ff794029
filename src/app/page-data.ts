import type { RouteId } from "../domain/routes.ts";
import type { User } from "../domain/users.ts";
import { primeHome } from "../features/home/prime.ts";

/**
 * Device reads a page's first render needs (never the network): once the guard lets a page
 * open, it waits for these, at most PREPARE_WAIT_MS, so that the page renders once with its
 * saved data instead of "loading" first and again a moment later (a second render and layout
 * that cost a phone as much as the first). A slow or broken storage only delays the page by
 * the bound; the page then reads the device as it would have anyway.
 */
const PAGE_PREPARE: Partial<Record<RouteId, (user: User | null) => Promise<void>>> = {
  home: primeHome,
};

const PREPARE_WAIT_MS = 200;

export function preparePage(id: RouteId, user: User | null): Promise<void> | undefined {
  const prepare = PAGE_PREPARE[id];
  if (!prepare) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREPARE_WAIT_MS)));
  return Promise.race([prepare(user), bound]).finally(() => clearTimeout(timer));
}
