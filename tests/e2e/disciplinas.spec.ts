import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login } from "./helpers.ts";

/**
 * The subject catalogue through the real UI, in both languages: the Administrador creates a
 * subject with the form (its prerequisite chosen with the keyboard from the search-as-you-type
 * picker) and finds it again by a search typed without accents; a Discente reads the catalogue
 * on a phone, with no write controls. Every subject here is this spec's own (`ZZE-` codes, one
 * set per language), since all spec files share one server and one database.
 */
const RUNS: Record<
  Locale,
  {
    code: string;
    prerequisite: { code: string; name: string };
    name: { pt: string; en: string };
    search: string;
    words: Record<string, string>;
  }
> = {
  pt: {
    code: "ZZE-801",
    prerequisite: { code: "ZZE-811", name: "Fundamentos Zeta" },
    name: { pt: "Eletrodinâmica Quântica Zeta", en: "Zeta Quantum Electrodynamics" },
    search: "eletrodinamica quantica zeta",
    words: {
      new: "Nova disciplina",
      code: "Código",
      namePt: "Nome em português",
      nameEn: "Nome em inglês",
      syllabusPt: "Ementa em português",
      credits: "Créditos",
      hours: "Carga horária (horas)",
      programme: "Programa",
      prerequisites: "Pré-requisitos",
      create: "Criar disciplina",
      created: "Disciplina ZZE-801 criada.",
      search: "Buscar por código ou nome",
      found: "1 disciplina encontrada.",
      syllabus: "Ementa",
      remove: "Remover",
    },
  },
  en: {
    code: "ZZE-802",
    prerequisite: { code: "ZZE-812", name: "Omega Foundations" },
    name: { pt: "Óptica Não Linear Ômega", en: "Omega Nonlinear Optics" },
    search: "OPTICA nao linear omega",
    words: {
      new: "New subject",
      code: "Code",
      namePt: "Name in Portuguese",
      nameEn: "Name in English",
      syllabusPt: "Syllabus in Portuguese",
      credits: "Credits",
      hours: "Workload (hours)",
      programme: "Programme",
      prerequisites: "Prerequisites",
      create: "Create subject",
      created: "Subject ZZE-802 created.",
      search: "Search by code or name",
      found: "1 subject found.",
      syllabus: "Syllabus",
      remove: "Remove",
    },
  },
};

/** A subject created through the API as the office, for a test to lean on. */
async function createSubject(request: APIRequestContext, code: string, name: string): Promise<void> {
  const session = await request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const res = await request.post("/api/disciplinas", {
    data: { code, name: { pt: name, en: name }, credits: 2, hours: 30 },
  });
  expect(res.status(), `create ${code}`).toBe(201);
}

for (const [locale, run] of Object.entries(RUNS) as [Locale, (typeof RUNS)[Locale]][]) {
  test(`the Administrador creates a subject and finds it by a search without accents (${locale})`, async ({ page }) => {
    const { words } = run;
    await login(page, DEMO.Administrador);
    await createSubject(page.request, run.prerequisite.code, run.prerequisite.name);
    await page.goto(localizePath("/disciplinas", locale));
    await page.getByRole("button", { name: words.new }).click();

    const form = page.getByRole("dialog", { name: words.new });
    await form.getByLabel(words.code, { exact: true }).fill(run.code.toLowerCase());
    await form.getByLabel(words.namePt).fill(run.name.pt);
    await form.getByLabel(words.nameEn).fill(run.name.en);
    await form.getByLabel(words.syllabusPt).fill("Campos quantizados e diagramas de Feynman.");
    await form.getByLabel(words.credits).fill("4");
    await form.getByLabel(words.hours).fill("60");
    await form.getByLabel(words.programme).selectOption("academico");

    // The prerequisite is chosen from the catalogue by keyboard, not typed as a code.
    const picker = form.getByRole("combobox", { name: words.prerequisites });
    await picker.fill(run.prerequisite.name.toLowerCase());
    await expect(form.getByRole("option", { name: new RegExp(run.prerequisite.code) })).toBeVisible();
    await picker.press("ArrowDown");
    await picker.press("Enter");
    await expect(form.getByRole("button", { name: `${words.remove} ${run.prerequisite.code}` })).toBeVisible();

    await form.getByRole("button", { name: words.create }).click();
    await expect(page.getByText(words.created)).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByLabel(words.search).fill(run.search);
    await page.getByLabel(words.search).press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(run.search);
    await expect(page.getByText(words.found)).toBeVisible();
    const shownName = locale === "pt" ? run.name.pt : run.name.en;
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: shownName }) });
    await expect(card).toContainText(run.code);
    await expect(card).toContainText(`${run.prerequisite.code} ${run.prerequisite.name}`);
    await card.getByText(words.syllabus, { exact: true }).click();
    await expect(card.getByText("Campos quantizados e diagramas de Feynman.")).toBeVisible();
    // Recorded in Portuguese only: the English screen shows it all the same, saying so.
    if (locale === "en") await expect(card.getByText("Available in Portuguese only.")).toBeVisible();

    // The search is in the URL: opened again (shared, reloaded), it shows the same.
    await page.reload();
    await expect(page.getByRole("heading", { name: shownName })).toBeVisible();
  });
}

test("a Discente reads the catalogue on a phone, in both languages, without write controls", async ({
  page,
  request,
}) => {
  await createSubject(request, "ZZE-821", "Seminários Zeta");
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, DEMO.Discente);
  for (const locale of ["pt", "en"] as const) {
    await page.goto(`${localizePath("/disciplinas", locale)}?q=zze-821`);
    await expectPath(page, localizePath("/disciplinas", locale));
    await expect(page.getByRole("heading", { name: /ZZE-821/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Nova disciplina|New subject/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Editar|Edit|Desativar|Deactivate/ })).toHaveCount(0);
    // Nothing overflows sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  // An unknown search says so once.
  await page.goto("/disciplinas?q=nada-que-exista-zzz");
  await expect(page.getByText("Nenhuma disciplina encontrada.")).toBeVisible();
  await expect(page.getByText(/encontradas?\.$/)).toHaveCount(1);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a catalogue page once seen opens offline, marked; its write buttons say they need the connection", async ({
    page,
    context,
  }) => {
    await login(page, DEMO.Administrador);
    await createSubject(page.request, "ZZE-831", "Tópicos Desconectados Zeta");
    await page.goto("/disciplinas?q=zze-831");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole("heading", { name: /ZZE-831/ })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Offline — atualizado em \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /ZZE-831/ })).toBeVisible();
    const create = page.getByRole("button", { name: "Nova disciplina" });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      "Sem conexão: criar, editar e desativar disciplinas precisa da internet.",
    );
    await expect(page.getByRole("button", { name: /^Editar ZZE-831/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Desativar ZZE-831/ })).toBeDisabled();
    await context.setOffline(false);
  });
});
