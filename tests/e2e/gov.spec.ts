import { createServer, type Server } from "node:http";
import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { govAgendaSchema, govStudentsSchema, govTeachersSchema } from "../../src/domain/gov.ts";
import { localizePath, LOCALES, type Locale } from "../../src/domain/locale.ts";
import { foldText } from "../../src/domain/search.ts";
import { framingPorts } from "./gov-frames.ts";
import { lanePort, laneURL } from "./lanes.ts";
import { DEMO, DEMO_PASSWORD } from "./helpers.ts";

/**
 * The transparency pages: the server's HTML carries the people and the timetable (no script
 * needed), in both languages, searchable; only the origin of GOV_FRAME_ANCESTORS may frame them,
 * and no one frames another page; the app has no copy of them, so a navigation inside it leaves
 * for the server's document; the service worker lets the server's page through online and keeps
 * it, so a page seen before opens offline with its "Offline" notice, and one never seen says it
 * needs the server. Reads the demo data through the public API and changes nothing.
 */
test.use({ locale: "pt-BR" });

const TITLES: Record<Locale, { teachers: string; students: string; agenda: string; index: string }> = {
  pt: {
    teachers: "Docente Acadêmico",
    students: "Discente Profissional",
    agenda: "Agenda de Disciplinas",
    index: "Transparência",
  },
  en: {
    teachers: "Academic Teachers",
    students: "Professional Students",
    agenda: "Subject Schedule",
    index: "Transparency",
  },
};

async function demoTeacher(page: Page): Promise<string> {
  const res = await page.request.get("/api/gov/docentes?programme=academico");
  const { items } = govTeachersSchema.parse(await res.json());
  // One with an accent if there is one: the folded search is then tried too.
  const teacher = items.find((item) => foldText(item.name) !== item.name.toLowerCase()) ?? items[0];
  if (!teacher) throw new Error("no academic teacher in the demo data");
  return teacher.name;
}

test("the pages carry their content without the app, in both languages, and search without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const teacher = await demoTeacher(page);
  const students = govStudentsSchema.parse(
    await (await page.request.get("/api/gov/discentes?programme=profissional")).json(),
  );
  const agenda = govAgendaSchema.parse(await (await page.request.get("/api/gov/agenda")).json());
  const offering = agenda.items.find((item) => item.slots.length > 0);
  for (const locale of LOCALES) {
    const titles = TITLES[locale];
    await page.goto(localizePath("/gov", locale));
    await expect(page.getByRole("heading", { level: 1, name: titles.index })).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: titles.teachers }).click();
    await expect(page.getByRole("heading", { level: 1, name: titles.teachers })).toBeVisible();
    await expect(page.getByRole("table").getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", locale === "pt" ? "pt-BR" : "en-US");

    // The search is a plain form: folded text typed, the page answers with the matches.
    await page.getByRole("searchbox").fill(foldText(teacher).toUpperCase());
    await page.getByRole("button", { name: locale === "pt" ? "Buscar" : "Search" }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(foldText(teacher).toUpperCase());

    await page.goto(localizePath("/gov/discente-profissional", locale));
    await expect(page.getByRole("heading", { level: 1, name: titles.students })).toBeVisible();
    const student = students.items[0];
    if (student) await expect(page.getByRole("rowheader", { name: student.name, exact: true })).toBeVisible();

    await page.goto(localizePath("/gov/agenda-disciplinas", locale));
    await expect(page.getByRole("heading", { level: 1, name: titles.agenda })).toBeVisible();
    if (offering) {
      const week = page.getByTestId("gov-week");
      await expect(week.getByText(`${offering.subject.code} ${offering.subject.name[locale]}`).first()).toBeVisible();
    }
  }
  await context.close();
});

test("the week is a grid of weekday columns on a wide screen, classes placed by time", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/gov/agenda-disciplinas");
  const days = page.getByTestId("gov-week").locator(".gov-day");
  await expect(days.first()).toBeVisible();
  const boxes = await days.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  expect(boxes).toEqual([...boxes].sort((a, b) => a - b)); // side by side, Sunday first
  // A class that starts later sits lower than one that starts earlier on the same day.
  const tops = await page
    .locator(".gov-slots")
    .first()
    .locator("li")
    .evaluateAll((items) =>
      items.map((item) => ({
        start: item.querySelector("time")?.textContent ?? "",
        top: item.getBoundingClientRect().top,
      })),
    );
  for (const a of tops) for (const b of tops) if (a.start < b.start) expect(a.top).toBeLessThan(b.top);
});

