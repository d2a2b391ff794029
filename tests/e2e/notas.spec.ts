import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { classList, enrolledStudents, type Student } from "./grade-fixtures.ts";
import { DEMO, DEMO_PASSWORD, login } from "./helpers.ts";

/**
 * The grade sheet through the real UI (PRODUCT §7 "Grades", §8 `PUT /api/ofertas/{id}/notas`), in
 * both languages, on a desktop and on a 360 px phone: the demo `docente` opens the class list of a
 * current-term class where three students of the test's own are accepted, fills their concepts and
 * attendances with the keyboard only and presses "Salvar tudo"; meanwhile the office dropped one of
 * them, so that row is refused in place, the others marked saved. Then a CSV of grades is checked
 * (a dry run: line numbers, the field, what is wrong) and imported.
 */
const TEXT = {
  pt: {
    currentTerm: /^Período .* \(atual\)$/,
    classList: "Turma e notas",
    conceptOf: (name: string) => `Conceito de ${name}`,
    attendanceOf: (name: string) => `Frequência (%) de ${name}`,
    sheetOf: (code: string) => `Notas de ${code}`,
    saveAll: "Salvar tudo",
    saved: "Salva",
    notSaved: "Não salva",
    summary: /^2 notas salvas\. 1 linha não foi salva: /,
    notEnrolled: (name: string) => `${name} não tem matrícula deferida nesta oferta.`,
    importCsv: "Importar CSV",
    file: "Arquivo CSV",
    check: "Verificar",
    import: "Importar",
    toSave: "A salvar",
    transfer: "O conceito T (aproveitamento de créditos) só a secretaria registra, pelo histórico do discente.",
    imported: "Notas importadas",
    closeDialog: "Fechar",
  },
  en: {
    currentTerm: /^Term .* \(current\)$/,
    classList: "Class list and grades",
    conceptOf: (name: string) => `Concept for ${name}`,
    attendanceOf: (name: string) => `Attendance (%) for ${name}`,
    sheetOf: (code: string) => `Grades of ${code}`,
    saveAll: "Save all",
    saved: "Saved",
    notSaved: "Not saved",
    summary: /^2 grades saved\. 1 row was not saved: /,
    notEnrolled: (name: string) => `${name} has no accepted enrolment in this offering.`,
    importCsv: "Import CSV",
    file: "CSV file",
    check: "Check",
    import: "Import",
    toSave: "To save",
    transfer: "Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
    imported: "Grades imported",
    closeDialog: "Close",
  },
} as const;

async function officeLogin(request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

/** The docente's card of the current-term class, with its class list open. */
async function openSheet(page: Page, locale: "pt" | "en", code: string): Promise<Locator> {
  await login(page, DEMO.Docente);
  await page.goto(localizePath("/ofertagem", locale));
  const term = page.getByRole("region", { name: TEXT[locale].currentTerm });
  const card = term
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: code }) })
    .first();
  await card.getByRole("button", { name: TEXT[locale].classList }).click();
  await expect(card.getByRole("table", { name: new RegExp(TEXT[locale].sheetOf(code)) })).toBeVisible();
  return card;
}

