import { expect, type Page } from "@playwright/test";
import type { Locale } from "../../src/domain/locale.ts";
import type { Stop, Who } from "./page-tour.ts";

/**
 * The dialogs and panels the accessibility walk opens on a page (accessibility.spec.ts), each
 * scanned where it shows: a modal dialog alone (the page behind it is inert), a panel with the
 * page. Forms are sent empty once, so that their errors are scanned too. Nothing is saved: each is
 * closed with Escape or its own button. A new dialog is scanned once it has a line here.
 */
export type Opener = {
  name: string;
  who: readonly Who[];
  /** On which page (and view) it opens. */
  at: (stop: Stop) => boolean;
  open: (page: Page, locale: Locale) => Promise<void>;
  /** What is scanned: the open dialog, or (undefined) the whole page. */
  scope?: string;
  close: (page: Page) => Promise<void>;
};

const LOGGED_IN: readonly Who[] = ["Administrador", "Docente", "Discente"];
const OPEN_DIALOG = "dialog[open]";

const on =
  (id: Stop["id"], view = "") =>
  (stop: Stop) =>
    stop.id === id && stop.path.includes(view);

const words = (locale: Locale, pt: string, en: string) => (locale === "pt" ? pt : en);

/** Presses the button named `name` (the first one) and waits for the modal dialog it opens. */
function pressFor(name: (locale: Locale) => string | RegExp, { exact = true } = {}) {
  return async (page: Page, locale: Locale) => {
    await page
      .getByRole("button", { name: name(locale), exact })
      .first()
      .click();
    await expect(page.locator(OPEN_DIALOG)).toBeVisible();
  };
}

/** …and sends its form empty: the errors are on screen. */
function pressAndSend(name: (locale: Locale) => string, send: (locale: Locale) => string) {
  return async (page: Page, locale: Locale) => {
    await pressFor(name)(page, locale);
    const dialog = page.locator(OPEN_DIALOG);
    await dialog.getByRole("button", { name: send(locale), exact: true }).click();
    await expect(dialog.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  };
}

async function escape(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
}

export const DIALOGS: readonly Opener[] = [
  {
    name: "the phone's menu, open",
    who: ["anonymous", ...LOGGED_IN],
    at: (stop) => stop.id === "home" || stop.id === "login",
    open: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      await expect(page.locator("#site-nav")).toBeVisible();
    },
    close: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    },
  },
  {
    name: "logout's confirmation",
    who: LOGGED_IN,
    at: on("home"),
    open: async (page, locale) => {
      await page
        .getByRole("banner")
        .getByRole("button", { name: words(locale, "Sair", "Log out"), exact: true })
        .click();
      await expect(page.locator(OPEN_DIALOG)).toBeVisible();
    },
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "my account",
    who: LOGGED_IN,
    at: on("home"),
    open: async (page, locale) => {
      await page
        .getByRole("banner")
        .getByRole("button", { name: words(locale, "Minha conta", "My account") })
        .click();
      await expect(page.locator(OPEN_DIALOG).getByRole("textbox").first()).toBeVisible();
    },
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the user form, sent empty",
    who: ["Administrador"],
    at: on("usuarios"),
    open: pressAndSend(
      (l) => words(l, "Novo usuário", "New user"),
      (l) => words(l, "Criar usuário", "Create user"),
    ),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the CSV import",
    who: ["Administrador"],
    at: on("usuarios"),
    open: pressFor((l) => words(l, "Importar CSV", "Import CSV")),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the subject form",
    who: ["Administrador"],
    at: on("disciplinas"),
    open: pressFor((l) => words(l, "Nova disciplina", "New subject"), { exact: false }),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the term form",
    who: ["Administrador"],
    at: on("configuracoes", "secao=periodos"),
    open: pressFor((l) => words(l, "Novo período", "New term"), { exact: false }),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the call form",
    who: ["Administrador"],
    at: on("configuracoes", "secao=chamadas"),
    open: pressFor((l) => words(l, "Nova chamada", "New call"), { exact: false }),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "an application's review",
    who: ["Administrador"],
    at: on("configuracoes", "secao=inscricoes"),
    open: pressFor((l) => new RegExp(words(l, "^Abrir a inscrição de", "^Open the application of")), { exact: false }),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "a declaration's revocation",
    who: ["Administrador"],
    at: on("configuracoes", "secao=declaracoes"),
    open: pressFor((l) => new RegExp(words(l, "^Revogar:", "^Revoke:")), { exact: false }),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the quota form, sent empty",
    who: ["Administrador"],
    at: on("configuracoes", "secao=bolsas"),
    open: pressAndSend(
      (l) => words(l, "Nova bolsa", "New scholarship"),
      (l) => words(l, "Criar bolsa", "Create scholarship"),
    ),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "the offering form",
    who: ["Docente"],
    at: on("ofertagem"),
    open: pressFor((l) => words(l, "Ofertar disciplina", "Offer a subject")),
    scope: OPEN_DIALOG,
    close: escape,
  },
  {
    name: "a class list, open",
    who: ["Docente"],
    at: on("ofertagem"),
    open: async (page, locale) => {
      const button = page.getByRole("button", { name: words(locale, "Turma e notas", "Class list and grades") });
      await button.first().click();
      await expect(button.first()).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("table").first()).toBeVisible();
    },
    close: async (page) => {
      await page.locator('button[aria-expanded="true"]').first().click();
    },
  },
  {
    name: "a committee's proposal, sent empty",
    who: ["Docente"],
    at: (stop) => stop.id === "orientacoes" && !stop.path.includes("?"),
    open: async (page, locale) => {
      const bancas = page.getByRole("region", { name: words(locale, "Bancas", "Committees"), exact: true });
      const propose = words(locale, "Propor banca", "Propose a committee");
      await bancas.getByRole("button", { name: propose, exact: true }).first().click();
      const advisee = bancas.getByRole("combobox", {
        name: words(locale, "Orientando da banca", "Advisee of the committee"),
      });
      await advisee.selectOption({ index: 1 });
      const form = page.getByRole("form", { name: propose, exact: true });
      await form.getByRole("button", { name: propose, exact: true }).click();
      await expect(form.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
    },
    close: async (page) => {
      // The disclosure closes the form (it is unmounted: nothing typed is kept).
      const propose = /^(Propor banca|Propose a committee)$/;
      await page.getByRole("button", { name: propose, expanded: true }).click();
      await expect(page.getByRole("form", { name: propose })).toHaveCount(0);
    },
  },
  {
    name: "a drop's confirmation",
    who: ["Discente"],
    at: on("matricula"),
    open: pressFor((l) => words(l, "Trancar", "Drop")),
    scope: OPEN_DIALOG,
    close: escape,
  },
];
