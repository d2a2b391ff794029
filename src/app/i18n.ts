import { i18n, type Messages } from "@lingui/core";
import { LOCALE_TAG, manifestHref, type Locale } from "../domain/locale.ts";
import type { AppPageId } from "../domain/routes.ts";
import { pageAreas, type Area } from "./page-areas.ts";

/**
 * Catalogs are loaded per language and per part of the app, on demand (lingui.config.ts): `app`
 * (the shell and shared components) when a language is activated, and each area's
 * (`src/features/<area>`) with that area's pages, beside their code. Each is a chunk of its own,
 * compiled from `locales/<tag>/<catalog>.po` by the Lingui Vite plugin, which the browser caches
 * like any other and the service worker precaches (both languages, every area). Activating a
 * language also sets `<html lang>` and the web manifest of that language.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

function importCatalog(tag: string, name: string): Promise<Messages> {
  const load = CATALOGS[`../../locales/${tag}/${name}.po`];
  if (!load) return Promise.reject(new Error(`No catalog ${name} for ${tag}`));
  return load().then((module) => module.messages);
}

const loaded = new Map<string, Promise<boolean>>();

/**
 * Adds a catalog to its language's messages, once; true when it is there. A failed load is
 * reported and swallowed (seed §8: the page still opens) and tried again the next time.
 */
function loadCatalog(tag: string, name: string): Promise<boolean> {
  const key = `${tag}/${name}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = importCatalog(tag, name).then(
      // A copy: Lingui merges later catalogs into the object it was given first.
      (messages) => (i18n.load(tag, { ...messages }), true),
      (error: unknown) => {
        console.error(`Failed loading locale (${tag}, ${name})`, error);
        loaded.delete(key);
        return false;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

/** The language's app catalog loaded and active; false when it stays in the one already active. */
export async function loadLocale(locale: Locale): Promise<boolean> {
  const tag = LOCALE_TAG[locale];
  if (!(await loadCatalog(tag, "app"))) {
    // The page still opens, in the language already loaded when there is one (seed §8).
    if (i18n.locale) return false;
    i18n.load(tag, {});
  }
  if (i18n.locale !== tag) i18n.activate(tag);
  return true;
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (!(await loadLocale(locale))) return;
  const tag = LOCALE_TAG[locale];
  // Only when it changes: setting `lang`, even to the value it has, makes the browser restyle the
  // whole page (every element's `:lang()` is looked at again).
  const html = document.documentElement;
  if (html.lang !== tag) html.lang = tag;
  const manifest = document.querySelector('link[rel="manifest"]');
  const href = manifestHref(locale);
  if (manifest && manifest.getAttribute("href") !== href) manifest.setAttribute("href", href);
}

/** The words of a page's area and of its parts' areas, loaded with the page's code (src/app/routes.tsx). */
export async function loadPageMessages(locale: Locale, id: AppPageId): Promise<void> {
  await Promise.all(pageAreas(id).map((area) => loadCatalog(LOCALE_TAG[locale], area)));
}

/**
 * An area's words in the active language, for a part of an area the shell opens itself (the
 * header's own-account dialog, the forced password change: src/features/usuarios).
 */
export async function loadAreaMessages(area: Area): Promise<void> {
  if (i18n.locale) await loadCatalog(i18n.locale, area);
}

/**
 * An area's words in the language `tag` (as `i18n.locale` names it), one promise per language and
 * area: React's `use` waits on it, for a part shown in whichever language is on screen.
 */
export function areaMessages(tag: string, area: Area): Promise<boolean> {
  return loadCatalog(tag, area);
}

/** Link prefetch: the page's catalogs fetched ahead, not yet added (that re-renders the page on screen). */
export function prefetchPageMessages(locale: Locale, id: AppPageId): Promise<unknown> {
  return Promise.all(pageAreas(id).map((area) => importCatalog(LOCALE_TAG[locale], area).catch(() => undefined)));
}
