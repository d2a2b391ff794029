import { createMemoryRouter } from "react-router-dom";
import { render } from "vitest-browser-react";
import { App } from "../../src/app/app.tsx";
import { activateLocale } from "../../src/app/i18n.ts";
import { buildRoutes } from "../../src/app/routes.tsx";
import { splitLocale } from "../../src/domain/locale.ts";
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
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if (router.state.initialized && router.state.navigation.state === "idle") {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("router did not settle");
}
