import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch } from "../../../tests/browser/network.ts";

/**
 * The login form checks its input with loginSchema before anything is sent. (The calls
 * themselves run against the real server in the end-to-end tests.)
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

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

test("a wait (429) is said once, inline and read out, not as toasts; the fields keep what was typed", async () => {
  let tries = 0;
  interceptFetch("/api/_auth/session", (_url, init) => {
    if ((init?.method ?? "GET") === "GET") return { status: 200, body: {} };
    tries += 1;
    return Promise.resolve(
      new Response(
        JSON.stringify({
          statusCode: 429,
          message: "Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo.",
        }),
        { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "120" } },
      ),
    );
  });
  await renderApp("/login", null);
  await userEvent.fill(page.getByLabelText("Identificador (idcbpf)"), "docente");
  await userEvent.fill(page.getByLabelText("Senha"), "segredo-errado");
  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => tries).toBe(i);
    await expect.element(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
  }
  const alert = page.getByRole("alert");
  await expect.element(alert).toHaveTextContent("Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo.");
  expect(alert.elements()).toHaveLength(1);
  expect(page.getByText(/Aguarde 2 minutos/).elements()).toHaveLength(1);
  await expect.element(page.getByLabelText("Identificador (idcbpf)")).toHaveValue("docente");
  await expect.element(page.getByLabelText("Senha")).toHaveValue("segredo-errado");
});

for (const run of [
  {
    path: "/login",
    forgot: "Esqueci minha senha",
    field: "Identificador (idcbpf) ou e-mail",
    send: "Enviar link",
    required: "Informe o identificador ou o e-mail.",
    sent: "Verifique seu e-mail",
    back: "Voltar para a entrada",
    language: "pt-BR",
  },
  {
    path: "/en/login",
    forgot: "Forgot my password",
    field: "Identifier (idcbpf) or e-mail",
    send: "Send link",
    required: "Enter your identifier or e-mail.",
    sent: "Check your e-mail",
    back: "Back to the login",
    language: "en-US",
  },
]) {
  test(`"${run.forgot}" asks for the idcbpf or e-mail and says one thing whatever it was (${run.language})`, async () => {
    const sent: { body: unknown; language: string | null }[] = [];
    interceptFetch("/api/_auth/", (url, init) => {
      if (url.pathname === "/api/_auth/session") return { status: 200, body: {} };
      sent.push({
        body: JSON.parse(String(init?.body)) as unknown,
        language: new Headers(init?.headers).get("accept-language"),
      });
      return { status: 202, body: { sent: true } };
    });
    const { router } = await renderApp(run.path, null);
    await page.getByRole("link", { name: run.forgot }).click();
    await expect.element(page.getByRole("heading", { level: 2, name: run.forgot })).toBeVisible();
    expect(router.state.location.search).toBe("?recuperar");
    const field = page.getByLabelText(run.field);
    await expect.element(field).toHaveFocus();
    await page.getByRole("button", { name: run.send }).click();
    await expect.element(field).toHaveAccessibleDescription(expect.stringContaining(run.required));
    expect(sent).toEqual([]);

    await userEvent.fill(field, "  ana.carvalho@example.org ");
    await page.getByRole("button", { name: run.send }).click();
    const answer = page.getByRole("status").filter({ hasText: run.sent });
    await expect.element(answer).toBeVisible();
    await expect.element(answer).toHaveFocus();
    expect(sent).toEqual([{ body: { login: "ana.carvalho@example.org" }, language: run.language }]);
    await page.getByRole("link", { name: run.back }).click();
    await expect.element(page.getByRole("link", { name: run.forgot })).toBeVisible();
    expect(router.state.location.search).toBe("");
  });
}
