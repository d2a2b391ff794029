import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { authorize } from "../../src/domain/policy.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { buildPath, ROUTES, type RouteDef, type RouteId } from "../../src/domain/routes.ts";
import type { Level, SessionUser } from "../../src/domain/users.ts";
import { SAMPLE_PARAMS } from "../access-matrix.ts";
import { DEMO, DEMO_PASSWORD } from "./helpers.ts";

/**
 * Every page a visitor or a level may open, read from the route table and the access policy
 * (src/domain/routes.ts, policy.ts), for the suites that visit them all (accessibility.spec.ts):
 * a page added to the table is visited by every level it is open to, with nothing to add here,
 * unless it takes a parameter no page took before (then `paramFor` says so by failing). A page's
 * views are visited too: the links of a navigation inside the page that keep its address and
 * change the query (the sections of /configuracoes), found on the page (`viewsOf`).
 *
 * A parameter is a real record where the demo data has one (an application's code, a printed
 * declaration's code, a profile), so the page shows what it is for; a key (`token`) is a
 * well-formed one, and the page says it is not valid. Plus the 404 of each level.
 */
export type Who = Level | "anonymous";
export const EVERYONE: readonly Who[] = ["anonymous", "Administrador", "Docente", "Discente"];

export type Stop = { id: RouteId | "notFound"; path: string; layout: RouteDef["layout"] };

/** Records of the demo data the parameters name, read once through the office's API. */
export type Samples = { applicationCode: string; declarationCode: string };

export async function readSamples(request: APIRequestContext): Promise<Samples> {
  const login = await request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const first = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const { items } = (await res.json()) as { items: { codigo: string }[] };
    const codigo = items[0]?.codigo;
    if (!codigo) throw new Error(`the demo data has nothing at ${path}`);
    return codigo;
  };
  const samples = {
    applicationCode: await first("/api/inscricoes?pageSize=1"),
    declarationCode: await first("/api/declaracoes?pageSize=1"),
  };
  await request.delete("/api/_auth/session");
  return samples;
}

function paramFor(route: RouteDef, name: string, samples: Samples): string {
  // The Discente's own profile; the office sees the same one.
  if (name === "idcbpf") return DEMO.Discente;
  if (name === "codigo") return route.id === "inscricaoCodigo" ? samples.applicationCode : samples.declarationCode;
  if (name === "token") return SAMPLE_PARAMS.token;
  throw new Error(`No sample for :${name} of ${route.id}: add one to tests/e2e/page-tour.ts (paramFor)`);
}

/** The pages `who` may open, then its 404 — in `locale`, the app's pages first. */
export function tourOf(who: Who, locale: Locale, samples: Samples): Stop[] {
  const user: SessionUser | null = who === "anonymous" ? null : { idcbpf: DEMO[who], level: who };
  const stops: Stop[] = [];
  for (const route of ROUTES) {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:([a-z]+)/gi)].map(([, name = ""]) => [name, paramFor(route, name, samples)]),
    );
    if (authorize(route.id, user, params) !== "ok") continue;
    if (route.id === "login" && user) continue; // guest only: the level is sent home
    stops.push({ id: route.id, path: localizePath(buildPath(route.id, params), locale), layout: route.layout });
  }
  // An unknown address: under a public page for a visitor (elsewhere it is sent to log in first).
  stops.push({
    id: "notFound",
    path: localizePath(user ? "/nao-existe" : "/inscricao/abc", locale),
    layout: "default",
  });
  // The server's documents last: leaving the app for them is a full load each.
  return stops.sort((a, b) => Number(a.layout === "server") - Number(b.layout === "server"));
}

/**
 * The other views of the page on screen: the links of a navigation inside its content that lead
 * to the same address with another query (`?secao=…`), but for the one on screen.
 */
export async function viewsOf(page: Page, stop: Stop): Promise<Stop[]> {
  const here = new URL(page.url());
  const hrefs = await page
    .locator("main nav a[href]:not([aria-current])")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const views = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href ?? "", here);
    if (url.pathname === here.pathname && url.search && url.search !== here.search)
      views.add(`${url.pathname}${url.search}`);
  }
  return [...views].map((path) => ({ ...stop, path }));
}

/** Counts the page's requests in flight, for `settle`. */
export function trackRequests(page: Page): { inFlight: () => number; started: () => number } {
  let inFlight = 0;
  let started = 0;
  page.on("request", () => {
    inFlight++;
    started++;
  });
  const done = () => void (inFlight = Math.max(0, inFlight - 1));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return { inFlight: () => inFlight, started: () => started };
}

/**
 * Waits until the page has settled: its heading shown, nothing busy, no request in flight, and
 * two moments in a row when the browser was idle (or a second had passed) and no new request had
 * started — the page's data arrived and was drawn, and what starts once the first screen is quiet
 * has started and finished too.
 */
export async function settle(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  for (let calm = 0; calm < 2;) {
    const before = requests.started();
    await expect.poll(requests.inFlight, { message: `requests of ${page.url()} to end` }).toBe(0);
    // An idle moment, or a second without one: idle callbacks may be starved for good on a busy
    // browser (seen on a loaded machine), which must not stop the walk.
    await page.evaluate(
      () =>
        new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 1000 })),
    );
    if (process.env.A11Y_DEBUG) console.log("  calm?", calm, requests.started(), before, requests.inFlight());
    calm = requests.started() === before && requests.inFlight() === 0 ? calm + 1 : 0;
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `stop`: a page of the app from another page of the app by a client-side navigation (as
 * a link would: no reload, the app and its catalogs stay), a server document or the first page
 * by loading it.
 */
export async function open(page: Page, stop: Stop, from: Stop | null): Promise<void> {
  if (from && from.layout !== "server" && stop.layout !== "server") {
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, stop.path);
  } else {
    await page.goto(stop.path);
  }
}
