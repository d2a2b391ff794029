import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { LOCALES, type Locale } from "../../src/domain/locale.ts";
import { DIALOGS, type Opener } from "./dialog-tour.ts";
import { DEMO, login } from "./helpers.ts";
import { EVERYONE, open, readSamples, settle, tourOf, trackRequests, viewsOf, type Stop } from "./page-tour.ts";

/**
 * Every page, for every level, in both languages, at a phone's width and a desktop's (`examine`
 * says which scans each gets; docs/browser.md, "Accessibility"):
 * - axe-core finds no serious or critical violation of WCAG 2.2 A and AA, on the page and in the
 *   dialogs and panels it opens (dialog-tour.ts);
 * - nothing scrolls sideways at 360 px, nor at 320 px (WCAG 1.4.10 reflow: a wide table scrolls
 *   inside its own region, never the page).
 * The pages come from the route table and the policy (page-tour.ts), so a new page is visited by
 * every level it is open to. One test per level and language, in one browser context: the app's
 * pages are reached by client-side navigation, the width changed in place; every finding of the
 * walk is collected and reported at its end.
 */
const PHONE = { width: 360, height: 740 };
const NARROWEST = { width: 320, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The serious and critical findings of axe on the page (or inside `scope`), one line each. */
async function axeFindings(page: Page, where: string, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself: no blank page opened for each scan (the default, made for frames).
    .setLegacyMode();
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) — ${violation.nodes
          .slice(0, 3)
          .map(
            (node) => `${node.target.join(" ")}: ${(node.failureSummary ?? "").split("\n").slice(1).join(" ").trim()}`,
          )
          .join(" | ")}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : ""}`,
    );
}

/** The page's width beyond the window's, when it scrolls sideways. */
async function sideways(page: Page, where: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? [`${where}: ${scrollWidth} px wide in a ${clientWidth} px window`] : [];
}

type Findings = { axe: string[]; sideways: string[]; scans: number };

/**
 * The widths every page is checked at. axe's rules judge the structure, names, roles and colours,
 * which the language does not change (every English text exists: scripts/catalogs.test.ts), while
 * the layout does change them (a table on a desktop, cards on a phone): so a page is scanned at
 * 360 px in both languages and at 1280 px in Portuguese only. The width checks, where the longer
 * English words matter, run in both.
 */
async function examine(page: Page, found: Findings, where: string, locale: Locale, scope?: string): Promise<void> {
  await page.setViewportSize(NARROWEST);
  found.sideways.push(...(await sideways(page, `${where} at 320 px`)));
  await page.setViewportSize(PHONE);
  found.sideways.push(...(await sideways(page, `${where} at 360 px`)));
  found.axe.push(...(await axeFindings(page, `${where} at 360 px`, scope)));
  found.scans += 1;
  if (locale !== "pt") return;
  await page.setViewportSize(DESKTOP);
  found.axe.push(...(await axeFindings(page, `${where} at 1280 px`, scope)));
  await page.setViewportSize(PHONE);
  found.scans += 1;
}

async function openDialog(page: Page, opener: Opener, locale: Locale, found: Findings, where: string): Promise<void> {
  await opener.open(page, locale);
  await examine(page, found, `${where} + ${opener.name}`, locale, opener.scope);
  await opener.close(page);
}

// The walks share nothing (each its own context, address and pages), so the lanes take them in turn.
test.describe.configure({ mode: "parallel" });

for (const who of EVERYONE) {
  for (const locale of LOCALES) {
    test(`${who} (${locale}): every page and dialog passes axe and fits 320 and 360 px`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(10 * 60_000);
      const started = performance.now();
      const context = await browser.newContext({
        baseURL,
        viewport: PHONE,
        locale: locale === "en" ? "en-US" : "pt-BR",
        // The walk's own device: nothing precached behind its back, every request its own.
        serviceWorkers: "block",
        // Its own client address for the code look-up limit (see playwright.config.ts).
        extraHTTPHeaders: {
          "x-forwarded-for": `198.51.100.${60 + EVERYONE.indexOf(who) * 2 + LOCALES.indexOf(locale)}`,
        },
      });
      const page = await context.newPage();
      const samples = await readSamples(page.request);
      if (who !== "anonymous") await login(page, DEMO[who]);
      const requests = trackRequests(page);
      const found: Findings = { axe: [], sideways: [], scans: 0 };

      const queue: Stop[] = tourOf(who, locale, samples);
      const seen = new Set<string>();
      let previous: Stop | null = null;
      while (queue.length > 0) {
        const stop = queue.shift() as Stop;
        if (seen.has(stop.path)) continue;
        seen.add(stop.path);
        if (process.env.A11Y_DEBUG) console.log(`${((performance.now() - started) / 1000).toFixed(1)} s ${stop.path}`);
        await open(page, stop, previous);
        previous = stop;
        await settle(page, requests);
        queue.unshift(...(await viewsOf(page, stop)).filter((view) => !seen.has(view.path)));
        await examine(page, found, stop.path, locale);
        for (const opener of DIALOGS.filter((d) => d.who.includes(who) && d.at(stop))) {
          await openDialog(page, opener, locale, found, stop.path);
        }
      }
      await context.close();

      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      test.info().annotations.push({
        type: "scans",
        description: `${found.scans} axe scans of ${seen.size} pages in ${seconds} s`,
      });
      expect.soft(found.sideways, "pages that scroll sideways").toEqual([]);
      expect(found.axe, "serious or critical axe violations").toEqual([]);
    });
  }
}
