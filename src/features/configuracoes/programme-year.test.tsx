import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Phase } from "../../domain/phases.ts";
import type { Request } from "../../domain/requerimentos.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";

/**
 * The office's programme year in /configuracoes against a server played by the test: a decision
 * checked before sending (a refusal needs its reason, a grant at most the months asked), the
 * server's re-checked limit said above the form, and a duplicate phase's 409 beside its code.
 */
type Sent = { method: string; path: string; body: unknown };
const admin = demoUser("Administrador", "zz.office");

function server(write: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  const phase: Phase = {
    id: 1,
    code: "qualificacao",
    programme: "academico",
    degree: "mestrado",
    name: { pt: "Exame de qualificação", en: "Qualifying exam" },
    months: 18,
    milestone: "qualificacao",
    active: true,
  };
  const waiting: Request = {
    id: 12,
    student: { idcbpf: "aluna.ana", name: "Ana Lima" },
    type: "prorrogacao",
    months: 3,
    phases: ["qualificacao"],
    startDate: null,
    endDate: null,
    justification: "Licença médica.",
    attachment: { name: "atestado.pdf", size: 2048 },
    status: "aguardando_secretaria",
    opinion: {
      by: { idcbpf: "prof.lia", name: "Lia Prado" },
      opinion: "favoravel",
      text: "De acordo.",
      at: "2026-11-02T12:00:00Z",
    },
    decision: null,
    createdAt: "2026-11-01T12:00:00Z",
    history: [],
  };
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const entry = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown };
      sent.push(entry);
      return Promise.resolve(write(entry));
    }
    const list = <T,>(items: T[]) => json(200, { items, total: items.length, page: 1, pageSize: 100 });
    if (url.pathname === "/api/fases") return Promise.resolve(list([phase]));
    if (url.pathname === "/api/requerimentos")
      return Promise.resolve(list(url.searchParams.get("status") === "aguardando_secretaria" ? [waiting] : []));
    return Promise.resolve(json(404, { statusCode: 404, message: "Não encontrado." }));
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("the office decides a request: checked before sending, the server's limit said in the form", async () => {
  const limit = "Prorrogação além do limite em Exame de qualificação: restam 2 meses.";
  const sent = server(() => json(422, { statusCode: 422, message: limit, rule: "extension_limit" }));
  await renderApp("/configuracoes?secao=requerimentos", admin);
  const form = page.getByRole("form", { name: "Decisão sobre o requerimento nº 12" });
  await expect.element(form).toBeVisible();
  await expect.element(page.getByText(/Favorável/)).toBeVisible();
  await expect.element(page.getByText(/Fases/).first()).toBeVisible();

  await userEvent.click(form.getByRole("radio", { name: "Indeferido" }));
  await userEvent.click(form.getByRole("button", { name: "Registrar decisão" }));
  await expect
    .element(form.getByRole("textbox", { name: "Motivo (obrigatório)" }))
    .toHaveAttribute("aria-invalid", "true");

  await userEvent.click(form.getByRole("radio", { name: "Deferido" }));
  await userEvent.fill(form.getByRole("spinbutton", { name: "Meses concedidos" }), "4");
  await userEvent.click(form.getByRole("button", { name: "Registrar decisão" }));
  await expect.element(form.getByText("No máximo os 3 meses pedidos.")).toBeVisible();
  expect(sent).toHaveLength(0);

  await userEvent.fill(form.getByRole("spinbutton", { name: "Meses concedidos" }), "3");
  await userEvent.click(form.getByRole("button", { name: "Registrar decisão" }));
  await expect.element(form.getByRole("alert")).toHaveTextContent(limit);
  expect(sent).toEqual([
    { method: "POST", path: "/api/requerimentos/12/decisao", body: { decision: "deferido", months: 3 } },
  ]);
});

test("a duplicate phase is refused beside its code, in English too", async () => {
  const taken = "This programme and degree already have the phase qualificacao.";
  const sent = server(() => json(409, { statusCode: 409, message: taken }));
  await renderApp("/en/configuracoes?secao=fases&programa=academico&nivel=mestrado", admin);
  await expect.element(page.getByText("Qualifying exam", { exact: true })).toBeVisible();
  await userEvent.click(page.getByRole("button", { name: "New phase" }));
  const form = page.getByRole("form", { name: "New phase" });
  await userEvent.fill(form.getByRole("textbox", { name: "Code" }), "qualificacao");
  await userEvent.fill(form.getByRole("textbox", { name: "Name in Portuguese" }), "Qualificação");
  await userEvent.fill(form.getByRole("textbox", { name: "Name in English" }), "Qualifying");
  await userEvent.fill(form.getByRole("spinbutton", { name: "Months after entry" }), "18");
  await userEvent.click(form.getByRole("button", { name: "Create phase" }));
  await expect.element(form.getByRole("textbox", { name: "Code" })).toHaveAttribute("aria-invalid", "true");
  await expect.element(form.getByText(taken)).toBeVisible();
  expect(sent).toEqual([
    {
      method: "POST",
      path: "/api/fases",
      body: {
        code: "qualificacao",
        programme: "academico",
        degree: "mestrado",
        name: { pt: "Qualificação", en: "Qualifying" },
        months: 18,
        milestone: null,
        active: true,
      },
    },
  ]);
});
