import { t } from "@lingui/core/macro";
import { data, redirect, type LoaderFunctionArgs } from "react-router-dom";
import { localizePath, splitLocale } from "../domain/locale.ts";
import { decide } from "../domain/policy.ts";
import { loginPathFor } from "../domain/return-path.ts";
import { REDIRECTS } from "../domain/routes.ts";
import { getSession, loadSession, refreshSession } from "../lib/session.ts";
import { toastStore } from "../ui/toast-store.ts";
import { activateLocale } from "./i18n.ts";
import { preparePage } from "./page-data.ts";

/** What a 404 carries to the error screen: the path that was asked for. */
export type NotFoundData = { path: string };

/**
 * The level guard, run as the loader of every route before its page renders: it waits for
 * the session (fetched once) and the language's catalog, then applies `decide` from
 * src/domain/policy.ts in the seed's order. Redirects keep the language (`/en/x` → `/en/login`).
 * A visitor sent to log in carries the page it asked for (`/login?next=…`, src/domain/return-path.ts)
 * and returns there after logging in; a level sent home from a page it may not open is told why.
 * Paths outside the table, and parameters that fail validation, are a 404 (for visitors, only
 * under a public page: elsewhere they log in first, seed §4). A visitors-only page is refused
 * from the server's answer, never from the device's copy alone.
 */
export async function guard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const { locale, path } = splitLocale(url.pathname);
  let [user] = await Promise.all([loadSession(), activateLocale(locale)]);

  const alias = REDIRECTS[path];
  if (alias) throw redirect(`${localizePath(alias, locale)}${url.search}`);

  let decision = decide(path, user);
  if (decision.kind === "redirect" && decision.reason === "guestOnly" && !getSession().confirmed) {
    // A page for visitors only (the login, an application by its code), refused on the strength
    // of the device's copy of a session: the server may have ended that session while the device
    // kept its copy, and then the page is this person's to see. The server's answer decides
    // (offline, or without an answer, the copy stands and the person goes home).
    await refreshSession();
    user = getSession().user;
    decision = decide(path, user);
  }
  if (decision.kind === "redirect") {
    if (decision.reason === "forbidden") {
      toastStore.add({ severity: "warn", summary: t`Você não tem acesso a esta página.`, life: 6000 });
    }
    const to = decision.reason === "unauthenticated" ? loginPathFor(`${path}${url.search}`) : decision.to;
    throw redirect(localizePath(to, locale));
  }
  if (decision.kind === "notFound") {
    throw data<NotFoundData>({ path: `${url.pathname}${url.search}` }, { status: 404 });
  }
  await preparePage(decision.id, user);
  return null;
}
