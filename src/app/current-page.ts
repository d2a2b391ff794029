import { useMatches } from "react-router-dom";
import type { AppPageId } from "../domain/routes.ts";

/** What the router attaches to each page route (see routes.tsx). */
export type PageHandle = { routeId: AppPageId };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "routeId" in handle;
}

/** The route-table id of the page on screen, if any. */
export function useCurrentPage(): AppPageId | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.routeId;
  }
  return undefined;
}
