import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login, partsKept, watchTakeover } from "./helpers.ts";
import { E2E_DIST_DIR } from "./dist-dir.ts";

/**
 * A Discente on flaky Wi-Fi (PRODUCT §5), in real Chromium against the built app: what it has
 * seen opens with no network and says so; what it did offline reaches the server once; a new
 * deploy is offered, never forced.
 */
test.use({ locale: "pt-BR", serviceWorkers: "allow" });

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type AccessPage = {
  total: number;
  items: { path: string; idcbpf: string | null; clientTime: string | null; serverTime: string }[];
};

/** The office's view of the access log for one path, through the API (its own cookie jar). */
async function accessLog(office: APIRequestContext, path: string): Promise<AccessPage> {
  const res = await office.get(`/api/acessos?path=${encodeURIComponent(path)}&pageSize=100`);
  expect(res.status()).toBe(200);
  return (await res.json()) as AccessPage;
}

/** The paths waiting in the device's access-log queue (IndexedDB `academico-log-queue`). */
function waitingPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("academico-log-queue");
        open.onerror = () => reject(open.error ?? new Error("indexedDB.open failed"));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction("entries").objectStore("entries").getAll();
          all.onsuccess = () => {
            resolve((all.result as { path: string }[]).map((row) => row.path));
            db.close();
          };
          all.onerror = () => reject(all.error ?? new Error("getAll failed"));
        };
      }),
  );
}

async function officeSession(baseURL: string): Promise<APIRequestContext> {
  const office = await request.newContext({ baseURL });
  const res = await office.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return office;
}

test("a logged-in Discente's pages open offline from the device, marked as offline", async ({ page, context }) => {
  await login(page, DEMO.Discente);
  await page.goto("/usuarios/discente");
  await controlled(page);
  await expect(page.getByText("discente", { exact: true })).toBeVisible();
  await expect(page.getByText(/Offline — atualizado em/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Each part of the page read from the device says so (the profile, its scholarships).
  await expect(page.getByText(/Offline — atualizado em \d{2}\/\d{2}\/\d{2}/).first()).toBeVisible();
  await expect(page.getByText("discente", { exact: true })).toBeVisible();
  // The guard decided from the device session: still logged in, not sent to /login.
  await expectPath(page, "/usuarios/discente");
  // Logging out needs the server: unavailable offline, with the reason; a press explains, nothing is lost.
  const logout = page.getByRole("button", { name: /Sair/ });
  await expect(logout).toBeVisible();
  await expect(logout).toHaveAttribute("aria-disabled", "true");
  await expect(logout).toHaveAccessibleDescription("Sair precisa de conexão");
  // A tap still answers (Playwright's click waits for an enabled element; the person's does not).
  await logout.click({ force: true });
  await expect(page.getByText("A sessão continua aberta neste aparelho.", { exact: false })).toBeVisible();
  await expectPath(page, "/usuarios/discente");

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText("discente", { exact: true })).toBeVisible();
  await expect(page.getByText(/Offline — atualizado em/)).toHaveCount(0);
  await expect(logout).not.toHaveAttribute("aria-disabled");
  await expect(logout).not.toHaveAttribute("title");
});

/** The Discente logs in and sees the home's week online, under the service worker; returns the week's text. */
async function weekSeenOnline(page: Page): Promise<string> {
  await login(page, DEMO.Discente);
  await page.goto("/");
  await controlled(page);
  const timetable = page.getByTestId("timetable");
  await expect(timetable).toBeVisible();
  return (await timetable.textContent()) ?? "";
}

test("a logged-in Discente's week timetable opens offline, marked with when it was saved", async ({
  page,
  context,
}) => {
  const online = await weekSeenOnline(page);
  await expect(page.getByText(/Offline — atualizado em/)).toHaveCount(0);

  for (const path of ["/", "/en/"]) {
    await context.setOffline(true);
    await page.goto(path);
    await expect(page.getByText(/(Offline — atualizado em|Offline — updated) \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
    await expect(page.getByTestId("timetable")).toBeVisible();
    await context.setOffline(false);
  }
  await page.goto("/");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Offline — atualizado em \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
  // The same classes as online, read from the device.
  await expect(page.getByTestId("timetable")).toHaveText(online);
  await context.setOffline(false);
});

/** Whose first paint the device keeps (IndexedDB `academico-first-paint`, src/lib/first-paint.ts), or null. */
function firstPaintUser(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open("academico-first-paint");
        // Not there yet: do not create it empty (the app's store would then never be made).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction("page").objectStore("page").get("home");
          read.onsuccess = () => {
            resolve((read.result as { user?: string } | undefined)?.user ?? null);
            db.close();
          };
          read.onerror = () => resolve(null);
        };
      }),
  );
}

