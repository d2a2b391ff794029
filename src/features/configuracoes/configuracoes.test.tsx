import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import type { Term } from "../../domain/terms.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline } from "../../../tests/browser/network.ts";

/**
 * The office's settings page with the API answered by the test: the terms as timelines, the
 * term form's checks before sending and the server's refusals beside the fields, the concept
 * table's `concept_in_use`, and the audit log's field-by-field diff.
 */
const admin = demoUser("Administrador", "zz.office");

const CURRENT: Term = {
  code: "2026.2",
  offeringStart: "2026-06-01",
  offeringEnd: "2026-06-30",
  enrolmentStart: "2026-07-20",
  enrolmentEnd: "2026-08-07",
  startDate: "2026-08-03",
  dropDeadline: "2026-08-28",
  endDate: "2026-12-18",
  gradeDeadline: "2027-01-08",
  current: true,
};
const SETTINGS = { ...DEFAULT_SETTINGS, concepts: DEFAULT_CONCEPTS };

type Sent = { method: string; path: string; body: unknown };

/** The API of this page: terms, settings, audit; writes recorded and answered by `write`. */
function server(write: (sent: Sent) => Response = () => json(500, { statusCode: 500, message: "" })) {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const entry = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown };
      sent.push(entry);
      return write(entry);
    }
    if (url.pathname === "/api/periodos") return json(200, { items: [CURRENT], total: 1, page: 1, pageSize: 20 });
    if (url.pathname === "/api/configuracoes") return json(200, SETTINGS);
    if (url.pathname === "/api/auditoria")
      return json(200, {
        items: [
          {
            id: 7,
            at: "2026-11-20T13:00:00Z",
            actor: { idcbpf: "admin", name: "Helena Moreira" },
            action: "update",
            entity: "term",
            entityId: "2026.2",
            before: { ...CURRENT, endDate: "2026-12-18" },
            after: { ...CURRENT, endDate: "2026-12-19" },
            about: null,
          },
          {
            id: 8,
            at: "2026-11-21T14:30:00Z",
            actor: { idcbpf: "admin", name: "Helena Moreira" },
            action: "enrolment.decide",
            entity: "enrolment",
            entityId: "ABCD2345EFGH6789JKMN0123PQRS",
            before: { status: "pendente" },
            after: { status: "indeferida", reason: "Sem vaga no horário" },
            about: { name: "Ana Carvalho", code: "FIS-620" },
          },
          {
            id: 9,
            at: "2026-11-22T14:30:00Z",
            actor: { idcbpf: "admin", name: "Helena Moreira" },
            action: "update",
            entity: "subject",
            entityId: "FIS-501",
            before: { code: "FIS-501", name: { pt: "Óptica", en: "Optics" } },
            after: { code: "FIS-501", name: { pt: "Óptica", en: "Optics I" } },
            about: null,
          },
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      });
    return json(404, { statusCode: 404, message: "Não encontrado." });
  });
  return { sent };
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("terms are listed as timelines, the current one marked, the section in the URL", async () => {
  server();
  await renderApp("/configuracoes", admin);
  const card = page.getByRole("article", { name: "2026.2" });
  await expect.element(card).toBeVisible();
  await expect.element(card.getByText("Período atual")).toBeVisible();
  await expect.element(card.getByText("01/06/26 – 30/06/26")).toBeVisible();
  await expect.element(card.getByText("Notas até")).toBeVisible();
  await expect.element(card.getByRole("button", { name: /Tornar atual/ })).not.toBeInTheDocument();
  const nav = page.getByRole("navigation", { name: "Seções das configurações" });
  await expect.element(nav.getByRole("link", { name: "Períodos" })).toHaveAttribute("aria-current", "page");
  await expect.element(page.getByText(/próxima etapa|chegam/)).not.toBeInTheDocument();
});

