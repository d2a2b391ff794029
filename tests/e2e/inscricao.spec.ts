import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./test.ts";
import PDFDocument from "pdfkit";
import type { Locale } from "../../src/domain/locale.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * An application from start to decision, through the real UI, in each language: the office opens
 * a call of its own (Configurações → Chamadas; a unique title, far-reaching dates); an anonymous
 * applicant applies (a unique e-mail per run), sees the code focused, follows it to
 * /inscricao/{codigo}, sees a text file named `.pdf` refused, uploads a real PDF, submits; the
 * office finds the application (Configurações → Inscrições), puts it under review and approves it
 * with an idcbpf and entry term; the applicant's page then shows the new status. Only rows this
 * test creates are used.
 */
const TEXT = {
  pt: {
    newCall: "Nova chamada",
    titlePt: "Título em português",
    titleEn: "Título em inglês",
    opens: "Abertura",
    closes: "Encerramento",
    addDoc: "Adicionar documento",
    key: "Chave",
    labelPt: "Nome em português",
    labelEn: "Nome em inglês",
    createCall: "Criar chamada",
    callCreated: "criada.",
    apply: "Inscrever-se",
    name: "Nome completo",
    email: "E-mail",
    documentId: "Documento de identidade (CPF ou passaporte)",
    birthDate: "Data de nascimento",
    researchArea: "Área de pesquisa",
    send: "Enviar candidatura",
    created: "Inscrição criada",
    continue: "Continuar a inscrição: enviar os documentos",
    upload: (label: string) => `Enviar ${label} (PDF, até 10 MB)`,
    replace: (label: string) => `Substituir ${label} (PDF, até 10 MB)`,
    notPdf: "O arquivo não é um PDF.",
    missing: "Faltam documentos: Currículo.",
    submit: "Submeter",
    statusOf: (s: "Rascunho" | "Submetida" | "Em análise" | "Deferida") => s,
    submitted: "Submetida",
    review: "Em análise",
    approved: "Deferida",
    search: "Nome ou e-mail",
    searchButton: "Buscar",
    open: (name: string) => `Abrir a inscrição de ${name}`,
    putReview: "Pôr em análise",
    approve: "Deferir",
    idcbpf: "idcbpf do(a) novo(a) discente",
    term: "Período de ingresso",
    reviewToast: (name: string) => `Inscrição de ${name} em análise.`,
    approvedToast: (name: string) => `Inscrição de ${name} deferida.`,
    docLabel: "Currículo",
  },
  en: {
    newCall: "New call",
    titlePt: "Title in Portuguese",
    titleEn: "Title in English",
    opens: "Opens on",
    closes: "Closes on",
    addDoc: "Add document",
    key: "Key",
    labelPt: "Name in Portuguese",
    labelEn: "Name in English",
    createCall: "Create call",
    callCreated: "created.",
    apply: "Apply",
    name: "Full name",
    email: "Email",
    documentId: "Identity document (CPF or passport)",
    birthDate: "Date of birth",
    researchArea: "Research area",
    send: "Send application",
    created: "Application created",
    continue: "Continue the application: upload the documents",
    upload: (label: string) => `Upload ${label} (PDF, up to 10 MB)`,
    replace: (label: string) => `Replace ${label} (PDF, up to 10 MB)`,
    notPdf: "The file is not a PDF.",
    missing: "Documents missing: Curriculum vitae.",
    submit: "Submit",
    statusOf: (s: string) => s,
    submitted: "Submitted",
    review: "Under review",
    approved: "Accepted",
    search: "Name or e-mail",
    searchButton: "Search",
    open: (name: string) => `Open the application of ${name}`,
    putReview: "Put under review",
    approve: "Accept",
    idcbpf: "idcbpf of the new student",
    term: "Entry term",
    reviewToast: (name: string) => `Application of ${name} under review.`,
    approvedToast: (name: string) => `Application of ${name} approved.`,
    docLabel: "Curriculum vitae",
  },
} as const;

/** A real (small) PDF, made with the PDF library the server uses for declarations. */
function smallPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A6" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text("Currículo de teste — inscrição e2e");
    doc.end();
  });
}

async function officePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO.Administrador);
  return page;
}