/** The painted page's main parts: what the app must take over in place, not replace. */
const PAINTED_PARTS = "#root h1, #root [data-testid=timetable], #root header, #root footer";

test("offline, the week is painted from the device before the app's code runs, and forgotten at logout", async ({
  page,
  context,
}) => {
  const online = await weekSeenOnline(page);
  const timetable = page.getByTestId("timetable");
  // Kept once the page is shown and the browser idle.
  await expect.poll(() => firstPaintUser(page)).toBe("discente");

  // What the policy blocks is reported as a securitypolicyviolation event, written to the console.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) violations.push(message.text());
  });
  // The painted elements, as parsed (before the app's code runs), to see whether the app keeps them.
  const renderedAgain = await watchTakeover(page, PAINTED_PARTS);
  await context.setOffline(true);
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  const html = (await answer?.text()) ?? "";
  // The service worker's answer already holds the week, as it looks offline.
  expect(html).toContain('<div id="root" aria-busy="true" data-first-paint="">');
  expect(html).toContain('data-testid="timetable"');
  expect(html).toMatch(/Offline — atualizado em <time/);
  expect(html).toContain("Você está sem conexão.");
  expect(html).toContain("<title>Início · Acadêmico</title>");
  // The logout button painted as it looks offline (the copy was taken online).
  expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*title="Sair precisa de conexão"[^>]*>/);
  // Then the app renders the same page in its place: no longer busy, one banner, one mark.
  await expect(page.locator("#root")).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator("#root")).not.toHaveAttribute("data-first-paint");
  await expect(page.getByText(/^Offline — atualizado em \d{2}\/\d{2}\/\d{2}/)).toHaveCount(1);
  await expect(page.getByText(/Você está sem conexão/)).toHaveCount(1);
  await expect(timetable).toHaveText(online);
  await expect(page.getByRole("button", { name: /Sair/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Sair/ })).toHaveAttribute("aria-disabled", "true");
  // The app took the painted page over in place (hydration): the same elements, now live.
  expect(await partsKept(page, PAINTED_PARTS, 4)).toBe(true);
  expect(renderedAgain).toEqual([]);
  // And answers: the language switch, a button of the painted header, works offline.
  await page.getByTestId("language-switch").click();
  await expectPath(page, "/en");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await page.getByTestId("language-switch").click();
  await expectPath(page, "/");
  // Nothing painted breaks the shell's Content-Security-Policy (no inline style, no script).
  expect(violations).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await page.getByRole("button", { name: /Sair/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sair", exact: true }).click();
  await expectPath(page, "/login");
  await expect.poll(() => firstPaintUser(page)).toBeNull();
  await context.setOffline(true);
  const after = await page.goto("/");
  expect(after?.fromServiceWorker()).toBe(true);
  expect(await after?.text()).toContain('<div id="root"></div>');
  await context.setOffline(false);
});

