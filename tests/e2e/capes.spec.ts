import AxeBuilder from "@axe-core/playwright";
import { expect, type Download } from "@playwright/test";
import { DEMO, loggedInContext, DEMO_PASSWORD } from "./helpers.ts";
import { laneBaseURL, test } from "./test.ts";

/**
 * The CAPES pack's screen (funding spec §2 `/configuracoes?secao=capes`), in both languages on a
 * 360 px phone: the office validates last year's report (counts and issues) and downloads the
 * pack, a ZIP named after the year. Reads only: nothing another spec relies on is changed.
 */
const WORDS = {
  pt: {
    path: "/configuracoes?secao=capes",
    validate: "Validar",
    counts: "Contagens de",
    download: "Baixar pacote (.zip)",
  },
  en: {
    path: "/en/configuracoes?secao=capes",
    validate: "Validate",
    counts: "Counts of",
    download: "Download pack (.zip)",
  },
} as const;

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const locale of ["pt", "en"] as const) {
  test(`the office validates last year's CAPES report and downloads its pack (${locale}, 360 px)`, async ({
    browser,
  }) => {
    const words = WORDS[locale];
    const year = new Date().getFullYear() - 1;
    const context = await loggedInContext(browser, {
      baseURL: laneBaseURL(),
      locale,
      idcbpf: DEMO.Administrador,
      password: DEMO_PASSWORD,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(words.path);
    await expect(page.getByRole("combobox", { name: locale === "pt" ? "Ano-base" : "Base year" })).toHaveValue(
      String(year),
    );
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/capes/${year}`);
    await page.getByRole("button", { name: words.validate, exact: true }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("heading", { name: `${words.counts} ${year}` })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: locale === "pt" ? /^Bloqueantes? \(/ : /^Blocking \(/ }),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .options({ resultTypes: ["violations"] })
      .setLegacyMode()
      .analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: words.download }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`capes-${year}.zip`);
    expect((await bytesOf(download)).subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });
}
