import { splitLocale } from "./locale.ts";
import { ACCESS } from "./policy.ts";
import { matchRoute } from "./routes.ts";

/**
 * Where a login may send the visitor back to (`/login?next=…`): a page of the route table on
 * this site, with its query, never anywhere else. What arrives in `next` is typed or linked by
 * anyone, so it is checked as hostile: it must be a path (`/…`, not `//host`, not `/\host`, no
 * scheme, no control characters), resolve to this origin, and, once parsed (percent-encoding and
 * dot segments resolved by the URL parser), match a page of the table whose parameters are valid
 * and which is not for visitors only (`/login`, `/inscricao`). The answer is the unprefixed path
 * and query, for the caller to put in the UI's language; null when there is nowhere to return to.
 */
export const RETURN_PATH_MAX = 2048;
const BASE = "https://return-path.invalid";

export function returnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const { path } = splitLocale(url.pathname);
  const match = matchRoute(path);
  if (!match || ACCESS[match.route.id].guestOnly) return null;
  return `${path}${url.search}`;
}

/** `/login?next=…` in the path's language, or plain `/login` when there is nowhere to return to. */
export function loginPathFor(from: string | null): string {
  const next = returnPath(from);
  return next && next !== "/" ? `/login?${new URLSearchParams({ next }).toString()}` : "/login";
}