test("the term form refuses dates out of order before sending, and shows the server's overlap beside the dates", async () => {
  const { sent } = server(() =>
    json(422, {
      statusCode: 422,
      rule: "term_overlap",
      message: "As datas se sobrepõem às do período 2026.2.",
      fields: {
        startDate: "As datas se sobrepõem às do período 2026.2.",
        endDate: "As datas se sobrepõem às do período 2026.2.",
      },
    }),
  );
  await renderApp("/configuracoes?secao=periodos", admin);
  await page.getByRole("button", { name: "Novo período" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo período" });
  await dialog.getByLabelText("Código (AAAA.N)").fill("2027.1");
  const dates: Record<string, string> = {
    "Início da ofertagem": "2026-11-02",
    "Fim da ofertagem": "2027-02-08",
    "Início da matrícula": "2027-02-08",
    "Fim da matrícula": "2027-02-26",
    "Início do período": "2027-03-01",
    "Fim do período": "2027-07-09",
    "Prazo de trancamento": "2027-03-19",
    "Prazo de notas": "2027-07-30",
  };
  for (const [label, day] of Object.entries(dates)) await dialog.getByLabelText(label, { exact: true }).fill(day);
  await dialog.getByRole("button", { name: "Criar período" }).click();
  const order = "Datas fora de ordem: Fim da ofertagem deve vir antes de Início da matrícula.";
  await expect.element(dialog.getByRole("alert")).toHaveTextContent(order);
  await expect
    .element(dialog.getByLabelText("Fim da ofertagem", { exact: true }))
    .toHaveAttribute("aria-invalid", "true");
  await expect
    .element(dialog.getByLabelText("Início da matrícula", { exact: true }))
    .toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  await dialog.getByLabelText("Fim da ofertagem", { exact: true }).fill("2027-01-29");
  await dialog.getByRole("button", { name: "Criar período" }).click();
  await expect.element(dialog.getByRole("alert")).toHaveTextContent("As datas se sobrepõem às do período 2026.2.");
  await expect
    .element(dialog.getByLabelText("Início do período", { exact: true }))
    .toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([
    { method: "POST", path: "/api/periodos", body: expect.objectContaining({ code: "2027.1", current: false }) },
  ]);
});

test("removing a concept in use shows the server's concept_in_use above the table", async () => {
  const text = "O conceito T já foi usado em notas ou aproveitamentos e não pode ser removido.";
  const { sent } = server(() => json(422, { statusCode: 422, rule: "concept_in_use", message: text }));
  await renderApp("/configuracoes?secao=conceitos", admin);
  await page.getByRole("button", { name: "Remover T" }).click();
  await userEvent.click(page.getByRole("button", { name: "Salvar tabela de conceitos" }));
  await expect.element(page.getByText(text, { exact: true }).first()).toBeVisible();
  expect((sent[0]?.body as { concepts: { concept: string }[] }).concepts.map((c) => c.concept)).toEqual([
    "A",
    "B",
    "C",
    "D",
    "R",
  ]);
});

test("an audit entry shows what changed, field by field, in the UI language", async () => {
  server();
  await renderApp("/en/configuracoes?secao=auditoria", admin);
  const entry = page.getByRole("article").filter({ hasText: "Helena Moreira changed term 2026.2" });
  await expect.element(entry).toBeVisible();
  // At the institution's time, naming its zone.
  await expect.element(entry.getByText(/10:00\sAM \(Brasilia Standard Time\)/)).toBeVisible();
  await expect.element(entry.getByText("Term end")).toBeVisible();
  await expect.element(entry.getByText("2026-12-18")).toBeVisible();
  await expect.element(entry.getByText("2026-12-19")).toBeVisible();
  expect(entry.element().textContent).toContain("Helena Moreira (admin)");
  await expect.element(entry.getByText("Term start")).not.toBeInTheDocument();
});

test("the temporary password's lifetime: 7 days shown, checked from 1 to 90 before sending, then saved", async () => {
  const { sent } = server((entry) => json(200, { ...SETTINGS, ...(entry.body as object) }));
  await renderApp("/en/configuracoes?secao=instituicao", admin);
  const days = page.getByLabelText("Temporary password lifetime (days)");
  await expect.element(days).toHaveValue(7);
  await userEvent.fill(days, "0");
  await userEvent.click(page.getByRole("button", { name: "Save", exact: true }));
  await expect.element(days).toHaveAccessibleDescription(expect.stringContaining("The minimum is 1."));
  expect(sent).toEqual([]);
  await userEvent.fill(days, "14");
  await userEvent.click(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ method: "PATCH", path: "/api/configuracoes", body: { temporaryPasswordDays: 14 } });
});

test("each audit entry says who did what to whom, with labels and values in words, in both languages", async () => {
  server();
  const { screen } = await renderApp("/configuracoes?secao=auditoria", admin);
  const decision = page.getByRole("heading", {
    name: "Helena Moreira indeferiu a matrícula de Ana Carvalho em FIS-620: motivo Sem vaga no horário",
  });
  await expect.element(decision).toBeVisible();
  const card = page.getByRole("article").filter({ has: decision });
  await expect.element(card.getByText("Situação")).toBeVisible();
  await expect.element(card.getByText("Pendente")).toBeVisible();
  await expect.element(card.getByText("Indeferida")).toBeVisible();
  await expect.element(card.getByText("Motivo")).toBeVisible();
  await expect.element(card.getByText(/Horário Padrão de Brasília/)).toBeVisible();
  const renamed = page.getByRole("article").filter({ hasText: "Helena Moreira alterou a disciplina FIS-501" });
  await expect.element(renamed.getByText("Nome (inglês)")).toBeVisible();
  expect(renamed.element().textContent).not.toContain("name.en");
  // The kinds of change to search by are the entries' own words.
  await expect
    .element(page.getByRole("combobox", { name: "Tipo de alteração" }).getByRole("option", { name: "Matrícula" }))
    .toBeInTheDocument();
  screen.unmount();

  await renderApp("/en/configuracoes?secao=auditoria", admin);
  await expect
    .element(
      page.getByRole("heading", {
        name: "Helena Moreira rejected Ana Carvalho's enrolment in FIS-620: reason Sem vaga no horário",
      }),
    )
    .toBeVisible();
  await expect.element(page.getByText("Name (English)")).toBeVisible();
});