for (const locale of ["pt", "en"] as Locale[]) {
  const prefix = locale === "en" ? "/en" : "";
  const L = TEXT[locale];

  test(`apply, upload, submit and be approved (${locale})`, async ({ browser, page }) => {
    const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const callTitle = { pt: `ZZ Chamada e2e ${run}`, en: `ZZ Call e2e ${run}` };
    const applicant = { name: `Zélia Candidata ${run}`, email: `zz.cand.${run}@example.org` };
    const office = await officePage(browser);

    // The office opens a call of its own, asking for one document.
    await office.goto(`${prefix}/configuracoes?secao=chamadas`);
    await office.getByRole("button", { name: L.newCall }).click();
    const dialog = office.getByRole("dialog");
    await dialog.getByLabel(L.titlePt).fill(callTitle.pt);
    await dialog.getByLabel(L.titleEn).fill(callTitle.en);
    await dialog.getByLabel(L.opens).fill("2020-01-01");
    await dialog.getByLabel(L.closes).fill("2099-12-31");
    await dialog.getByRole("button", { name: L.addDoc }).click();
    await dialog.getByLabel(L.key).fill("cv");
    await dialog.getByLabel(L.labelPt).fill("Currículo");
    await dialog.getByLabel(L.labelEn).fill("Curriculum vitae");
    await dialog.getByRole("button", { name: L.createCall }).click();
    await expect(office.getByText(`${callTitle[locale]}” ${L.callCreated}`)).toBeVisible();

    // The applicant applies to it: on a 360 px phone in Portuguese, on a desktop in English.
    if (locale === "pt") await page.setViewportSize({ width: 360, height: 800 });
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(`${prefix}/inscricao`);
    const card = page.getByRole("article").filter({ hasText: callTitle[locale] });
    await card.getByRole("button", { name: L.apply }).click();
    await page.getByLabel(L.name).fill(applicant.name);
    await page.getByLabel(L.email, { exact: true }).fill("not-an-email");
    await page.getByLabel(L.documentId).fill("123.456.789-00");
    await page.getByLabel(L.birthDate).fill("1998-04-12");
    await page.getByLabel(L.researchArea).fill("Física da matéria condensada");
    await page.getByRole("button", { name: L.send }).click();
    // The shared schema refuses the e-mail beside the field, before any request.
    await expect(page.getByLabel(L.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(L.email, { exact: true }).fill(applicant.email);
    await page.getByRole("button", { name: L.send }).click();

    await expect(page.getByRole("heading", { name: L.created })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    const codeBox = page.locator("#codigo-inscricao");
    await expect(codeBox).toBeFocused();
    const codigo = (await codeBox.textContent())?.trim() ?? "";
    expect(codigo).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    await page.getByRole("link", { name: L.continue }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/inscricao/${codigo}`);

    // Submitting is held back while the document is missing, naming it.
    await expect(page.getByRole("button", { name: L.submit, exact: true })).toBeDisabled();
    await expect(page.getByText(L.missing)).toBeVisible();

    // A text file named .pdf is refused by its content.
    await page.getByLabel(L.upload(L.docLabel)).setInputFiles({
      name: "curriculo.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not a pdf at all, just text\n".repeat(20)),
    });
    await expect(page.getByRole("alert").filter({ hasText: L.notPdf })).toBeVisible();

    // A real PDF goes, and is listed with its name.
    await page.getByLabel(L.upload(L.docLabel)).setInputFiles({
      name: "currículo-zélia.pdf",
      mimeType: "application/pdf",
      buffer: await smallPdf(),
    });
    await expect(page.getByRole("link", { name: /currículo-zélia\.pdf/ })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await expect(page.getByLabel(L.replace(L.docLabel))).toBeVisible();

    await page.getByRole("button", { name: L.submit, exact: true }).click();
    await expect(page.getByText(L.submitted, { exact: true }).first()).toBeVisible();

    // The office finds it, puts it under review and approves it.
    await office.goto(`${prefix}/configuracoes?secao=inscricoes`);
    await office.getByLabel(L.search).fill(applicant.email);
    await office.getByRole("button", { name: L.searchButton }).click();
    await office.getByRole("button", { name: L.open(applicant.name) }).click();
    const review = office.getByRole("dialog");
    await review.getByRole("button", { name: L.putReview }).click();
    await review.getByRole("button", { name: L.putReview }).click();
    await expect(office.getByText(L.reviewToast(applicant.name))).toBeVisible();
    await review.getByRole("button", { name: L.approve, exact: true }).click();
    const idcbpf = review.getByLabel(L.idcbpf);
    await expect(idcbpf).toHaveValue(/^zelia\./);
    await idcbpf.fill(`zz.cand.${run}`);
    await expect(review.getByLabel(L.term)).not.toHaveValue("");
    await review.getByRole("button", { name: L.approve, exact: true }).click();
    await expect(office.getByText(L.approvedToast(applicant.name))).toBeVisible();
    await office.context().close();

    // The applicant's page shows the decision, read-only.
    await page.reload();
    await expect(page.getByText(L.approved, { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel(L.replace(L.docLabel))).toHaveCount(0);
  });
}
