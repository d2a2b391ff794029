import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { renderApp } from "../../../tests/browser/helpers.tsx";

/**
 * The login form checks its input with loginSchema before anything is sent. (The calls
 * themselves run against the real server in the end-to-end tests.)
 */
test("empty fields get inline errors, in Portuguese, and focus goes to the first", async () => {
  await renderApp("/login", null);
  await page.getByRole("button", { name: "Entrar" }).click();
  const idcbpf = page.getByLabelText("Identificador (idcbpf)");
  await expect.element(idcbpf).toHaveAttribute("aria-invalid", "true");
  await expect.element(idcbpf).toHaveFocus();
  await expect.element(page.getByText("Informe a senha.")).toBeVisible();
  await expect.element(page.getByText(/^Identificador inválido/)).toBeVisible();
  await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
});

test("in English the same errors are in English, tied to their fields", async () => {
  await renderApp("/en/login", null);
  await userEvent.fill(page.getByLabelText("Identifier (idcbpf)"), "Not Valid!");
  await userEvent.fill(page.getByLabelText("Password"), "x");
  await page.getByRole("button", { name: "Log in" }).click();
  const field = page.getByLabelText("Identifier (idcbpf)");
  await expect
    .element(field)
    .toHaveAccessibleDescription(
      "Invalid identifier: use lowercase letters, digits, dot, hyphen or underscore (2 to 64).",
    );
  await expect.element(page.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
});
