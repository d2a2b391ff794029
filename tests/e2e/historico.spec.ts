import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { Transcript } from "../../src/domain/historico.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { formatCr } from "../../src/domain/transcript.ts";
import { DEMO, login, withoutFirstReads } from "./helpers.ts";

/**
 * The transcript through the real UI, in both languages (PRODUCT §2, §7): the office finds a
 * student it has just created, records a credit transfer (a refusal shown at the field first)
 * and sees the credits grow; that student sees it on its own transcript, also offline (marked);
 * the office's form is disabled offline with the reason. The CR is shown in each language's
 * format. Every person is created here, so the shared demo data stays as it was.
 */
const PASSWORD = "historico-e2e-1";

const TEXT = {
  pt: {
    search: "Buscar discente",
    searchButton: "Buscar",
    openForm: "Registrar aproveitamento de créditos",
    kind: "Disciplina",
    code: "Código da disciplina",
    externalName: "Nome da disciplina cursada",
    credits: "Créditos",
    term: "Período em que é registrado",
    institution: "Instituição de origem",
    submit: "Registrar aproveitamento",
    saved: "Aproveitamento registrado",
    creditsEarned: "Créditos obtidos",
    unknownSubject: "Disciplina desconhecida: ZZE-999.",
    passed: "Aprovado",
    transferNote: "Aproveitamento: Universidade Zeta",
    offline: /Offline — atualizado em/,
    offlineReason: "Sem conexão: salvar precisa da internet. O que você digitou fica aqui.",
  },
  en: {
    search: "Find a student",
    searchButton: "Search",
    openForm: "Record a credit transfer",
    kind: "Subject",
    code: "Subject code",
    externalName: "Name of the subject taken",
    credits: "Credits",
    term: "Term it is recorded in",
    institution: "Institution of origin",
    submit: "Record credit transfer",
    saved: "Credit transfer recorded",
    creditsEarned: "Credits earned",
    unknownSubject: "Unknown subject: ZZE-999.",
    passed: "Passed",
    transferNote: "Credit transfer: Universidade Zeta",
    offline: /Offline — updated/,
    offlineReason: "No connection: saving needs the internet. What you typed stays here.",
  },
} as const;

type Person = { idcbpf: string; name: string };

async function createStudent(office: APIRequestContext, person: Person): Promise<void> {
  const res = await office.post("/api/usuarios", {
    data: {
      ...person,
      email: `${person.idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
      password: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A fresh browser context logged in as `idcbpf`, past a first-access password change if one is asked. */
async function loggedIn(browser: Browser, baseURL: string, locale: Locale, idcbpf: string, password: string) {
  const context = await browser.newContext({ baseURL, locale: locale === "en" ? "en-US" : "pt-BR" });
  const res = await context.request.post("/api/_auth/session", { data: { idcbpf, password } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
  const { user } = (await res.json()) as { user: { mustChangePassword?: boolean } };
  if (user.mustChangePassword) {
    const changed = await context.request.patch(`/api/usuarios/${idcbpf}`, {
      data: { password: `${password}-novo`, currentPassword: password },
    });
    expect(changed.status()).toBe(200);
  }
  return context;
}

/** A total, found by the label its term starts with in the UI language (case-sensitive: "CR" is not "Créditos"). */
const totals = (page: Page, name: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${name}`) }) })
    .getByRole("definition");

async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  for (const locale of ["pt", "en"] as const) {
    test(`the office records a transfer; credits grow; the student reads it, also offline (${locale})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const tag = `${locale}${Date.now().toString(36)}`;
      const student: Person = { idcbpf: `zz-e2e-hist-${tag}`, name: `Zacarias Histórico ${tag}` };

      await login(page, DEMO.Administrador);
      await createStudent(page.request, student);
      const terms = (await (await page.request.get("/api/periodos?pageSize=1")).json()) as {
        items: { code: string }[];
      };
      const term = terms.items[0]?.code ?? "";
      expect(term).toMatch(/^\d{4}\.\d$/);

      // The office finds the student and opens its (empty) transcript.
      await page.goto(localizePath("/historico", locale));
      await page.getByRole("searchbox", { name: text.search }).fill(student.idcbpf);
      await page.getByRole("button", { name: text.searchButton, exact: true }).click();
      await page.getByRole("link", { name: new RegExp(student.name) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]aluno=${student.idcbpf}`));
      await expect(totals(page, text.creditsEarned)).toHaveText("0");
      await expect(totals(page, "CR")).toHaveText("—");

      // A subject we do not have: the refusal is next to the field.
      await page.getByText(text.openForm).click();
      await page.getByLabel(text.code).fill("zze-999");
      await page.getByLabel(text.credits, { exact: true }).fill("4");
      await page.getByLabel(text.term).fill(term);
      await page.getByLabel(text.institution).fill("Universidade Zeta");
      await page.getByRole("button", { name: text.submit, exact: true }).click();
      await expect(page.getByText(text.unknownSubject).first()).toBeVisible();

      // A subject taken elsewhere, by its name: recorded, the credits grow, the CR stays out of it.
      await page.getByLabel(text.kind, { exact: true }).selectOption("external");
      await page.getByLabel(text.externalName).fill(`Física de Plasmas ${tag}`);
      await page.getByRole("button", { name: text.submit, exact: true }).click();
      await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
      await expect(totals(page, text.creditsEarned)).toHaveText("4");
      await expect(totals(page, "CR")).toHaveText("—");
      const row = page.getByRole("row").filter({ hasText: `Física de Plasmas ${tag}` });
      await expect(row).toContainText(text.transferNote);
      await expect(row).toContainText(text.passed);

      // On a 360 px phone the transcript and the open form fit without sideways scrolling.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole("listitem").filter({ hasText: `Física de Plasmas ${tag}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 720 });

      // Offline, the office's form keeps its button disabled with the reason.
      await controlled(page);
      await context.setOffline(true);
      await expect(page.getByRole("button", { name: text.submit, exact: true })).toBeDisabled();
      await expect(page.getByText(text.offlineReason)).toBeVisible();
      await context.setOffline(false);

      // The student sees it on its own transcript; then offline, from the device, marked.
      const mine = await loggedIn(browser, baseURL ?? "", locale, student.idcbpf, PASSWORD);
      const studentPage = await mine.newPage();
      await studentPage.goto(localizePath("/historico", locale));
      await expect(studentPage.getByText(`Física de Plasmas ${tag}`).first()).toBeVisible();
      await expect(totals(studentPage, text.creditsEarned)).toHaveText("4");
      await controlled(studentPage);
      await mine.setOffline(true);
      await studentPage.reload();
      await expect(studentPage.getByText(text.offline)).toBeVisible();
      await expect(studentPage.getByText(`Física de Plasmas ${tag}`).first()).toBeVisible();
      await mine.close();
    });
  }
});

