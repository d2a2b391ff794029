/**
 * The app's pages the front-end sections visit (`pages`: weight and Lighthouse; `inp`: the first
 * tap), each with who is logged in and what its first screen *with its content* is: CSS
 * selectors that must all be visible (a comma inside one selector means any of them — a list of
 * cards on a phone, a table from 640 px). And the bare React 19 + React Router 7 page
 * (bench/baseline) they are compared with.
 */
export type AppPage = {
  id: string;
  title: string;
  path: string;
  /** Logged in as this demo user (password `demo1234`). */
  login?: string;
  /** CSS selectors that must all be visible: the page's first screen with its content. */
  ready: string[];
};

export const APP_PAGES: AppPage[] = [
  { id: "login", title: "/login", path: "/login", ready: ["main h1", "main form button[type=submit]"] },
  { id: "home", title: "Discente home", path: "/", login: "discente", ready: ['main [data-testid="timetable"]'] },
  {
    id: "matricula",
    title: "/matricula",
    path: "/matricula",
    login: "discente",
    ready: ['main [data-testid="offering"]'],
  },
  {
    id: "historico",
    title: "/historico",
    path: "/historico",
    login: "discente",
    // A term's rows: cards on a phone, a table from 640 px.
    ready: ['main section[aria-labelledby^="termo-"] :is(li, tbody tr)'],
  },
  {
    id: "usuarios",
    title: "/usuarios (office)",
    path: "/usuarios",
    login: "admin",
    // The users' rows: cards on a phone, a table from 640 px.
    ready: ['main form[role="search"] input', 'main :is([data-testid="user-cards"] li, table tbody tr)'],
  },
  {
    id: "agenda",
    title: "/gov/agenda-disciplinas",
    path: "/gov/agenda-disciplinas",
    ready: ["main h1", 'main [data-testid="gov-week"]'],
  },
];

export const BARE_PAGE: AppPage = { id: "bare", title: "bare React page", path: "/", ready: ["main h1", "main table"] };

/** The pages whose ids are in `BENCH_PAGES` (comma-separated; all when unset); an unknown id is an error. */
export function selectedPages(variable = process.env.BENCH_PAGES): AppPage[] {
  const only = variable
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!only?.length) return APP_PAGES;
  const unknown = only.filter((id) => !APP_PAGES.some((page) => page.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES names unknown pages: ${unknown.join(", ")}. Known: ${APP_PAGES.map((p) => p.id).join(", ")}`,
    );
  return APP_PAGES.filter((page) => only.includes(page.id));
}

/** The page with this id. */
export function appPage(id: string): AppPage {
  const page = APP_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`no app page ${id}`);
  return page;
}