test("on Wi-Fi with no way through (the device says online, every request fails), the painted week is taken over in place", async ({
  page,
  context,
}) => {
  const online = await weekSeenOnline(page);
  await expect.poll(() => firstPaintUser(page)).toBe("discente");
  const renderedAgain = await watchTakeover(page, PAINTED_PARTS);
  // Lie-fi: connected to an access point that lets nothing through.
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  expect(await answer?.text()).toContain('data-first-paint=""');
  await expect(page.locator("#root")).not.toHaveAttribute("data-first-paint");
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(await partsKept(page, PAINTED_PARTS, 4)).toBe(true);
  expect(renderedAgain).toEqual([]);
  await expect(page.getByTestId("timetable")).toHaveText(online);
  // The week is still the device's copy, and says so (the cards below it say so for themselves
  // when they had saved a copy before); the device does not claim to be offline.
  const week = page.getByRole("region", { name: "Esta semana" });
  await expect(week.getByText(/^Offline — atualizado em \d{2}\/\d{2}\/\d{2}/)).toHaveCount(1);
  await expect(page.getByText(/Você está sem conexão/)).toHaveCount(0);
  // Nor does logout: the device is online, so a press tries (and says so if it fails).
  await expect(page.getByRole("button", { name: /Sair/ })).not.toHaveAttribute("aria-disabled");
  await context.unrouteAll();
});

test("navigations made offline reach the access log exactly once when the network returns", async ({
  page,
  context,
  baseURL,
}) => {
  const office = await officeSession(baseURL ?? "");
  const paths = ["/disciplinas", "/orientacoes"];
  const before = await Promise.all(paths.map(async (path) => (await accessLog(office, path)).total));

  await login(page, DEMO.Discente);
  await page.goto("/");
  await controlled(page);
  await context.setOffline(true);
  const wentOffline = Date.now();

  // One navigation inside the app, one reload of a deep route (a new page load, same queue).
  await page.getByRole("navigation").getByRole("link", { name: "Disciplinas" }).first().click();
  await expectPath(page, "/disciplinas");
  // Written to the device first (the next page load must find it there).
  await expect.poll(() => waitingPaths(page)).toContain("/disciplinas");
  await page.goto("/orientacoes");
  await expect(page.getByRole("heading", { level: 1, name: "Orientações" })).toBeVisible();
  await expect.poll(async () => (await waitingPaths(page)).filter((path) => paths.includes(path))).toEqual(paths);
  for (const [i, path] of paths.entries()) expect((await accessLog(office, path)).total, path).toBe(before[i]);

  await context.setOffline(false);
  for (const [i, path] of paths.entries()) {
    await expect.poll(async () => (await accessLog(office, path)).total, { message: path }).toBe((before[i] ?? 0) + 1);
  }
  // Later flushes (another page load, the tab visible again) must not send them a second time.
  // The queue sends oldest first: once this load's own entry has arrived, a second copy of the
  // earlier ones would have arrived before it (no fixed wait, which a loaded machine outlasts).
  const homeBefore = (await accessLog(office, "/")).total;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(async () => (await accessLog(office, "/")).total).toBeGreaterThan(homeBefore);
  for (const [i, path] of paths.entries()) {
    const log = await accessLog(office, path);
    expect(log.total, path).toBe((before[i] ?? 0) + 1);
    const newest = log.items[0];
    expect(newest?.idcbpf).toBe(DEMO.Discente);
    // Stored with the time it happened on the device, not when it arrived.
    expect(Date.parse(newest?.clientTime ?? "")).toBeGreaterThanOrEqual(wentOffline - 1000);
    expect(Date.parse(newest?.clientTime ?? "")).toBeLessThanOrEqual(Date.parse(newest?.serverTime ?? ""));
  }
  await office.dispose();
});

test("a new build on the server brings the update toast, and reloading is the person's choice", async ({ page }) => {
  const latest = join(process.cwd(), E2E_DIST_DIR, "builds", "latest.json");
  const original = readFileSync(latest, "utf8");
  await page.goto("/login");
  await controlled(page);
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  await expect(page.getByText("Nova versão disponível")).toHaveCount(0);
  try {
    const current = JSON.parse(original) as { id: string; timestamp: number };
    writeFileSync(latest, JSON.stringify({ id: `${current.id}-next`, timestamp: current.timestamp + 1 }));
    // The app looks again when the window gets focus (and at start, and every 30 minutes).
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const toast = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
    await expect(toast).toBeVisible();
    // Persistent: still there after the usual life of a toast.
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await toast.getByRole("button", { name: "Recarregar" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false))
      .toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  } finally {
    writeFileSync(latest, original);
  }
});