for (const locale of ["pt", "en"] as const)
  for (const phone of [false, true]) {
    const where = phone ? "360 px" : "desktop";
    test(`a docente fills three rows with the keyboard and saves all; one row is refused in place (${locale}, ${where})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const context = await browser.newContext({
        baseURL,
        locale: locale === "pt" ? "pt-BR" : "en-US",
        ...(phone ? { viewport: { width: 360, height: 740 } } : {}),
      });
      const page = await context.newPage();
      await officeLogin(request);
      const tag = `${locale}${phone ? "p" : "d"}${Date.now().toString(36)}`;
      const { offering, students } = await enrolledStudents(request, tag, 3);
      const [first, second, third] = students as [Student, Student, Student];
      const card = await openSheet(page, locale, offering.subject.code);
      const concept = (student: Student) => card.getByRole("combobox", { name: text.conceptOf(student.name) });
      const attendance = (student: Student) => card.getByRole("textbox", { name: text.attendanceOf(student.name) });
      await expect(concept(third)).toBeVisible();
      // Meanwhile the office drops the second student; the sheet on screen still lists it.
      expect((await request.delete(`/api/matriculas/${second.codigo}`)).status()).toBe(200);

      // Keyboard only: a letter picks the concept, Down goes to the next row, Right to the next
      // column, Up back up the attendance column (each field selected, so typing replaces it).
      await concept(first).focus();
      for (const key of ["b", "ArrowDown", "a", "ArrowDown", "c", "ArrowRight"]) await page.keyboard.press(key);
      await expect(attendance(third)).toBeFocused();
      await page.keyboard.type("70");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.type("85");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.type("90");
      await expect(concept(first)).toHaveValue("B");
      await expect(concept(second)).toHaveValue("A");
      await expect(attendance(second)).toHaveValue("85");
      if (phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.getByRole("button", { name: text.saveAll }).press("Enter");

      await expect(card.getByRole("status")).toHaveText(text.summary);
      const refused = card.getByRole("row", { name: new RegExp(second.name) });
      await expect(refused.getByText(text.notEnrolled(second.name))).toBeVisible();
      await expect(refused.getByText(text.notSaved, { exact: true })).toBeVisible();
      await expect(concept(second)).toHaveAttribute("aria-invalid", "true");
      for (const student of [first, third])
        await expect(
          card.getByRole("row", { name: new RegExp(student.name) }).getByText(text.saved, { exact: true }),
        ).toBeVisible();
      const stored = await classList(request, offering.id);
      const gradeOf = (student: Student) => stored.find((entry) => entry.idcbpf === student.idcbpf)?.grade ?? null;
      expect(gradeOf(first)).toMatchObject({ concept: "B", attendance: 90 });
      expect(gradeOf(third)).toMatchObject({ concept: "C", attendance: 70 });
      expect(stored.some((entry) => entry.idcbpf === second.idcbpf)).toBe(false);
      if (phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (process.env.E2E_SHOTS) {
        await card.getByRole("table").scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${process.env.E2E_SHOTS}/grade-sheet-${locale}-${phone ? "phone" : "desktop"}.png`,
        });
      }
      await context.close();
    });
  }

for (const locale of ["pt", "en"] as const)
  test(`a docente checks a CSV of grades, sees each problem by line, and imports the good lines (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    await officeLogin(request);
    const tag = `${locale}c${Date.now().toString(36)}`;
    const { offering, students } = await enrolledStudents(request, tag, 2);
    const [first, second] = students as [Student, Student];
    const card = await openSheet(page, locale, offering.subject.code);
    await card.getByRole("button", { name: text.importCsv }).click();
    const dialog = page.getByRole("dialog");
    const csv = ["idcbpf;concept;attendance", `${first.idcbpf};A;92`, "ninguem-aqui;B;80", `${second.idcbpf};T;100`];
    await dialog.getByLabel(text.file).setInputFiles({
      name: "notas.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFF${csv.join("\r\n")}\r\n`),
    });
    await dialog.getByRole("button", { name: text.check }).click();
    // The dry run: one line to save, and each problem by its line, field and words.
    const toSave = dialog.getByRole("definition").first();
    await expect(dialog.getByText(text.toSave)).toBeVisible();
    await expect(toSave).toHaveText("1");
    const problems = dialog.getByRole("table");
    await expect(problems.getByRole("row", { name: /^3 idcbpf/ })).toContainText(
      locale === "pt"
        ? "ninguem-aqui não tem matrícula deferida nesta oferta."
        : "ninguem-aqui has no accepted enrolment in this offering.",
    );
    await expect(problems.getByRole("row", { name: /^4 concept/ })).toContainText(text.transfer);
    expect((await classList(request, offering.id)).find((e) => e.idcbpf === first.idcbpf)?.grade).toBeNull();

    await dialog.getByRole("button", { name: text.import, exact: true }).click();
    await expect(page.getByText(text.imported, { exact: true })).toBeVisible();
    expect((await classList(request, offering.id)).find((e) => e.idcbpf === first.idcbpf)?.grade).toMatchObject({
      concept: "A",
      attendance: 92,
    });
    await dialog.getByRole("button", { name: text.closeDialog }).click();
    // The sheet behind was read again: the imported grade is on screen, saved.
    await expect(card.getByRole("combobox", { name: text.conceptOf(first.name) })).toHaveValue("A");
    await expect(card.getByRole("textbox", { name: text.attendanceOf(first.name) })).toHaveValue("92");
  });
