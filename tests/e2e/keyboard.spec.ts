import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { fitsStudent } from "../../src/domain/enrolment.ts";
import type { Offering } from "../../src/domain/offerings.ts";
import type { Subject } from "../../src/domain/subjects.ts";
import { DEMO, expectPath, login } from "./helpers.ts";
import { expectFocusShown, tabTo } from "./keyboard.ts";

/**
 * The product's main paths with the keyboard alone (no mouse, no click), in real Chromium:
 * logging in, a Discente's enrolment on /matricula, a Docente's grading on /ofertagem and the
 * public check of a printed declaration. At every Tab the focus is shown, moves forward in the
 * page's order and is never under the sticky header (keyboard.ts). The people and classes are the
 * test's own (created through the office's API), so no demo row changes.
 */
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.71" } });

const PASSWORD = "teclado-e2e-1";

/** A Discente of the test's own: academic master's, active, nothing taken yet. */
async function newStudent(office: APIRequestContext, tag: string): Promise<{ idcbpf: string; name: string }> {
  const student = { idcbpf: `zz-teclado-${tag}`, name: `Tecla Discente ${tag}` };
  const created = await office.post("/api/usuarios", {
    data: {
      ...student,
      email: `${student.idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
      password: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return student;
}

async function officeApi(page: Page): Promise<APIRequestContext> {
  const office = page.context().request;
  await login(page, DEMO.Administrador);
  return office;
}

const tag = () => Date.now().toString(36);

test("logging in with the keyboard: skip link, fields, a refusal read at its field, then home (360 px)", async ({
  page,
}) => {
  const office = await officeApi(page);
  const student = await newStudent(office, tag());
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/login");

  // The first Tab shows the bar's first link over the page, on a phone too; Enter goes to the content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Ir para o conteúdo [1]" });
  await expectFocusShown(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  const idcbpf = page.getByLabel("Identificador (idcbpf)");
  await tabTo(page, idcbpf, 3);
  await page.keyboard.type(student.idcbpf);
  await tabTo(page, page.getByLabel("Senha", { exact: true }), 2);
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  // A refusal: said at once; the person stays where they can fix it.
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page.locator(":focus")).toHaveCount(1);
  await page.getByLabel("Senha", { exact: true }).focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expectPath(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
});

/** An offering of the current term a new academic master's student may take: seats left, no prerequisite. */
async function openOffering(office: APIRequestContext): Promise<Offering> {
  const offerings = ((await (await office.get("/api/ofertas?pageSize=100")).json()) as { items: Offering[] }).items;
  for (const offering of offerings.filter((o) => o.taken < o.capacity)) {
    const res = await office.get(`/api/disciplinas/${offering.subject.code}`);
    if (res.status() !== 200) continue;
    const subject = (await res.json()) as Subject;
    if (subject.prerequisites.length === 0 && fitsStudent(subject, { programme: "academico", degree: "mestrado" }))
      return offering;
  }
  throw new Error("the demo's current term has no open offering a new student may take");
}

test("a Discente enrols with the keyboard: finds the offering, asks, hears the answer", async ({ page }) => {
  const office = await officeApi(page);
  const student = await newStudent(office, tag());
  const offering = await openOffering(office);
  await page.context().clearCookies();
  const res = await page.request.post("/api/_auth/session", { data: { idcbpf: student.idcbpf, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto("/matricula");
  await expect(page.getByTestId("offering").first()).toBeVisible();

  // Alt+3: the bar's key to the page's search field.
  await page.keyboard.press("Alt+3");
  const search = page.getByLabel("Buscar disciplina ou docente");
  await expectFocusShown(search);
  await page.keyboard.type(offering.subject.code);
  const card = page.getByRole("article", { name: new RegExp(`^${offering.subject.code} `) });
  await expect(page.getByTestId("offering")).toHaveCount(1);
  const ask = card.getByRole("button", { name: "Pedir matrícula", exact: true });
  await tabTo(page, ask);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${offering.subject.code}: pendente — aguardando o orientador`)).toBeVisible();
  await expect(card.getByText("Pendente (aguardando o orientador)")).toBeVisible();
  // The focus is on the card's new action, "Trancar", not lost to the page; the request is listed.
  await expectFocusShown(card.getByRole("button", { name: "Trancar", exact: true }));
  await expect(page.getByTestId("my-requests")).toContainText(offering.subject.code);
});

type Entry = { idcbpf: string; name: string };

/** A student of the test's own accepted in one of the demo docente's current classes (the office enrols and accepts). */
async function gradedStudent(office: APIRequestContext): Promise<{ offering: Offering; student: Entry }> {
  const student = await newStudent(office, `nota${tag()}`);
  const all = ((await (await office.get("/api/ofertas?pageSize=100")).json()) as { items: Offering[] }).items;
  for (const offering of all.filter((o) => o.teachers.some((teacher) => teacher.idcbpf === DEMO.Docente))) {
    const res = await office.post("/api/matriculas", { data: { offering: offering.id, student: student.idcbpf } });
    if (res.status() !== 201) continue;
    const { codigo, status } = (await res.json()) as { codigo: string; status: string };
    if (status !== "pendente") continue;
    const decided = await office.post(`/api/matriculas/${codigo}/decisao`, { data: { decision: "deferida" } });
    expect(decided.status(), await decided.text()).toBe(200);
    return { offering, student };
  }
  throw new Error("no class of the docente took the test's student");
}

