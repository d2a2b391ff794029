import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { withContrast } from "../domain/contrast.ts";

/**
 * The first paint of a re-opened home page (docs/offline.md, "The first paint from the
 * device"). When the Discente's home has shown the week, the app keeps a copy of what `#root`
 * showed, as it looks offline (banner and offline mark included; src/features/home/first-paint.tsx).
 * When a later navigation to that same address cannot reach the network, the service worker
 * (src/sw.ts) puts the copy into the precached shell it answers with, so the browser paints the
 * week straight from the HTML, before the app's code has loaded; React then takes it over in
 * place (hydration, src/app/main.tsx), live. The copy is only used while it is exactly what the
 * app would render:
 * - the same build (its classes match the shell's stylesheet),
 * - the same address (path, hence language),
 * - the same user as the device session (src/lib/device-user-store.ts), with the same level and
 *   name (the page shows both; a changed one waits for the app), and
 * - before `validUntil`: the week shown changes at the next class start or end, and at midnight.
 * It is painted in the theme it was taken in (`contrast`); choosing another theme deletes it
 * (src/lib/contrast.ts), so the copy and the app never disagree.
 * It is the user's data on the device like the read cache (offline-store.ts) and is deleted with
 * it (logout, session gone). Shared by the app and the service worker: no React, no zod here, so
 * the value read back is checked by hand (`usableFirstPaint`).
 *
 * IndexedDB database `academico-first-paint`, store `page`, one key: the device keeps one copy.
 */
export type FirstPaint = {
  build: string;
  /** idcbpf, level and name of the user whose page it is. */
  user: string;
  level: string;
  name: string;
  /** `location.pathname` it was taken at. */
  path: string;
  /** `<html lang>` and `<title>` of the page. */
  lang: string;
  /** Taken in high contrast (`<html class>`; src/domain/contrast.ts). Absent: not. */
  contrast?: boolean;
  title: string;
  /** What `#root` holds. */
  html: string;
  /** Epoch ms: taken at, and used only before. */
  savedAt: number;
  validUntil: number;
};

const KEY = "home";

let opened: UseStore | null = null;

function store(): UseStore {
  opened ??= createStore("academico-first-paint", "page");
  return opened;
}

/** The stored copy as it is (unchecked), or undefined. Never rejects. */
export async function readFirstPaint(): Promise<unknown> {
  try {
    return await get(KEY, store());
  } catch {
    return undefined;
  }
}

/** Keeps `paint` as the device's copy. Storage failures are ignored: it is only a head start. */
export async function writeFirstPaint(paint: FirstPaint): Promise<void> {
  try {
    await set(KEY, paint, store());
  } catch {
    // No IndexedDB, or it is full: re-opens simply start without it.
  }
}

export async function clearFirstPaint(): Promise<void> {
  try {
    await del(KEY, store());
  } catch {
    // Nothing could be stored either.
  }
}

/** `/en/` and `/en` are one address. */
const samePath = (a: string, b: string) => a.replace(/(.)\/+$/, "$1") === b.replace(/(.)\/+$/, "$1");

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The stored value, when it is a copy this navigation may paint: well formed, of this build,
 * for this address, of the user the device session holds, and still current. Otherwise null.
 */
export function usableFirstPaint(
  value: unknown,
  now: { build: string; path: string; time: number; deviceUser: unknown },
): FirstPaint | null {
  if (typeof value !== "object" || value === null) return null;
  const paint = value as Record<string, unknown>;
  const texts = [paint.build, paint.user, paint.level, paint.name, paint.path, paint.lang, paint.title, paint.html];
  if (!texts.every(isText)) return null;
  if (paint.contrast !== undefined && typeof paint.contrast !== "boolean") return null;
  if (typeof paint.savedAt !== "number" || typeof paint.validUntil !== "number") return null;
  const checked = paint as FirstPaint;
  const device = (now.deviceUser ?? {}) as { idcbpf?: unknown; level?: unknown; name?: unknown };
  if (checked.build !== now.build || !samePath(checked.path, now.path)) return null;
  if (device.idcbpf !== checked.user || device.level !== checked.level || device.name !== checked.name) return null;
  if (now.time < checked.savedAt || now.time >= checked.validUntil) return null;
  return checked;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The root the shell (index.html) ships empty. */
const EMPTY_ROOT = '<div id="root"></div>';
/** The end of the painted copy, which the browser waits for before it renders anything. */
const END_ID = "first-paint-end";

/**
 * The shell with the copy painted in: `#root` filled (and `aria-busy` until the app has
 * started, src/app/main.tsx), the page's language and title. The shell's module preloads are
 * left out: fetched and compiled while the page is parsed, they hold up its first paint (most
 * after a browser restart, when nothing is compiled yet); the first script loads the app right
 * after that paint instead (src/app/early.ts). Rendering waits until the whole copy is parsed
 * (`<link rel="expect" blocking="render">`): the page is painted once, complete, rather than in
 * parts as the parser goes (each partial frame was style, layout and paint done again on a slow
 * phone). Null when the shell does not have the expected empty root (then it is served as it is).
 */
export function paintIntoShell(shell: string, paint: FirstPaint): string | null {
  if (!shell.includes(EMPTY_ROOT) || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(paint.lang)) return null;
  return withContrast(shell, paint.contrast === true)
    .replace(/<html\b([^>]*) lang="[^"]*"/, `<html$1 lang="${paint.lang}"`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(paint.title)}</title>`)
    .replace("</head>", `<link rel="expect" href="#${END_ID}" blocking="render">\n  </head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" aria-busy="true" data-first-paint="">${paint.html}<template id="${END_ID}"></template></div>`,
    );
}
