import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, expectPath, login } from "./helpers.ts";

/**
 * What a new user tripped on, through the real server at 360 px in both languages: typed work in
 * a dialog or on a page is never lost by a slip (the question before discarding), the chosen
 * call, a list's filters and the open section survive a reload and Back, and the audit log reads
 * as sentences with labelled fields at the institution's time. The subjects changed here are
 * this spec's own (`ZZI-` codes, one per language): all spec files share one database.
 */
const WORDS = {
  pt: {
    newSubject: "Nova disciplina",
    code: "Código",
    keep: "Continuar editando",
    discard: "Descartar",
    question: /Descartar o que foi digitado\?/,
    institutionName: "Nome da instituição",
    terms: "Períodos",
    leave: "Sair sem salvar?",
    cancel: "Cancelar",
    leaveDiscard: "Sair e descartar",
    apply: "Inscrever-se",
    applying: /^Candidatura: /,
    otherCalls: "Outras chamadas",
    kind: "Tipo de alteração",
    search: "Buscar",
    changed: (code: string) => new RegExp(`alterou a disciplina ${code}$`),
    nameEn: "Nome (inglês)",
    zone: /Horário Padrão de Brasília/,
  },
  en: {
    newSubject: "New subject",
    code: "Code",
    keep: "Keep editing",
    discard: "Discard",
    question: /Discard what you typed\?/,
    institutionName: "Institution name",
    terms: "Terms",
    leave: "Leave without saving?",
    cancel: "Cancel",
    leaveDiscard: "Leave and discard",
    apply: "Apply",
    applying: /^Application: /,
    otherCalls: "Other calls",
    kind: "Kind of change",
    search: "Search",
    changed: (code: string) => new RegExp(`changed subject ${code}$`),
    nameEn: "Name (English)",
    zone: /Brasilia Standard Time/,
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

for (const locale of ["pt", "en"] as const satisfies readonly Locale[]) {
  const w = WORDS[locale];
  const at = (path: string) => localizePath(path, locale);

  test.describe(`${locale}`, () => {
    test("a dialog with typed work asks before Escape or the backdrop discard it", async ({ page }) => {
      await login(page, DEMO.Administrador);
      await page.goto(at("/disciplinas"));
      await page.getByRole("button", { name: w.newSubject }).click();
      const dialog = page.getByRole("dialog", { name: w.newSubject });
      await dialog.getByLabel(w.code, { exact: true }).fill("ZZI-999");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog", { name: w.question })).toBeVisible();
      await page.getByRole("button", { name: w.keep }).click();
      await expect(dialog.getByLabel(w.code, { exact: true })).toHaveValue("ZZI-999");
      // The backdrop: a press outside the dialog's box.
      await page.mouse.click(2, 2);
      await expect(page.getByRole("alertdialog", { name: w.question })).toBeVisible();
      await page.getByRole("button", { name: w.discard, exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: w.newSubject }).click();
      await expect(dialog.getByLabel(w.code, { exact: true })).toHaveValue("");
      // Untouched, it closes at once.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("leaving a page with typed work asks; the open section lives in the URL", async ({ page }) => {
      await login(page, DEMO.Administrador);
      await page.goto(at("/configuracoes?secao=instituicao"));
      const name = page.getByLabel(w.institutionName);
      await expect(name).not.toHaveValue("");
      await name.fill("Instituto em edição");
      await page.getByRole("link", { name: w.terms, exact: true }).click();
      const leave = page.getByRole("dialog", { name: w.leave });
      await expect(leave).toBeVisible();
      await leave.getByRole("button", { name: w.cancel }).click();
      await expect(name).toHaveValue("Instituto em edição");
      expect(new URL(page.url()).search).toBe("?secao=instituicao");
      await page.getByRole("link", { name: w.terms, exact: true }).click();
      await page.getByRole("button", { name: w.leaveDiscard }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("?secao=periodos");
      await page.reload();
      await expect(page.getByRole("link", { name: w.terms, exact: true })).toHaveAttribute("aria-current", "page");
      await page.goBack();
      await expect(page.getByLabel(w.institutionName)).not.toHaveValue("Instituto em edição");
      expect(new URL(page.url()).search).toBe("?secao=instituicao");
    });

    test("the chosen call survives a reload, Back returns to the list", async ({ page }) => {
      await page.goto(at("/inscricao"));
      await page.getByRole("button", { name: w.apply }).first().click();
      const heading = page.getByRole("heading", { name: w.applying });
      await expect(heading).toBeVisible();
      const chosen = new URL(page.url()).searchParams.get("chamada");
      expect(chosen).toMatch(/^\d+$/);
      await page.reload();
      await expect(heading).toBeVisible();
      await page.goBack();
      await expect(page.getByRole("button", { name: w.apply }).first()).toBeVisible();
      await page.goForward();
      await expect(heading).toBeVisible();
      await page.getByRole("button", { name: w.otherCalls }).click();
      await expectPath(page, at("/inscricao"));
      expect(new URL(page.url()).search).toBe("");
    });

    test("the audit log says who changed what, with labels, values and the zone; its filter survives a reload", async ({
      page,
    }) => {
      const code = locale === "pt" ? "ZZI-901" : "ZZI-902";
      await login(page, DEMO.Administrador);
      const made = await page.request.post("/api/disciplinas", {
        data: { code, name: { pt: "Óptica Iota", en: "Iota Optics" }, credits: 4, hours: 60 },
      });
      expect(made.status()).toBe(201);
      const changed = await page.request.patch(`/api/disciplinas/${code}`, {
        data: { name: { pt: "Óptica Iota", en: "Iota Optics II" } },
      });
      expect(changed.status()).toBe(200);

      await page.goto(at("/configuracoes?secao=auditoria"));
      await page.getByRole("combobox", { name: w.kind }).selectOption("subject");
      await page.getByRole("button", { name: w.search, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("entity")).toBe("subject");
      await page.reload();
      await expect(page.getByRole("combobox", { name: w.kind })).toHaveValue("subject");
      const entry = page.getByRole("article").filter({ has: page.getByRole("heading", { name: w.changed(code) }) });
      await expect(entry).toBeVisible();
      await expect(entry.getByText(w.nameEn)).toBeVisible();
      await expect(entry.getByText("Iota Optics", { exact: true })).toBeVisible();
      await expect(entry.getByText("Iota Optics II", { exact: true })).toBeVisible();
      await expect(entry.getByText(w.zone)).toBeVisible();
      await expect(entry).not.toContainText("name.en");
      // Nothing scrolls sideways at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}