/** A page on `port` that frames a /gov page and the login page of the app at `app`. */
function framingPage(port: number, app: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="pt-BR"><head><title>Instituto</title></head><body>
      <h1>Site do instituto</h1>
      <iframe id="gov" title="gov" src="${app}/gov/docente-academico" width="900" height="600"></iframe>
      <iframe id="login" title="login" src="${app}/login" width="900" height="600"></iframe>
    </body></html>`);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Waits until the frame has its answer: our page, or Chromium's error page for a refused frame. */
async function settledFrame(page: Page, id: string): Promise<string> {
  const handle = await page.locator(`iframe#${id}`).elementHandle();
  let url = "";
  await expect
    .poll(async () => {
      const frame = await handle?.contentFrame();
      url = frame?.url() ?? "";
      const ready = await frame?.evaluate(() => document.readyState).catch(() => "");
      return url !== "" && url !== "about:blank" && ready === "complete";
    })
    .toBe(true);
  return url;
}

test.describe("framing", () => {
  let allowed: Server;
  let refused: Server;
  let ports: { allowed: number; refused: number };
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    // The lane's own server, and the framing pages its GOV_FRAME_ANCESTORS names (playwright.config.ts).
    const app = laneURL(testInfo.parallelIndex);
    ports = framingPorts(lanePort(testInfo.parallelIndex));
    [allowed, refused] = await Promise.all([framingPage(ports.allowed, app), framingPage(ports.refused, app)]);
  });
  test.afterAll(async () => {
    await Promise.all([allowed, refused].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test("a /gov page renders in the allowed origin's frame; other pages and other origins are refused", async ({
    page,
  }) => {
    const teacher = await demoTeacher(page);
    await page.goto(`http://127.0.0.1:${ports.allowed}/`);
    await settledFrame(page, "gov");
    const gov = page.frameLocator("iframe#gov");
    await expect(gov.getByRole("heading", { level: 1, name: "Docente Acadêmico" })).toBeVisible();
    await expect(gov.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    // The login page is never framed, not even by the allowed origin.
    expect(await settledFrame(page, "login")).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("iframe#login").getByRole("heading", { name: "Entrar" })).toHaveCount(0);

    await page.goto(`http://127.0.0.1:${ports.refused}/`);
    expect(await settledFrame(page, "gov")).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("iframe#gov").getByText(teacher)).toHaveCount(0);
    expect(await settledFrame(page, "login")).toMatch(/^chrome-error:/);
  });
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("online the server's page is shown and kept; without the server the copy opens, or the app says it needs the server", async ({
    page,
    context,
  }) => {
    const teacher = await demoTeacher(page);
    await page.goto("/login");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto("/gov/docente-academico");
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(page.locator("#root")).toHaveCount(0); // the server's page, not the shell
    await expect(page.locator("script")).toHaveCount(0);
    const notice = page.getByRole("status").filter({ hasText: "Offline — atualizado em" });
    await expect(notice).toBeHidden();

    await context.setOffline(true);
    // Seen before: its copy, as the server rendered it, with the notice and the time shown.
    await page.goto("/gov/docente-academico");
    await expect(page.getByRole("heading", { level: 1, name: "Docente Acadêmico" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(notice.locator("time")).toHaveText(/^\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    await expect(page.locator("#root")).toHaveCount(0);
    // Never seen: the shell, whose app says so in the page's language; "Back" leads into the app.
    await page.goto("/en/gov/agenda-disciplinas");
    await expect(page.getByRole("heading", { level: 1, name: "503" })).toBeVisible();
    await expect(
      page.getByText("This page needs a connection to the server and is not saved on this device."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await context.setOffline(false);

    // A proxy saying the server is not there (a deploy) is the same as no network.
    await context.route("**/gov/docente-academico", (route) =>
      route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503 from the proxy</h1>" }),
    );
    const response = await page.goto("/gov/docente-academico");
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(notice).toBeVisible();
    await context.unrouteAll();
    // Online again, the server's page, the notice hidden.
    await page.goto("/gov/docente-academico");
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

test("a navigation inside the app to a /gov page leaves the app for the server's document", async ({ page }) => {
  const teacher = await demoTeacher(page);
  // The login form sends a visitor back where it came from, here a /gov page, by a navigation
  // of the app's own router.
  await page.goto(`/login?next=${encodeURIComponent("/gov/docente-academico?q=a")}`);
  await page.getByLabel("Identificador (idcbpf)").fill(DEMO.Discente);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/gov\/docente-academico\?q=a$/);
  await expect(page.getByRole("heading", { level: 1, name: "Docente Acadêmico" })).toBeVisible();
  await expect(page.locator("#root")).toHaveCount(0); // the server's document
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveValue("a");
  if (foldText(teacher).includes("a")) {
    await expect(page.getByRole("rowheader", { name: teacher, exact: true })).toBeVisible();
  }
});
