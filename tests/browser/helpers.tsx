import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { render } from "vitest-browser-react";
import { App } from "../../src/app/app.tsx";
import { activateLocale, loadPageMessages } from "../../src/app/i18n.ts";
import { buildRoutes } from "../../src/app/routes.tsx";
import { splitLocale } from "../../src/domain/locale.ts";
import type { AppPageId } from "../../src/domain/routes.ts";
import type { Level, User } from "../../src/domain/users.ts";
import { clearSession, setSessionUser } from "../../src/lib/session.ts";

/**
 * What the browser tests share — here and beside the features (src/features/<area>/*.test.tsx):
 * the whole app on a memory router, a user of each level.
 */

/** A user of a level, shaped as the API returns it. */
export function demoUser(level: Level, idcbpf = level.toLowerCase()): User {
  return {
    idcbpf,
    name: `${level} Teste`,
    email: `${idcbpf}@example.org`,
    level,
    programme: level === "Administrador" ? null : "academico",
    degree: level === "Discente" ? "mestrado" : null,
    status: "ativo",
    entryTerm: level === "Discente" ? "2025.1" : null,
    lattes: null,
    researchArea: null,
    locale: null,
    mustChangePassword: false,
    emailNotifications: true,
  };
}

/**
 * The whole app (real routes, guard, pages and catalogs) on a memory router at `path`, with
 * the session already known, so no server is needed for the guard.
 */
export async function renderApp(path: string, user: User | null) {
  if (user) setSessionUser(user);
  else clearSession();
  await activateLocale(splitLocale(path).locale);
  // A key of its own for the first entry (a memory router's default is "default" for every test):
  // state kept per entry for the tab, such as scroll positions in sessionStorage, which the test
  // files' frames share, must not mix between tests.
  const url = new URL(path, "http://app.invalid");
  const first = { pathname: url.pathname, search: url.search, hash: url.hash, key: crypto.randomUUID() };
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [first] });
  const screen = await render(<App router={router} />);
  return { router, screen };
}

/** Waits until the router has settled on a location (redirects done, page loaded). */
export async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<string> {
  // A bound for a router that never settles, not a wait: on a loaded machine a first page's code
  // and catalog can take seconds to load.
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (router.state.initialized && router.state.navigation.state === "idle") {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("router did not settle");
}

/**
 * One part of a page alone (a feature's component), at `path` (its language) with the words of the
 * page `id` that shows it, under a memory router and the user `user`: no guard, no layout.
 */
export async function renderPart(path: string, id: AppPageId, user: User, element: ReactNode) {
  setSessionUser(user);
  const { locale } = splitLocale(path);
  await Promise.all([activateLocale(locale), loadPageMessages(locale, id)]);
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
