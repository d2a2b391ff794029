import { expect, type Page } from "@playwright/test";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { test } from "./test.ts";
import { DEMO, login, withoutFirstReads } from "./helpers.ts";

/**
 * A logged-in navigation's first screen comes with the page (src/server/pages/first-reads.ts):
 * the app takes the session and the page's first reads from the HTML and asks the server for none
 * of them; the page names its own chunks as module preloads. Without the data (a shell from
 * elsewhere, a server that could not read) the page asks for it and shows the same.
 */
const FIRST_READS = /<script type="application\/json" id="first-reads">/;

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const asked = (seen: string[], prefix: string) => seen.filter((path) => path.startsWith(prefix));

for (const locale of ["pt", "en"] as Locale[]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: locale === "en" ? "en-US" : "pt-BR" });

    test("the Discente's home and /matricula open with the data their HTML brought: no request for it", async ({
      page,
    }) => {
      await login(page, DEMO.Discente);
      const seen = apiRequests(page);
      const home = await page.goto(localizePath("/", locale));
      expect(await home?.text()).toMatch(FIRST_READS);
      await expect(page.getByTestId("timetable")).toBeVisible();
      expect(asked(seen, "/api/_auth/session")).toEqual([]);
      expect(asked(seen, "/api/horario")).toEqual([]);

      // A page of its own: the home's later reads (its cards, once quiet) must not be counted here.
      const enrolment = await page.context().newPage();
      const seenThere = apiRequests(enrolment);
      const matricula = await enrolment.goto(localizePath("/matricula", locale));
      const html = (await matricula?.text()) ?? "";
      expect(html).toMatch(FIRST_READS);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/matricula-[\w-]+\.js">/);
      await expect(enrolment.getByTestId("offering").first()).toBeVisible();
      for (const prefix of [
        "/api/_auth/session",
        "/api/periodos",
        "/api/configuracoes",
        "/api/ofertas",
        "/api/matriculas",
        "/api/disciplinas",
        "/api/historico",
      ]) {
        expect(asked(seenThere, prefix), prefix).toEqual([]);
      }
    });
  });
}

test("without the data in its HTML the page asks for it and shows the same", async ({ page }) => {
  await login(page, DEMO.Discente);
  await withoutFirstReads(page);
  const seen = apiRequests(page);
  await page.goto("/");
  await expect(page.getByTestId("timetable")).toBeVisible();
  expect(asked(seen, "/api/_auth/session").length).toBeGreaterThan(0);
  expect(asked(seen, "/api/horario").length).toBeGreaterThan(0);
});