test.describe("a Docente's advisees", () => {
  test.use({ serviceWorkers: "block" });

  for (const locale of ["pt", "en"] as const) {
    test(`the demo Docente picks its advisee and reads its transcript (${locale})`, async ({ page }) => {
      await login(page, DEMO.Docente);
      const answer = (await (await page.request.get(`/api/historico/${DEMO.Discente}`)).json()) as Transcript;
      await page.goto(localizePath("/historico", locale));
      await page.getByRole("link", { name: new RegExp(`\\b${DEMO.Discente}\\b`) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]aluno=${DEMO.Discente}$`));
      await expect(page.getByText(answer.student.name, { exact: false }).first()).toBeVisible();
      await expect(totals(page, "CR")).toHaveText(formatCr(answer.cr, locale));
      // Someone who is not a student: the server's answer, in the UI language.
      await page.goto(localizePath(`/historico?aluno=admin`, locale));
      await expect(page.getByRole("alert")).toContainText(
        locale === "pt" ? "admin não é discente." : "admin is not a student.",
      );
    });
  }
});

test.describe("the CR in each language", () => {
  test.use({ serviceWorkers: "block" });

  for (const locale of ["pt", "en"] as const) {
    test(`the demo Discente sees its transcript with the CR as the server states it (${locale})`, async ({ page }) => {
      await login(page, DEMO.Discente);
      const answer = (await (await page.request.get(`/api/historico/${DEMO.Discente}`)).json()) as Transcript;
      await page.goto(localizePath("/historico", locale));
      await expect(totals(page, TEXT[locale].creditsEarned)).toHaveText(String(answer.creditsEarned));
      await expect(totals(page, "CR")).toHaveText(formatCr(answer.cr, locale));
      for (const term of answer.terms)
        await expect(page.getByRole("heading", { name: new RegExp(term.term) })).toBeVisible();
    });

    test(`PRODUCT §7's example reads 2,29 in Portuguese and 2.29 in English (${locale})`, async ({ page }) => {
      await login(page, DEMO.Discente);
      const real = (await (await page.request.get(`/api/historico/${DEMO.Discente}`)).json()) as Transcript;
      // The server's answer for this student, with §7's example as its record (A 4, C 2, D 4, later B 4).
      const entry = (code: string, concept: string, credits: number, result: "aprovado" | "reprovado") => ({
        subject: { code, name: { pt: `Disciplina ${code}`, en: `Subject ${code}` }, credits },
        concept,
        conceptLabel: { pt: concept, en: concept },
        attendance: 90,
        result,
        transfer: null,
      });
      const example: Transcript = {
        student: real.student,
        terms: [
          {
            term: "2024.1",
            entries: [
              entry("ZZE-101", "A", 4, "aprovado"),
              entry("ZZE-102", "C", 2, "aprovado"),
              entry("ZZE-103", "D", 4, "reprovado"),
            ],
          },
          { term: "2024.2", entries: [entry("ZZE-103", "B", 4, "aprovado")] },
        ],
        creditsEarned: 10,
        cr: 2.29,
      };
      // The page's HTML would bring the real transcript (src/server/pages/first-reads.ts): without it
      // the app asks, and this answers.
      await withoutFirstReads(page);
      await page.route(`**/api/historico/${DEMO.Discente}`, (route) => route.fulfill({ json: example }));
      await page.goto(localizePath("/historico", locale));
      await expect(totals(page, "CR")).toHaveText(locale === "pt" ? "2,29" : "2.29");
      await expect(totals(page, TEXT[locale].creditsEarned)).toHaveText("10");
      // The failed attempt stays beside the later pass.
      await expect(page.getByRole("cell", { name: "ZZE-103", exact: true })).toHaveCount(2);

      // On a 360 px phone: cards instead of the table, nothing overflowing sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ hasText: "ZZE-103" })).toHaveCount(2);
      await expect(totals(page, "CR")).toHaveText(locale === "pt" ? "2,29" : "2.29");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
