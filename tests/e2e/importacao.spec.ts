import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { CSV_COLUMNS } from "../../src/domain/user-input.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * The office imports users from a CSV through the real dialog, in both languages: a file with
 * one bad line is checked (the report names its line and field, as a table on a desktop and as
 * cards on a phone), then only the valid lines are imported and are found in the list.
 */
const TEXT = {
  pt: {
    open: "Importar CSV",
    file: "Arquivo CSV",
    check: "Verificar",
    importButton: "Importar",
    skip: "Importar apenas as linhas válidas",
    levelMessage: "Nível inválido: Administrador, Docente ou Discente.",
    card: "Linha 3 · level",
    done: "Importação concluída",
    created: "Criados",
    close: "Fechar",
    search: "Buscar usuários",
    searchButton: "Buscar",
  },
  en: {
    open: "Import CSV",
    file: "CSV file",
    check: "Check",
    importButton: "Import",
    skip: "Import only the valid lines",
    levelMessage: "Invalid level: Administrador, Docente or Discente.",
    card: "Line 3 · level",
    done: "Import finished",
    created: "Created",
    close: "Close",
    search: "Search users",
    searchButton: "Search",
  },
} as const;

for (const locale of ["pt", "en"] as const satisfies readonly Locale[]) {
  test(`the office checks a CSV with a bad line and imports only the valid ones (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    const prefix = `zze2e${locale}${Date.now().toString(36)}`;
    const line = (id: string, level: string) =>
      [id, `ZZ E2E ${id}`, `${id}@e2e.example.org`, level, "academico", "mestrado", "ativo", "2026.1", ""].join(",");
    const csv = [
      CSV_COLUMNS.join(","),
      line(`${prefix}a`, "Discente"),
      line(`${prefix}b`, "Reitor"),
      line(`${prefix}c`, "Discente"),
    ];

    await login(page, DEMO.Administrador);
    await page.goto(localizePath("/usuarios", locale));
    await page.getByRole("button", { name: text.open }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(text.file).setInputFiles({
      name: "usuarios.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${csv.join("\n")}\n`),
    });
    await dialog.getByRole("button", { name: text.check, exact: true }).click();

    const row = dialog.getByRole("row").filter({ hasText: text.levelMessage });
    await expect(row.getByRole("cell")).toHaveText(["3", "level", text.levelMessage]);
    const importButton = dialog.getByRole("button", { name: text.importButton, exact: true });
    await expect(importButton).toBeDisabled();

    // On a phone the same report is a list of cards, nothing cut off sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(dialog.getByRole("listitem").filter({ hasText: text.card })).toContainText(text.levelMessage);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    await dialog.getByLabel(text.skip).check();
    await importButton.click();
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(dialog.getByRole("definition").first()).toHaveText("2");
    await expect(dialog.getByText(text.created, { exact: true })).toBeVisible();

    await dialog.getByRole("button", { name: text.close }).click();
    await page.getByLabel(text.search).fill(prefix);
    await page.getByRole("button", { name: text.searchButton, exact: true }).click();
    await expect(page.getByText(`${prefix}a`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${prefix}c`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${prefix}b`, { exact: true })).toHaveCount(0);
  });
}

test("a dropped connection keeps the report on screen, and offline the buttons say why they wait", async ({
  page,
  context,
}) => {
  const id = `zze2edrop${Date.now().toString(36)}`;
  const file = `${CSV_COLUMNS.join(",")}\n${id},ZZ Queda,${id}@e2e.example.org,Docente,academico,,,,\n`;
  await login(page, DEMO.Administrador);
  await page.goto("/usuarios");
  await page.getByRole("button", { name: "Importar CSV" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Arquivo CSV")
    .setInputFiles({ name: "u.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await dialog.getByRole("button", { name: "Verificar", exact: true }).click();
  const toCreate = dialog.getByRole("definition").first();
  await expect(toCreate).toHaveText("1");

  await page.route("**/api/usuarios/importacao?dryRun=false*", (route) => route.abort("connectionreset"));
  await dialog.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("A conexão caiu durante a importação");
  await expect(toCreate).toHaveText("1");

  await context.setOffline(true);
  await expect(dialog.getByRole("button", { name: "Verificar", exact: true })).toBeDisabled();
  await expect(dialog.getByText("Sem conexão: verificar e importar precisam da internet.")).toBeVisible();
  await expect(toCreate).toHaveText("1");
  await context.setOffline(false);
});
