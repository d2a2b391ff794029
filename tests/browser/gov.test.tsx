import { afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import type { PublicCommittee } from "../../src/domain/defesas.ts";
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
  { name: "Ana Conceição", degree: "doutorado", advisor: "Rui Prado", entryTerm: "2024.1", scholarship: null },
  { name: "Bruno Dias", degree: "mestrado", advisor: null, entryTerm: null, scholarship: "CNPq" },
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
  defences: () => Promise.resolve({ from: "2026-01-01", to: "2026-07-01", items: [] }),
};

const defences: PublicCommittee[] = [
  {
    id: 7,
    kind: "defesa",
    degree: "doutorado",
    programme: "academico",
    date: "2026-03-10",
    time: "14:00",
    place: null,
    remoteLink: "https://meet.example.org/defesa",
    language: "en",
    title: "Coupled cavities",
    student: { name: "Ana Conceição" },
    advisor: { name: "Rui Prado" },
    members: [
      { name: "Rui Prado", institution: "Instituto Zé", role: "presidente" },
      { name: "John Smith", institution: "MIT", role: "titular" },
    ],
    status: "agendada",
  },
  {
    id: 8,
    kind: "qualificacao",
    degree: "mestrado",
    programme: "profissional",
    date: "2026-02-01",
    time: "09:30",
    place: "Sala 101",
    remoteLink: null,
    language: "pt",
    title: "Plano de dissertação",
    student: { name: "Bruno Dias" },
    advisor: null,
    members: [{ name: "Rui Prado", institution: "Instituto Zé", role: "presidente" }],
    status: "realizada",
  },
];

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
  await expect.element(table.getByRole("rowheader", { name: "Ana Conceição", exact: true })).toBeVisible();
  // A scholarship holder: its sponsor beside its name, read with it (funding spec P5).
  await expect.element(table.getByRole("rowheader", { name: "Bruno Dias bolsista CNPq", exact: true })).toBeVisible();
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

  await show(read, "en", "govDiscenteAcademico");
  await expect
    .element(page.getByRole("rowheader", { name: "Bruno Dias CNPq scholarship holder", exact: true }))
    .toBeVisible();
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

test("the calendar of defences as cards: day, time, kind, people and where, in both languages", async () => {
  const read: GovReaders = {
    ...nothing,
    defences: () => Promise.resolve({ from: "2026-01-01", to: "2026-07-01", items: defences }),
  };
  const en = await show(read, "en", "govDefesas");
  expect(en.title).toBe("Defences and qualifying exams · Acadêmico");
  await expect.element(page.getByRole("heading", { level: 1, name: "Defences and qualifying exams" })).toBeVisible();
  await expect.element(page.getByText("Committees from 01/01/26 to 07/01/26.")).toBeVisible();
  const remote = page.getByRole("article", { name: /03\/10\/26 · 14:00 Doctoral defence/ });
  await expect.element(remote).toBeVisible();
  await expect.element(remote.getByText("John Smith (MIT) — Full member")).toBeVisible();
  await expect.element(remote.getByText("Rui Prado (Instituto Zé) — Chair")).toBeVisible();
  await expect
    .element(remote.getByRole("link", { name: "Session link (Coupled cavities)" }))
    .toHaveAttribute("href", "https://meet.example.org/defesa");
  expect(remote.element().textContent?.replace(/\s+/g, " ")).toContain("Place Remote: Session link (Coupled cavities)");
  await expect.element(page.getByRole("article", { name: /02\/01\/26 · 09:30 Qualifying exam Held/ })).toBeVisible();
  await expect.element(page.getByRole("status").filter({ hasText: "2 results." })).toBeVisible();

  await show(read, "pt", "govDefesas");
  await expect.element(page.getByRole("heading", { level: 1, name: "Defesas e qualificações" })).toBeVisible();
  const held = page.getByRole("article", { name: /01\/02\/26 · 09:30 Exame de qualificação Realizada/ });
  await expect.element(held.getByText("Sala 101")).toBeVisible();
  const remota = page.getByRole("article", { name: /10\/03\/26 · 14:00 Defesa de doutorado Agendada/ });
  expect(remota.element().textContent?.replace(/\s+/g, " ")).toContain("Local Remota: Link da sessão");
  await expect
    .element(page.getByRole("searchbox", { name: "Buscar por discente, título ou membro da banca" }))
    .toBeVisible();
});
