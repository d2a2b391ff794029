import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { GovAgenda, GovStudent } from "../../src/domain/gov.ts";
import { renderApp, settled } from "./helpers.tsx";
import { interceptFetch } from "./network.ts";

/**
 * The app's own /gov pages (what a navigation inside the app renders; a full load gets the
 * server's HTML) against a server the test plays: the list and the week from the public API,
 * the search in the address and sent as `q`, in both languages, for a visitor.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

const students: GovStudent[] = [
  { name: "Ana Conceição", degree: "doutorado", advisor: "Rui Prado", entryTerm: "2024.1" },
  { name: "Bruno Dias", degree: "mestrado", advisor: null, entryTerm: null },
];

const agenda: GovAgenda = {
  term: { code: "2026.2", startDate: "2026-08-03", endDate: "2026-12-11" },
  items: [
    {
      subject: { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" } },
      teachers: [{ name: "Rui Prado", responsible: true }],
      slots: [
        { weekday: 2, start: "08:00", end: "10:00", room: "Sala 201" },
        { weekday: 6, start: "14:00", end: "16:00", room: "Sala 202" },
      ],
      language: "en",
    },
  ],
};

test("the students of a programme as a table, searched through the address", async () => {
  const { calls } = interceptFetch("/api/gov/", (url) => ({
    status: 200,
    body: { items: url.searchParams.get("q") ? students.slice(0, 1) : students },
  }));
  const { router } = await renderApp("/gov/discente-academico", null);
  await expect.element(page.getByRole("heading", { level: 1, name: "Discente Acadêmico" })).toBeVisible();
  const table = page.getByRole("table", { name: "Discente Acadêmico" });
  await expect.element(table.getByRole("rowheader", { name: "Ana Conceição" })).toBeVisible();
  await expect.element(table.getByRole("cell", { name: "Doutorado" })).toBeVisible();
  await expect.element(table.getByRole("cell", { name: "Rui Prado" })).toBeVisible();
  await expect.element(page.getByText("2 resultados.")).toBeVisible();
  expect(calls[0]?.pathname).toBe("/api/gov/discentes");
  expect(calls[0]?.searchParams.get("programme")).toBe("academico");

  await userEvent.fill(page.getByLabelText("Buscar por nome do discente ou do orientador"), "conceicao");
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByText("1 resultado para “conceicao”.")).toBeVisible();
  expect(await settled(router)).toBe("/gov/discente-academico?q=conceicao");
  expect(calls.at(-1)?.searchParams.get("q")).toBe("conceicao");
  await expect.element(table.getByRole("rowheader", { name: "Bruno Dias" })).not.toBeInTheDocument();
});

test("the agenda as a week, Sunday-first days with their classes, in English", async () => {
  interceptFetch("/api/gov/agenda", () => ({ status: 200, body: agenda }));
  await renderApp("/en/gov/agenda-disciplinas", null);
  await expect.element(page.getByRole("heading", { level: 1, name: "Subject Schedule" })).toBeVisible();
  await expect.element(page.getByRole("heading", { level: 2 })).toHaveTextContent("Classes of the week · Term 2026.2");
  const days = page.getByRole("list", { name: "Classes of the week" });
  await expect.element(days.getByRole("heading", { level: 3, name: "Tuesday" })).toBeVisible();
  const saturday = page.getByRole("list", { name: "Saturday" });
  await expect.element(saturday.getByText("FIS-501 Quantum Mechanics I")).toBeVisible();
  await expect.element(saturday.getByText("Sala 202")).toBeVisible();
  // Monday to Friday always, Saturday because a class falls on it, no Sunday.
  const names = [...document.querySelectorAll("h3")].map((h) => h.textContent);
  expect(names).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
});

test("without a current term the agenda says so", async () => {
  interceptFetch("/api/gov/agenda", () => ({ status: 200, body: { term: null, items: [] } }));
  await renderApp("/gov/agenda-disciplinas", null);
  await expect.element(page.getByText("Não há período letivo em curso.")).toBeVisible();
});
