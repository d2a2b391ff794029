import { expect, type Browser, type Download, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { parse } from "csv-parse/sync";
import { formatLongDateTime } from "../../src/domain/dates.ts";
import type { Declaration } from "../../src/domain/declaracoes.ts";
import { transcriptSchema } from "../../src/domain/historico.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { readPdf } from "../node/pdf-read.ts";
import { DEMO, DEMO_PASSWORD } from "./helpers.ts";

/**
 * The transcript as a document, through the real UI in both languages: the demo Discente issues
 * it from /historico (the PDF read back: laid out as tables, every page numbered "Página n de N"),
 * then its public verification page — opened by a reader whose clock is in Tokyo — shows the
 * issue time on the institution's clock, naming the zone, and the same content as the paper, one
 * table per term, on a 360 px phone and a desktop, without sideways scroll. On the phone the
 * header's "Log out" stays on one line. A teacher downloads its class list as CSV (BOM, `;`, the
 * header PRODUCT §8 names, accents intact).
 */
const TEXT = {
  pt: {
    issue: "Emitir histórico escolar (PDF)",
    verdict: "Histórico escolar autêntico",
    header: ["Código", "Disciplina", "Créditos", "Conceito", "Frequência", "Resultado"],
    pdfHeader: "Código Disciplina Créditos Conceito Frequência Resultado",
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    term: "Período letivo",
    creditsEarned: "Créditos obtidos",
    logout: "Sair",
    classList: "Turma e notas",
    currentTerm: /^Período \d{4}\.\d \(atual\)$/,
    csv: (code: string) => `Lista (CSV) de ${code}`,
  },
  en: {
    issue: "Issue transcript (PDF)",
    verdict: "Authentic academic transcript",
    header: ["Code", "Subject", "Credits", "Grade", "Attendance", "Result"],
    pdfHeader: "Code Subject Credits Grade Attendance Result",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    term: "Term",
    creditsEarned: "Credits earned",
    logout: "Log out",
    classList: "Class list and grades",
    currentTerm: /^Term \d{4}\.\d \(current\)$/,
    csv: (code: string) => `List (CSV) of ${code}`,
  },
} as const;

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

async function loggedIn(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  const context = await browser.newContext({
    baseURL,
    locale: locale === "en" ? "en-US" : "pt-BR",
    // A reader far east of the institution: a time on the reader's clock would be the next day.
    timezoneId: "Asia/Tokyo",
    // This spec's own client address for the look-up limit (see playwright.config.ts).
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.24" },
  });
  const res = await context.request.post("/api/_auth/session", { data: { idcbpf, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
  return context;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];
  const path = (p: string) => localizePath(p, locale);

  test(`a transcript issued, read back, and verified on a phone and a desktop (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await loggedIn(browser, baseURL ?? "", locale, DEMO.Discente);
    const page = await context.newPage();
    const transcript = transcriptSchema.parse(await (await page.request.get(`/api/historico/${DEMO.Discente}`)).json());
    expect(transcript.terms.length).toBeGreaterThan(0);

    // Issued from /historico: the answer and the PDF's download.
    await page.goto(path("/historico"));
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === "/api/declaracoes" && res.request().method() === "POST",
    );
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: text.issue }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    const declaration = (await res.json()) as Declaration;
    const pdf = await readPdf(new Uint8Array(await bytesOf(await downloaded)));
    pdf.pages.forEach((sheet, index) => {
      expect(sheet.text).toContain(text.page(index + 1, pdf.pages.length));
      // Every page that carries a term's rows starts them under the table's header.
      if (sheet.text.includes(`${text.term} `)) expect(sheet.text).toContain(text.pdfHeader);
    });
    for (const term of transcript.terms) expect(pdf.text).toContain(`${text.term} ${term.term}`);
    expect(pdf.text).toContain(`${text.creditsEarned}: ${transcript.creditsEarned}`);

    const issued = formatLongDateTime(new Date(declaration.issuedAt), locale, declaration.timeZone);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(path(`/autenciacar-declaracao/${declaration.codigo}`));
      await expect(page.getByRole("heading", { name: text.verdict })).toBeVisible();
      await expect(page.getByTestId("issued-at")).toHaveText(issued);

      // One table per term, each with the paper's header and the term's rows.
      const tables = page.getByRole("table");
      await expect(tables).toHaveCount(transcript.terms.length);
      for (const [index, term] of transcript.terms.entries()) {
        const table = tables.nth(index);
        await expect(table.locator("caption")).toHaveText(`${text.term} ${term.term}`);
        await expect(table.getByRole("columnheader")).toHaveText([...text.header]);
        await expect(table.locator("tbody tr")).toHaveCount(term.entries.length);
      }
      const first = transcript.terms[0]?.entries[0];
      if (first?.subject.code)
        await expect(tables.first().locator("tbody tr").first().getByRole("cell").first()).toHaveText(
          first.subject.code,
        );
      await expect(page.getByText(text.creditsEarned, { exact: true })).toBeVisible();
      // A table wider than the phone scrolls inside its own frame, which the keyboard can reach.
      await noSidewaysScroll(page);
      if (viewport.width === 360) {
        const frame = page.getByRole("region", { name: `${text.term} ${transcript.terms[0]?.term}` });
        await expect(frame).toHaveAttribute("tabindex", "0");
      }
    }

    // On the phone, the header's logout label is one line.
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(path("/"));
    const label = page.getByRole("banner").getByRole("button", { name: text.logout }).getByText(text.logout);
    await expect(label).toBeVisible();
    // A flex item is one box however many lines its text takes: count the text's own line boxes.
    const lines = await label.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await noSidewaysScroll(page);
    await context.close();
  });

  test(`a teacher downloads its class list as CSV (${locale})`, async ({ browser, baseURL }) => {
    const context = await loggedIn(browser, baseURL ?? "", locale, DEMO.Docente);
    const page = await context.newPage();
    await page.goto(path("/ofertagem"));
    // The current term's FIS-501 (the next term's has nobody enrolled yet).
    const offering = page
      .getByRole("region", { name: text.currentTerm })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "FIS-501" }) });
    await offering.getByRole("button", { name: text.classList }).click();
    const downloaded = page.waitForEvent("download");
    await offering.getByRole("button", { name: text.csv("FIS-501") }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^turma-FIS-501-\d{4}\.\d\.csv$/);
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString("utf8"), { bom: true, delimiter: ";" }) as string[][];
    expect(rows[0]).toEqual(["idcbpf", "nome", "programa", "nivel", "status", "conceito", "frequencia"]);
    expect(rows.length).toBeGreaterThan(1);
    // The names as the class list on screen shows them: accents read back intact.
    const names = rows.slice(1).map((row) => row[1] ?? "");
    expect(names.some((name) => /[À-ÿ]/.test(name))).toBe(true);
    for (const name of names.slice(0, 3)) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await context.close();
  });
}
