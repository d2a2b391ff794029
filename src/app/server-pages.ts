import { data, redirectDocument, type LoaderFunctionArgs } from "react-router-dom";
import { splitLocale } from "../domain/locale.ts";
import { activateLocale } from "./i18n.ts";

/**
 * The pages the server renders as whole documents (`layout: "server"` in src/domain/routes.ts:
 * /gov and its lists). The app has no copy of them: a navigation inside the app to one of them
 * leaves the app for the server's document (links do so by themselves, src/ui/app-link.tsx; this
 * covers the rest, such as a return path after logging in). The app itself starts at such an
 * address only when the service worker answered with the shell because neither the server nor a
 * saved copy of the page was there (src/sw.ts): it then says so with the error screen, 503,
 * rather than send the browser back to the same address.
 */
let leavesForDocuments = false;

/** Called once the browser router shows its first page: from then on, a navigation to a server page is one the app made. */
export function leaveForServerPages(): void {
  leavesForDocuments = true;
}

/** What the error screen says the app could not open: the address, and why (src/app/route-error.tsx). */
export type UnavailableData = { path: string; serverPage: true };

export async function serverPage({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  if (leavesForDocuments) throw redirectDocument(path);
  await activateLocale(splitLocale(url.pathname).locale);
  throw data<UnavailableData>({ path, serverPage: true }, { status: 503 });
}
