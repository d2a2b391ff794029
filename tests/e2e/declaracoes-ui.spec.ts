import { expect, type Browser, type Download, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { Declaration } from "../../src/domain/declaracoes.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, DEMO_PASSWORD } from "./helpers.ts";

/**
 * Declarations through the real UI, in both languages (issue 16 §4): the Discente issues its
 * transcript from /historico, the PDF downloads, and it appears in "Minhas declarações" on its
 * home; the Docente issues a teaching declaration from /ofertagem; the office opens the
 * Discente's page, revokes the one this test issued (with a reason), and the public
 * verification page (reached from the links beside each declaration) says authentic for the
 * teaching one and revoked, with the reason, for the transcript. Only declarations issued here are
 * revoked: the shared demo data stays as it was.
 */
const TEXT = {
  pt: {
    issueTranscript: "Emitir histórico escolar (PDF)",
    issued: "Histórico escolar emitido.",
    mine: "Minhas declarações",
    teaching: /^Declaração de docência — FIS-501/,
    teachingIssued: "Declaração de docência emitida.",
    revoke: "Revogar: Histórico escolar",
    dialog: "Revogar declaração",
    reason: "Motivo (obrigatório)",
    confirm: "Revogar",
    // The transcript's badges agree with its (masculine) name.
    revoked: "Revogado",
    valid: "Válido",
    verifyTeaching: "Página de verificação: Declaração de docência",
    verifyTranscript: "Página de verificação: Histórico escolar",
    authentic: "Declaração autêntica",
    revokedVerdict: "Histórico escolar revogado",
  },
  en: {
    issueTranscript: "Issue transcript (PDF)",
    issued: "Academic transcript issued.",
    mine: "My declarations",
    teaching: /^Teaching declaration — FIS-501/,
    teachingIssued: "Teaching declaration issued.",
    revoke: "Revoke: Academic transcript",
    dialog: "Revoke declaration",
    reason: "Reason (required)",
    confirm: "Revoke",
    revoked: "Revoked",
    valid: "Valid",
    verifyTeaching: "Verification page: Teaching declaration",
    verifyTranscript: "Verification page: Academic transcript",
    authentic: "Authentic declaration",
    revokedVerdict: "Academic transcript revoked",
  },
} as const;

async function loggedIn(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  const context = await browser.newContext({
    baseURL,
    locale: locale === "en" ? "en-US" : "pt-BR",
    // This spec's own client address for the look-up limit (see playwright.config.ts).
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.22" },
  });
  const res = await context.request.post("/api/_auth/session", { data: { idcbpf, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
  return context;
}

/** Presses `button` and waits for both the issue's answer and the PDF's download. */
async function issue(
  page: Page,
  press: () => Promise<void>,
): Promise<{ declaration: Declaration; download: Download }> {
  const answer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/api/declaracoes" && res.request().method() === "POST",
  );
  const downloaded = page.waitForEvent("download");
  await press();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  return { declaration: (await res.json()) as Declaration, download: await downloaded };
}

async function expectPdf(download: Download): Promise<void> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
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

  test(`issue, download, list, revoke and verify declarations (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? "";

    // The Discente issues its transcript from /historico and gets the PDF.
    const student = await loggedIn(browser, base, locale, DEMO.Discente);
    const studentPage = await student.newPage();
    await studentPage.goto(path("/historico"));
    const { declaration, download } = await issue(studentPage, () =>
      studentPage.getByRole("button", { name: text.issueTranscript }).click(),
    );
    expect(declaration.type).toBe("historico");
    expect(declaration.holder.idcbpf).toBe(DEMO.Discente);
    await expectPdf(download);
    await expect(studentPage.getByText(text.issued, { exact: true })).toBeVisible();
    await expect(studentPage.getByText(declaration.codigo).first()).toBeVisible();

    // …and finds it in "Minhas declarações" on its home, valid.
    await studentPage.goto(path("/"));
    const mine = studentPage.getByRole("region", { name: text.mine });
    const card = mine.locator(`[data-codigo="${declaration.codigo}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByText(text.valid, { exact: true })).toBeVisible();
    await student.close();

    // The Docente issues the teaching declaration of an offering it teaches this term.
    const teacher = await loggedIn(browser, base, locale, DEMO.Docente);
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(path("/ofertagem"));
    const teaching = await issue(teacherPage, () =>
      teacherPage.getByRole("button", { name: text.teaching }).first().click(),
    );
    expect(teaching.declaration.type).toBe("docencia");
    expect(teaching.declaration.offering?.subject.code).toBe("FIS-501");
    await expectPdf(teaching.download);
    await expect(teacherPage.getByText(text.teachingIssued, { exact: true })).toBeVisible();
    // Its verification page, from the link beside the issued declaration: authentic.
    await teacherPage.getByRole("link", { name: text.verifyTeaching }).click();
    await expect(teacherPage).toHaveURL(
      new RegExp(`${path("/autenciacar-declaracao")}/${teaching.declaration.codigo}$`),
    );
    await expect(teacherPage.getByRole("heading", { name: text.authentic })).toBeVisible();
    await teacher.close();

    // The office opens the Discente's page on a phone and revokes the transcript issued above.
    const office = await loggedIn(browser, base, locale, DEMO.Administrador);
    const officePage = await office.newPage();
    await officePage.setViewportSize({ width: 360, height: 740 });
    await officePage.goto(path(`/usuarios/${DEMO.Discente}`));
    const listed = officePage.locator(`[data-codigo="${declaration.codigo}"]`);
    await expect(listed).toBeVisible();
    await noSidewaysScroll(officePage);
    await listed.getByRole("button", { name: text.revoke }).click();
    const dialog = officePage.getByRole("dialog", { name: text.dialog });
    const reason = `Emitida em teste ${locale} ${Date.now()}`;
    await dialog.getByLabel(text.reason).fill(reason);
    await dialog.getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(listed.getByText(text.revoked, { exact: true })).toBeVisible();
    await expect(listed.getByText(reason)).toBeVisible();

    // Its verification page, from the card's link: revoked, with the reason.
    await listed.getByRole("link", { name: text.verifyTranscript }).click();
    await expect(officePage).toHaveURL(new RegExp(`${path("/autenciacar-declaracao")}/${declaration.codigo}$`));
    await expect(officePage.getByRole("heading", { name: text.revokedVerdict })).toBeVisible();
    await expect(officePage.getByText(reason)).toBeVisible();
    await noSidewaysScroll(officePage);
    await office.close();
  });
}
