import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { CAPES_COLUMNS, CAPES_FILES, type CapesReport } from "../../domain/capes.ts";
import { capesIssue } from "../../domain/capes-issues.ts";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { playServer, restoreOnline, setOnline } from "../../../tests/browser/network.ts";

/**
 * /configuracoes?secao=capes with the API played here: "Validar" shows the counts and the issues
 * grouped by severity and code, each linking to the person's data; offline the section says the
 * report is unavailable (it is never kept on the device).
 */
const admin = demoUser("Administrador", "zz.capes");
const YEAR = new Date().getFullYear() - 1;
const ana = { idcbpf: "ana.lima", name: "Ana Lima" };
const bia = { idcbpf: "bia.souza", name: "Bia Souza" };

function report(locale: "pt" | "en"): CapesReport {
  const issues = [
    capesIssue("missing_programme_code", "discentes.csv", "CD_PROGRAMA_IES", null, locale, "profissional"),
    capesIssue("missing_document", "discentes.csv", "NR_DOCUMENTO_DISCENTE", ana, locale),
    capesIssue("missing_document", "discentes.csv", "NR_DOCUMENTO_DISCENTE", bia, locale),
    capesIssue("missing_work_regime", "docentes.csv", "DS_REGIME_TRABALHO", ana, locale),
  ];
  return {
    year: YEAR,
    programme: null,
    generatedAt: "2026-01-10T12:00:00.000Z",
    files: CAPES_FILES.map((name) => ({ name, columns: [...CAPES_COLUMNS[name]], rows: [] })),
    summary: {
      students: { MATRICULADO: 30, TITULADO: 4, DESLIGADO: 1, ABANDONOU: 2 },
      teachers: { PERMANENTE: 8, COLABORADOR: 2, VISITANTE: 0, SEM_CATEGORIA: 1 },
      offerings: 12,
      defences: 4,
      scholarshipMonths: [{ sponsor: "CAPES", months: 96 }],
    },
    issues,
    blocking: 3,
    warnings: 1,
    ready: false,
  };
}

function serve(locale: "pt" | "en") {
  playServer(
    {
      [`/api/capes/${YEAR}`]: report(locale),
      "/api/configuracoes": { ...DEFAULT_SETTINGS, concepts: DEFAULT_CONCEPTS },
      "/api/_auth/session": {},
    },
    () => new Response(null, { status: 500 }),
  );
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("Validar shows the counts and the issues by severity and code, each linking to the person's data", async () => {
  serve("pt");
  await renderApp("/configuracoes?secao=capes", admin);
  const nav = page.getByRole("navigation", { name: "Seções das configurações" });
  await expect.element(nav.getByRole("link", { name: "CAPES" })).toHaveAttribute("aria-current", "page");
  await expect.element(page.getByRole("combobox", { name: "Ano-base" })).toHaveValue(String(YEAR));
  await expect.element(page.getByText(/contém dados pessoais/)).toBeVisible();
  await page.getByRole("button", { name: "Validar", exact: true }).click();
  await expect.element(page.getByRole("heading", { name: `Contagens de ${YEAR}` })).toBeVisible();
  await expect.element(page.getByText("3 pendências bloqueantes a corrigir.", { exact: false })).toBeVisible();
  await expect.element(page.getByRole("heading", { name: "Bloqueantes (3)" })).toBeVisible();
  await expect.element(page.getByRole("heading", { name: "Aviso (1)" })).toBeVisible();
  await expect.element(page.getByText("Sem CPF ou passaporte (2)")).toBeVisible();
  const link = page.getByRole("link", { name: /^Bia Souza \(bia\.souza\): falta CPF/ });
  await expect.element(link).toHaveAttribute("href", "/usuarios/bia.souza#dados-pessoais");
  await expect.element(page.getByText(/^Programa profissional: falta o código CAPES/)).toBeVisible();
});

test("offline, the section says the report is unavailable and does not ask (en)", async () => {
  serve("en");
  await renderApp("/en/configuracoes?secao=capes", admin);
  await expect.element(page.getByRole("button", { name: "Validate", exact: true })).toBeEnabled();
  setOnline(false);
  await expect
    .element(page.getByText("The CAPES report is unavailable offline: it is never kept on the device."))
    .toBeVisible();
  await expect.element(page.getByRole("button", { name: "Validate", exact: true })).toBeDisabled();
  await expect.element(page.getByRole("button", { name: "Download pack (.zip)" })).toBeDisabled();
});
