import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { localizePath, splitLocale } from "../domain/locale.ts";
import { decide } from "../domain/policy.ts";
import { REDIRECTS } from "../domain/routes.ts";
import { loadSession } from "../lib/session.ts";
import { activateLocale } from "./i18n.ts";
import { preparePage } from "./page-data.ts";

/** What a 404 carries to the error screen: the path that was asked for. */
export type NotFoundData = { path: string };

/**
 * The level guard, run as the loader of every route before its page renders: it waits for
 * the session (fetched once) and the language's catalog, then applies `decide` from
 * src/domain/policy.ts in the seed's order. Redirects keep the language (`/en/x` → `/en/login`);
 * paths outside the table, and parameters that fail validation, are a 404.
 */
export async function guard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const { locale, path } = splitLocale(url.pathname);
  const [user] = await Promise.all([loadSession(), activateLocale(locale)]);

  const alias = REDIRECTS[path];
  if (alias) throw redirect(`${localizePath(alias, locale)}${url.search}`);

  const decision = decide(path, user);
  if (decision.kind === "redirect") throw redirect(localizePath(decision.to, locale));
  if (decision.kind === "notFound") {
    throw data<NotFoundData>({ path: `${url.pathname}${url.search}` }, { status: 404 });
  }
  await preparePage(decision.id, user);
  return null;
}
