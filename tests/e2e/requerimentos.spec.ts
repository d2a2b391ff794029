import { expect, type Browser } from "@playwright/test";
import { test } from "./test.ts";
import PDFDocument from "pdfkit";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, login, create, loggedInContext } from "./helpers.ts";

/**
 * A request's whole path through the real UI (programme-year §2), in each language, at a phone's
 * width for the student and a desktop's for the advisor and the office: a student of its own
 * (created here, advised by a teacher of its own, so the demo data stays as it was) asks for too
 * many months and sees `extension_limit` beside the phases; files an extension with a PDF; the
 * advisor gives its opinion; the office decides in /configuracoes; the student sees the new due
 * date and the steps.
 */
const PASSWORD = "requerimento-e2e-1";
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  pt: {
    newRequest: "Novo requerimento",
    qualifying: /Exame de qualificação/,
    months: "Meses",
    justification: "Justificativa",
    attachment: "Anexo (opcional)",
    file: "Registrar requerimento",
    limit: /no máximo 12 meses; restam 12/,
    filed: /Requerimento nº \d+ registrado/,
    opinionForm: /Parecer sobre o requerimento nº/,
    favourable: "Favorável",
    opinionText: "Texto do parecer",
    sendOpinion: "Enviar parecer",
    opinionSaved: "Parecer registrado.",
    decisionForm: /Decisão sobre o requerimento nº/,
    granted: "Deferido",
    decide: "Registrar decisão",
    decided: /Requerimento nº \d+ decidido/,
    extension: "2 meses de prorrogação",
    grantedStep: "Deferido",
  },
  en: {
    newRequest: "New request",
    qualifying: /Qualifying exam/,
    months: "Months",
    justification: "Justification",
    attachment: "Attachment (optional)",
    file: "File request",
    limit: /at most 12 months; 12 left/,
    filed: /Request no\. \d+ filed/,
    opinionForm: /Opinion on request no\./,
    favourable: "Favourable",
    opinionText: "Opinion text",
    sendOpinion: "Send opinion",
    opinionSaved: "Opinion recorded.",
    decisionForm: /Decision on request no\./,
    granted: "Granted",
    decide: "Record decision",
    decided: /Request no\. \d+ decided/,
    extension: "2 months of extension",
    grantedStep: "Granted",
  },
} as const;

function smallPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A6" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text("Atestado de teste — requerimento e2e");
    doc.end();
  });
}

function loggedIn(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  return loggedInContext(browser, { baseURL, locale, idcbpf, password: PASSWORD });
}

for (const locale of ["pt", "en"] as const) {
  test(`a student files an extension with a PDF, the advisor opines, the office decides (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-req-${tag}`, name: `Zélia Requerente ${tag}` };
    const advisor = { idcbpf: `zz-e2e-orient-${tag}`, name: `Zacarias Orientador ${tag}` };

    await login(page, DEMO.Administrador);
    const office = page.request;
    const person = (p: typeof student, level: "Discente" | "Docente") => ({
      ...p,
      email: `${p.idcbpf}@example.org`,
      level,
      programme: "academico",
      degree: level === "Discente" ? "mestrado" : null,
      status: "ativo",
      entryTerm: level === "Discente" ? "2025.1" : null,
      password: PASSWORD,
    });
    await create(office, "/api/usuarios", person(student, "Discente"));
    await create(office, "/api/usuarios", person(advisor, "Docente"));
    await create(office, "/api/orientacoes", {
      student: student.idcbpf,
      advisor: advisor.idcbpf,
      startDate: "2025-03-01",
    });

    // The student, on a phone: too many months are refused beside the phases, then a filing with a PDF.
    const mine = await loggedIn(browser, baseURL ?? "", locale, student.idcbpf);
    const phone = await mine.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(localizePath("/orientacoes", locale));
    await phone.getByRole("button", { name: text.newRequest }).click();
    const phase = phone.getByRole("checkbox", { name: text.qualifying });
    await phase.check();
    await phone.getByRole("spinbutton", { name: text.months, exact: true }).fill("13");
    await phone.getByRole("textbox", { name: text.justification }).fill("Licença médica e atraso do equipamento.");
    await phone.getByRole("button", { name: text.file }).click();
    // 13 is within the form's 1–24 but beyond extensionMaxMonths (12): the server's rule, beside the phase.
    await expect(phase).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await phase.getAttribute("aria-describedby")) ?? "";
    await expect(phone.locator(`[id="${describedBy}"]`)).toHaveText(text.limit);

    await phone.getByRole("spinbutton", { name: text.months, exact: true }).fill("2");
    await phone.getByLabel(text.attachment).setInputFiles({
      name: "atestado-médico.pdf",
      mimeType: "application/pdf",
      buffer: await smallPdf(),
    });
    await phone.getByRole("button", { name: text.file }).click();
    await expect(phone.getByText(text.filed)).toBeVisible();
    await expect(phone.getByRole("link", { name: "atestado-médico.pdf" })).toBeVisible();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The advisor, on a desktop: the opinion.
    const theirs = await loggedIn(browser, baseURL ?? "", locale, advisor.idcbpf);
    const desk = await theirs.newPage();
    await desk.setViewportSize(DESKTOP);
    await desk.goto(localizePath("/orientacoes", locale));
    const opinion = desk.getByRole("form", { name: text.opinionForm });
    await opinion.getByRole("radio", { name: text.favourable, exact: true }).check();
    await opinion.getByRole("textbox", { name: text.opinionText }).fill("De acordo com o pedido.");
    await opinion.getByRole("button", { name: text.sendOpinion }).click();
    await expect(desk.getByText(text.opinionSaved)).toBeVisible();

    // The office decides from its queue.
    await page.setViewportSize(DESKTOP);
    await page.goto(localizePath("/configuracoes?secao=requerimentos", locale));
    const article = page.getByRole("article").filter({ hasText: student.name });
    const decision = article.getByRole("form", { name: text.decisionForm });
    await decision.getByRole("radio", { name: text.granted, exact: true }).check();
    await decision.getByRole("button", { name: text.decide }).click();
    await expect(page.getByText(text.decided)).toBeVisible();

    // The student sees the months on its due date and the steps.
    await phone.reload();
    await expect(phone.getByText(text.extension)).toBeVisible();
    await expect(phone.getByRole("listitem").filter({ hasText: text.grantedStep }).first()).toBeVisible();
    await mine.close();
    await theirs.close();
  });
}