test("a Docente grades with the keyboard: opens the class list, enters a concept and attendance, saves", async ({
  page,
}) => {
  const office = await officeApi(page);
  const { offering, student } = await gradedStudent(office);
  await login(page, DEMO.Docente);
  await page.goto("/ofertagem");
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: offering.subject.code }) })
    .first();
  const classList = item.getByRole("button", { name: "Turma e notas" });
  await expect(classList).toBeVisible();

  await page.keyboard.press("Alt+1");
  await expect(page.locator("main")).toBeFocused();
  await tabTo(page, classList, 80);
  await page.keyboard.press("Enter");
  await expect(classList).toHaveAttribute("aria-expanded", "true");
  // The class list is a grade sheet: the student's row has its concept and attendance fields.
  const concept = item.getByRole("combobox", { name: `Conceito de ${student.name}` });
  await tabTo(page, concept, 80);
  // A closed select takes a letter: B — Bom.
  await page.keyboard.press("B");
  await expect(concept).toHaveValue("B");
  await tabTo(page, item.getByRole("textbox", { name: `Frequência (%) de ${student.name}` }), 2);
  await page.keyboard.type("87");
  await tabTo(page, item.getByRole("button", { name: "Salvar tudo" }), 200);
  await page.keyboard.press("Enter");
  await expect(
    item.getByRole("row", { name: new RegExp(student.name) }).getByText("Salva", { exact: true }),
  ).toBeVisible();
  const list = (await (await office.get(`/api/ofertas/${offering.id}/turma`)).json()) as (Entry & {
    grade: { concept: string; attendance: number } | null;
  })[];
  expect(list.find((entry) => entry.idcbpf === student.idcbpf)?.grade).toMatchObject({ concept: "B", attendance: 87 });
});

test("the public checks a printed code with the keyboard and reads the verdict", async ({ page }) => {
  const office = await officeApi(page);
  const declarations = (await (await office.get("/api/declaracoes?pageSize=1")).json()) as {
    items: { codigo: string; holder: { name: string } }[];
  };
  const declaration = declarations.items[0];
  if (!declaration) throw new Error("the demo has no declaration");
  await page.context().clearCookies();
  await page.goto("/autenciacar-declaracao");
  // Not pre-rendered: the app draws the page first.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Tab");
  await expectFocusShown(page.getByRole("link", { name: "Ir para o conteúdo [1]" }));
  await page.keyboard.press("Enter");
  const field = page.getByLabel("Código da declaração");
  await tabTo(page, field, 5);
  // As people type it: lower case, without dashes.
  await page.keyboard.type(declaration.codigo.replaceAll("-", "").toLowerCase());
  await tabTo(page, page.getByRole("button", { name: "Verificar", exact: true }), 2);
  await page.keyboard.press("Enter");
  await expectPath(page, `/autenciacar-declaracao/${declaration.codigo}`);
  await expect(page.getByText(declaration.holder.name).first()).toBeVisible();
  // The new page's heading has the focus, so the verdict is read next.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("Alt+1…4 lead to the content, the menu, the search and the footer; on a phone the menu opens", async ({
  page,
}) => {
  await login(page, DEMO.Administrador);
  await page.goto("/disciplinas");
  await expect(page.getByRole("heading", { level: 1, name: "Disciplinas" })).toBeVisible();
  // Press when a person could: the search on screen ([3] leads to the content before it, as on a
  // page without one) and the subjects listed (a list arriving after [4] would push the focused
  // footer out of view).
  const search = page.getByLabel("Buscar por código ou nome");
  await expect(search).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await page.keyboard.press("Alt+3");
  await expectFocusShown(search);
  await page.keyboard.press("Alt+2");
  await expectFocusShown(page.locator("#site-nav a").first());
  await page.keyboard.press("Alt+4");
  await expect(page.locator("footer")).toBeFocused();
  await expect(page.locator("footer")).toBeInViewport();
  await page.keyboard.press("Alt+1");
  await expect(page.locator("main")).toBeFocused();
  // The address is left as it was: the keys move the focus, not the page.
  await expectPath(page, "/disciplinas");

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator("#site-nav")).toBeHidden();
  await page.keyboard.press("Alt+2");
  await expect(page.locator("#site-nav")).toBeVisible();
  await expectFocusShown(page.locator("#site-nav a").first());

  // A page without a search: [3] goes to the content. A /gov document, without script: its search field.
  await page.goto("/acessibilidade");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Alt+3");
  await expect(page.locator("main")).toBeFocused();
  // On a /gov document the keys are the browser's own `accesskey`, which synthetic presses do not
  // run: the links carry them and lead to the search field and the footer.
  await page.goto("/gov/docente-academico");
  const bar = page.getByRole("navigation", { name: "Barra de acessibilidade" });
  await expect(bar.getByRole("link", { name: "Ir para a busca [3]" })).toHaveAttribute("accesskey", "3");
  await expect(bar.getByRole("link", { name: "Ir para a busca [3]" })).toHaveAttribute("href", "#gov-q");
  await expect(page.locator("#gov-q")).toHaveAccessibleName("Buscar por nome ou área de pesquisa");
  await expect(bar.getByRole("link", { name: "Ir para o rodapé [4]" })).toHaveAttribute("accesskey", "4");
  await expect(page.locator("footer#rodape")).toHaveCount(1);
});
