import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { UserDetail } from "../../domain/desligamento.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";
import { dismissalFormErrors } from "./dismissal-form.tsx";

/**
 * The office's part of a student's programme year on `/usuarios/{idcbpf}`: the entry date in the
 * edit form and the dismissal (its own checks, the confirmation, a refusal beside its field, the
 * record), against a server the test plays.
 */
type Call = { method: string; path: string; body: unknown };

function usersServer(reply: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/usuarios")) return real(input, init);
    const call = {
      method: init?.method ?? "GET",
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = reply(call);
    return json(answer.status, answer.body);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

const admin = demoUser("Administrador", "admin");
const ana: UserDetail = {
  ...demoUser("Discente", "ana.b"),
  name: "Ana Beatriz",
  entryTerm: "2025.1",
  entryDate: "2025-03-03",
  dismissal: null,
};
const dismissed: UserDetail = {
  ...ana,
  status: "inativo",
  dismissal: {
    reason: "outro",
    date: "2026-01-10",
    notes: "Mudou de país",
    by: { idcbpf: "admin", name: "Helena Moreira" },
    at: "2026-01-10T13:00:00.000Z",
  },
};

test("the form's own checks: a reason, notes with “outro”, a day not after today", () => {
  const today = "2026-05-10";
  expect(Object.keys(dismissalFormErrors({ reason: "", date: today, notes: "" }, today, "pt").errors)).toEqual([
    "reason",
  ]);
  const other = dismissalFormErrors({ reason: "outro", date: today, notes: "  " }, today, "en");
  expect(other.errors).toEqual({ notes: "With the reason “other”, describe it in the notes." });
  const future = dismissalFormErrors({ reason: "abandono", date: "2026-05-11", notes: "" }, today, "pt");
  expect(future.errors.date).toMatch(/ainda não chegou/);
  expect(future.input).toBeNull();
  expect(dismissalFormErrors({ reason: "abandono", date: today, notes: "" }, today, "pt").input).toEqual({
    reason: "abandono",
    date: today,
  });
});

test("the entry date is in the office's form; emptied, it is sent as null (the default comes back)", async () => {
  const calls = usersServer(({ method, body }) => ({
    status: 200,
    body: { user: method === "PATCH" ? { ...ana, ...(body as object), entryDate: "2025-03-03" } : ana },
  }));
  await renderApp("/usuarios/ana.b", admin);
  const field = page.getByLabelText("Data de ingresso");
  await expect.element(field).toHaveValue("2025-03-03");
  await userEvent.clear(field);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect.element(page.getByText("Alterações salvas.")).toBeVisible();
  expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ entryDate: null });
});

test("dismissal: checked before asking, confirmed with what follows, a refusal beside its field, then the record", async () => {
  let refuse = true;
  const calls = usersServer(({ method, path }) => {
    if (method === "POST" && path.endsWith("/desligamento")) {
      if (refuse) {
        refuse = false;
        return {
          status: 422,
          body: { statusCode: 422, rule: "final_version_missing", message: "Falta a versão final da defesa." },
        };
      }
      return { status: 200, body: { user: dismissed } };
    }
    return { status: 200, body: { user: ana } };
  });
  await renderApp("/usuarios/ana.b", admin);
  const form = page.getByRole("form", { name: "Desligar Ana Beatriz" });
  await expect.element(form).toBeVisible();

  await form.getByRole("button", { name: "Desligar" }).click();
  await expect.element(form.getByLabelText("Motivo")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabelText("Motivo").selectOptions("outro");
  await form.getByRole("button", { name: "Desligar" }).click();
  await expect.element(form.getByText("Com o motivo “outro”, descreva-o nas observações.")).toBeVisible();
  expect(calls.filter((call) => call.method === "POST")).toEqual([]);

  await form.getByLabelText("Observações (obrigatórias)").fill("Mudou de país");
  await form.getByLabelText("Motivo").selectOptions("conclusao");
  await form.getByRole("button", { name: "Desligar" }).click();
  const dialog = page.getByRole("dialog", { name: "Desligar Ana Beatriz?" });
  await expect.element(dialog.getByText(/A situação passa a Egresso/)).toBeVisible();
  await expect.element(dialog.getByText(/bancas propostas ou agendadas, canceladas/)).toBeVisible();
  await dialog.getByRole("button", { name: "Desligar" }).click();
  await expect.element(form.getByText("Falta a versão final da defesa.").first()).toBeVisible();
  await expect.element(form.getByLabelText("Motivo")).toHaveAttribute("aria-invalid", "true");
  await expect.element(page.getByText("Desligamento não registrado")).toBeVisible();

  await form.getByLabelText("Motivo").selectOptions("outro");
  await form.getByRole("button", { name: "Desligar" }).click();
  await page.getByRole("dialog", { name: "Desligar Ana Beatriz?" }).getByRole("button", { name: "Desligar" }).click();
  await expect.element(page.getByText("Ana Beatriz foi desligado(a).")).toBeVisible();
  await expect.element(page.getByText("Mudou de país")).toBeVisible();
  await expect.element(page.getByText(/Helena Moreira, em/)).toBeVisible();
  await expect.element(page.getByRole("form", { name: "Desligar Ana Beatriz" })).not.toBeInTheDocument();
  const posted = calls.filter((call) => call.method === "POST").map((call) => call.body);
  expect(posted).toEqual([
    { reason: "conclusao", date: expect.any(String), notes: "Mudou de país" },
    { reason: "outro", date: expect.any(String), notes: "Mudou de país" },
  ]);
});

test("the record of a dismissal reads in English under /en", async () => {
  usersServer(() => ({ status: 200, body: { user: dismissed } }));
  await renderApp("/en/usuarios/ana.b", admin);
  await expect.element(page.getByRole("heading", { name: "Dismissal" })).toBeVisible();
  await expect.element(page.getByText("Other reason")).toBeVisible();
  await expect.element(page.getByText(/Helena Moreira, on/)).toBeVisible();
  await expect.element(page.getByRole("form", { name: /Dismiss/ })).not.toBeInTheDocument();
});
