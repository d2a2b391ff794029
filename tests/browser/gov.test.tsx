import { afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import { GOV_LIST_PAGES, type GovAgenda, type GovPeopleQuery, type GovStudent } from "../../src/domain/gov.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { ServerPageId } from "../../src/domain/routes.ts";
import { listContent, type GovReaders } from "../../src/server/gov/gov-lists.ts";
import { SafeHtml } from "../../src/server/gov/html.ts";
import { listPage, searchState } from "../../src/server/gov/list-page.ts";

/**
 * The server's /gov pages as a browser reads them: each page is rendered by the server's own
 * functions (src/server/gov, with reads the test plays) and put into Chromium's DOM, where the
 * people, the search and the week are found by role, as a visitor or a screen reader finds them.
 * The pages' routing, database reads and access log: src/server/gov/gov-pages.test.ts; the
 * search sent as a form, framing and offline: tests/e2e/gov.spec.ts.
 */
const shown: HTMLElement[] = [];
afterEach(() => {
  for (const element of shown.splice(0)) element.remove();
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

const nothing: GovReaders = {
  teachers: () => Promise.resolve([]),
  students: () => Promise.resolve([]),
  agenda: () => Promise.resolve({ term: null, items: [] }),
};

/** The page `id` at `?q=`, as the server renders it, in the test's document; its <title> and lang. */
async function show(read: GovReaders, locale: Locale, id: ServerPageId, q = ""): Promise<Document> {
  const listed = GOV_LIST_PAGES.find((candidate) => candidate.id === id);
  if (!listed) throw new Error(`${id} is no list page`);
  const search = searchState(q);
  const content = await listContent(read, locale, listed, search.applied);
  const html = listPage(
    { locale, origin: "https://academico.example.org", styles: new SafeHtml(""), contrast: false },
    id,
    search,
    content,
  );
  const parsed = new DOMParser().parseFromString(html, "text/html");
  for (const element of shown.splice(0)) element.remove();
  const container = document.createElement("div");
  container.innerHTML = parsed.body.innerHTML;
  document.body.append(container);
  shown.push(container);
  return parsed;
}

test("the students of a programme as a table, searched through the address", async () => {
  const asked: GovPeopleQuery[] = [];
  const read: GovReaders = {
    ...nothing,
    students: (query) => (asked.push(query), Promise.resolve(query.q ? students.slice(0, 1) : students)),
  };
  const parsed = await show(read, "pt", "govDiscenteAcademico");
  expect(parsed.title).toBe("Discente Acadêmico · Acadêmico");
  expect(parsed.documentElement.lang).toBe("pt-BR");
  await expect.element(page.getByRole("heading", { level: 1, name: "Discente Acadêmico" })).toBeVisible();
  const table = page.getByRole("table", { name: "Discente Acadêmico" });
  await expect.element(table.getByRole("rowheader", { name: "Ana Conceição" })).toBeVisible();
  await expect.element(table.getByRole("cell", { name: "Doutorado" })).toBeVisible();
  await expect.element(table.getByRole("cell", { name: "Rui Prado" })).toBeVisible();
  await expect.element(page.getByRole("status").filter({ hasText: "2 resultados." })).toBeVisible();
  expect(asked).toEqual([{ programme: "academico", q: undefined }]);

  // The search is the address's `?q=` (the form sends it there: tests/e2e/gov.spec.ts).
  await show(read, "pt", "govDiscenteAcademico", "conceicao");
  const box = page.getByRole("searchbox", { name: "Buscar por nome do discente ou do orientador" });
  await expect.element(box).toHaveValue("conceicao");
  await expect.element(page.getByText("1 resultado para “conceicao”.")).toBeVisible();
  await expect.element(page.getByRole("link", { name: "Limpar a busca" })).toHaveAttribute("href", "?");
  expect(asked.at(-1)).toEqual({ programme: "academico", q: "conceicao" });
  await expect.element(table.getByRole("rowheader", { name: "Bruno Dias" })).not.toBeInTheDocument();
});

test("the agenda as a week, Sunday-first days with their classes, in English", async () => {
  await show({ ...nothing, agenda: () => Promise.resolve(agenda) }, "en", "govAgendaDisciplinas");
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
  await show(nothing, "pt", "govAgendaDisciplinas");
  await expect.element(page.getByText("Não há período letivo em curso.")).toBeVisible();
});
