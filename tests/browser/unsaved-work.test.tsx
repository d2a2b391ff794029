import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router-dom";
import { beforeAll, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../src/app/i18n.ts";
import { UnsavedGuard } from "../../src/app/unsaved-guard.tsx";
import { Dialog } from "../../src/ui/dialog.tsx";

/**
 * Typed work is never lost by a slip: a dialog whose form was typed in asks before Escape, the
 * backdrop or its close button discard it; leaving a page with typed work asks too (in the app
 * and before unloading), while searches and untouched forms never ask.
 */
beforeAll(() => activateLocale("pt"));

function DialogWithForm() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Nova coisa">
        <form>
          <label>
            Nome
            <input name="name" />
          </label>
        </form>
      </Dialog>
    </I18nProvider>
  );
}

const backdropClick = () =>
  page
    .getByRole("dialog", { name: "Nova coisa" })
    .element()
    .dispatchEvent(new MouseEvent("click", { bubbles: true }));

test("an untouched dialog closes at once on Escape and on the backdrop", async () => {
  await render(<DialogWithForm />);
  await page.getByRole("button", { name: "Abrir" }).click();
  await expect.element(page.getByRole("dialog", { name: "Nova coisa" })).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("dialog", { name: "Nova coisa" })).not.toBeInTheDocument();
  await page.getByRole("button", { name: "Abrir" }).click();
  backdropClick();
  await expect.element(page.getByRole("dialog", { name: "Nova coisa" })).not.toBeInTheDocument();
});

test("a dialog with typed work asks on Escape, backdrop and close button, and keeps the work", async () => {
  await render(<DialogWithForm />);
  await page.getByRole("button", { name: "Abrir" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill("Mecânica");
  await userEvent.keyboard("{Escape}");
  const question = page.getByRole("alertdialog", { name: /Descartar o que foi digitado\?/ });
  await expect.element(question).toBeVisible();
  await expect.element(page.getByRole("button", { name: "Continuar editando" })).toHaveFocus();
  await page.getByRole("button", { name: "Continuar editando" }).click();
  await expect.element(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Mecânica");

  backdropClick();
  await expect.element(question).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Mecânica");

  await page.getByRole("button", { name: "Fechar" }).click();
  await page.getByRole("button", { name: "Descartar", exact: true }).click();
  await expect.element(page.getByRole("dialog", { name: "Nova coisa" })).not.toBeInTheDocument();
  await page.getByRole("button", { name: "Abrir" }).click();
  await expect.element(page.getByRole("textbox", { name: "Nome" })).toHaveValue("");
});

function pages() {
  const shell = (element: React.ReactNode) => (
    <I18nProvider i18n={i18n}>
      {element}
      <UnsavedGuard />
    </I18nProvider>
  );
  return createMemoryRouter([
    {
      path: "/a",
      element: shell(
        <>
          <form role="search">
            <label>
              Busca
              <input name="q" />
            </label>
          </form>
          <form onSubmit={(event) => event.preventDefault()}>
            <label>
              Título
              <input name="title" />
            </label>
            <button type="submit">Salvar</button>
          </form>
          <Link to="/b">Outra página</Link>
          <Link to="/a?page=2">Página 2</Link>
        </>,
      ),
    },
    { path: "/b", element: shell(<h1>Página B</h1>) },
  ]);
}

const beforeUnloadCancelled = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

test("a search typed in never holds the page; typed work asks before leaving, and saving releases it", async () => {
  const router = pages();
  router.navigate("/a").catch(() => undefined);
  await render(<RouterProvider router={router} />);
  await page.getByRole("textbox", { name: "Busca" }).fill("fis");
  expect(beforeUnloadCancelled()).toBe(false);
  await page.getByRole("link", { name: "Outra página" }).click();
  await expect.element(page.getByRole("heading", { name: "Página B" })).toBeVisible();

  await router.navigate("/a");
  await page.getByRole("textbox", { name: "Título" }).fill("Rascunho");
  expect(beforeUnloadCancelled()).toBe(true);
  // Another query of the same page asks too: a section or a step in the URL takes its form along.
  await page.getByRole("link", { name: "Página 2" }).click();
  await expect.element(page.getByRole("dialog", { name: "Sair sem salvar?" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  expect(router.state.location.search).toBe("");
  await page.getByRole("link", { name: "Outra página" }).click();
  await expect.element(page.getByRole("dialog", { name: "Sair sem salvar?" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  expect(router.state.location.pathname).toBe("/a");
  await expect.element(page.getByRole("textbox", { name: "Título" })).toHaveValue("Rascunho");

  await page.getByRole("link", { name: "Outra página" }).click();
  await page.getByRole("button", { name: "Sair e descartar" }).click();
  await expect.element(page.getByRole("heading", { name: "Página B" })).toBeVisible();
  expect(beforeUnloadCancelled()).toBe(false);

  await router.navigate("/a");
  await page.getByRole("textbox", { name: "Título" }).fill("Enviado");
  await page.getByRole("button", { name: "Salvar" }).click();
  expect(beforeUnloadCancelled()).toBe(false);
  await page.getByRole("link", { name: "Outra página" }).click();
  await expect.element(page.getByRole("heading", { name: "Página B" })).toBeVisible();
});
