import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { Declaration } from "../../domain/declaracoes.ts";
import type { Painel } from "../../domain/painel.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline, type Reply } from "../../../tests/browser/network.ts";
import { WEEK } from "../../../tests/browser/week-fixture.ts";

/**
 * What is current on each home: the Discente's newest five declarations with "ver todas" (the
 * whole list, paged, in the address), and what waits for the office and the Docente as links
 * with counts, straight to where it is done; in both languages.
 */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

function serve(routes: Record<string, (url: URL) => Reply>) {
  for (const [prefix, reply] of Object.entries(routes)) interceptFetch(prefix, reply);
}
const page1 = (items: unknown[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 100 } });

const TOTAL = 12;
function declaration(n: number): Declaration {
  const codigo = `ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-${String(1000 + n)}`;
  return {
    codigo,
    type: "vinculo",
    holder: { idcbpf: "ana.c", name: "Ana C" },
    issuedAt: new Date(Date.UTC(2026, 10, 20 - n, 13)).toISOString(),
    timeZone: "America/Sao_Paulo",
    url: `http://app.invalid/autenciacar-declaracao/${codigo}`,
    status: "valida",
    statement: { pt: "Declaramos…", en: "We declare…" },
    issuedBy: { idcbpf: "ana.c", name: "Ana C" },
  };
}
/** Twelve declarations, newest first, paged as the server pages them. */
function declarations(url: URL): Reply {
  const size = Number(url.searchParams.get("pageSize"));
  const at = Number(url.searchParams.get("page"));
  const all = Array.from({ length: TOTAL }, (_, n) => declaration(n));
  return {
    status: 200,
    body: { items: all.slice((at - 1) * size, at * size), total: TOTAL, page: at, pageSize: size },
  };
}
const discenteRoutes = {
  "/api/horario": () => ({ status: 200, body: WEEK }),
  "/api/matriculas": () => page1([]),
  "/api/orientacoes": () => page1([]),
  "/api/declaracoes": declarations,
};

for (const [locale, text] of [
  [
    "pt",
    {
      title: "Minhas declarações",
      recent: "5 mais recentes de 12 declarações",
      all: "Ver todas (12)",
      back: "Mostrar só as recentes",
      count: "12 declarações",
    },
  ],
  [
    "en",
    {
      title: "My declarations",
      recent: "5 most recent of 12 declarations",
      all: "See all (12)",
      back: "Show only the recent ones",
      count: "12 declarations",
    },
  ],
] as const) {
  test(`the Discente's home lists its newest five declarations, then all of them, paged (${locale})`, async () => {
    serve(discenteRoutes);
    await renderApp(locale === "en" ? "/en" : "/", demoUser("Discente", "ana.c"));
    const card = page.getByRole("region", { name: text.title });
    await expect.element(card.getByText(text.recent)).toBeVisible();
    await expect.poll(() => card.getByRole("listitem").elements().length).toBe(5);
    // In the address, so a reload keeps the whole list.
    const all = card.getByRole("link", { name: text.all });
    await expect
      .element(all)
      .toHaveAttribute("href", `${locale === "en" ? "/en" : "/"}?declaracoes=todas#home-declarations`);
    await all.click();
    await expect.element(card.getByText(text.count, { exact: true })).toBeVisible();
    await expect.poll(() => card.getByRole("listitem").elements().length).toBe(10);
    await card.getByRole("link", { name: text.back }).click();
    await expect.element(card.getByText(text.recent)).toBeVisible();
  });
}

const PAINEL: Painel = {
  today: "2026-11-25",
  term: null,
  counts: {
    activeStudents: [],
    offerings: 8,
    enrolments: { pendente: 4, deferida: 10, indeferida: 0, trancada: 2, em_espera: 4 },
    seats: { taken: 11, capacity: 202 },
  },
  applications: { submitted: 3 },
  attention: {
    pendingPastDrop: {
      total: 1,
      items: [
        {
          codigo: "7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX",
          term: "2026.1",
          dropDeadline: "2026-04-10",
          student: { idcbpf: "aluno.p", name: "Aluno Pendente" },
          subject: { code: "FIS-520", name: { pt: "Óptica", en: "Optics" } },
          offering: 3,
        },
      ],
    },
    missingGrades: { total: 1, students: 3, items: [] },
  },
};

test("the office's home links straight to what waits for it, with counts; nothing waiting says so", async () => {
  serve({ "/api/painel": () => ({ status: 200, body: PAINEL }) });
  const first = await renderApp("/", demoUser("Administrador", "adm.a"));
  const todo = page.getByRole("region", { name: "O que espera por você" });
  const link = (name: string) => todo.getByRole("link", { name });
  await expect.element(link("4 matrículas pendentes a decidir")).toHaveAttribute("href", "/orientacoes");
  await expect
    .element(link("3 inscrições a analisar"))
    .toHaveAttribute("href", "/configuracoes?secao=inscricoes&estado=submetida");
  await expect
    .element(link("1 matrícula pendente após o prazo de trancamento"))
    .toHaveAttribute("href", "/orientacoes?periodo=2026.1");
  await expect.element(link("3 notas faltando após o prazo")).toHaveAttribute("href", "/configuracoes?secao=ofertas");
  await first.screen.unmount();
  vi.unstubAllGlobals();

  const none = {
    ...PAINEL,
    counts: { ...PAINEL.counts, enrolments: { ...PAINEL.counts.enrolments, pendente: 0 } },
    applications: { submitted: 0 },
    attention: { pendingPastDrop: { total: 0, items: [] }, missingGrades: { total: 0, students: 0, items: [] } },
  };
  serve({ "/api/painel": () => ({ status: 200, body: none }) });
  await renderApp("/en", demoUser("Administrador", "adm.b"));
  await expect
    .element(page.getByRole("region", { name: "What waits for you" }).getByText("Nothing waits for you now."))
    .toBeVisible();
});

test("the office's home in English: the same links, in English", async () => {
  serve({ "/api/painel": () => ({ status: 200, body: PAINEL }) });
  await renderApp("/en", demoUser("Administrador", "adm.c"));
  const todo = page.getByRole("region", { name: "What waits for you" });
  await expect
    .element(todo.getByRole("link", { name: "4 pending enrolments to decide" }))
    .toHaveAttribute("href", "/en/orientacoes");
  await expect
    .element(todo.getByRole("link", { name: "3 applications to review" }))
    .toHaveAttribute("href", "/en/configuracoes?secao=inscricoes&estado=submetida");
});

const OFFERING = {
  id: 7,
  term: "2026.2",
  subject: { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" }, credits: 4 },
  teachers: [{ idcbpf: "prof.y", name: "Prof Y", responsible: true }],
  slots: [{ weekday: 1, start: "08:00", end: "10:00", room: "Sala 201" }],
  capacity: 30,
  taken: 3,
  waiting: 0,
  language: "pt",
  notes: null,
};
const entry = (idcbpf: string, status: string, grade: unknown) => ({
  idcbpf,
  name: `Nome ${idcbpf}`,
  programme: "academico",
  degree: "mestrado",
  codigo: `C-${idcbpf}`,
  status,
  grade,
});
const pending = (codigo: string, canDecide: boolean) => ({
  codigo,
  student: "aluno.1",
  offering: { id: 1, subject: { code: "FIS-501", name: { pt: "M", en: "M" } }, slots: [] },
  status: "pendente",
  position: null,
  createdAt: "2026-11-20T12:00:00Z",
  decidedAt: null,
  canDecide,
});

for (const [locale, text] of [
  [
    "pt",
    {
      todo: "O que espera por você",
      approvals: "2 matrículas aguardam a sua decisão",
      grades: "2 notas a lançar em FIS-501",
      prefix: "",
    },
  ],
  [
    "en",
    {
      todo: "What waits for you",
      approvals: "2 enrolments await your decision",
      grades: "2 grades to enter in FIS-501",
      prefix: "/en",
    },
  ],
] as const) {
  test(`the Docente's home links to the decisions and the grades waiting for it, with counts (${locale})`, async () => {
    serve({
      "/api/ofertas": (url) =>
        url.pathname === "/api/ofertas/7/turma"
          ? {
              status: 200,
              body: [
                entry("a.1", "deferida", null),
                entry("a.2", "deferida", null),
                entry("a.3", "deferida", { concept: "A", attendance: 90, final: false }),
                entry("a.4", "pendente", null),
              ],
            }
          : page1([OFFERING]),
      "/api/matriculas": () => page1([pending("A", true), pending("B", true), pending("C", false)]),
      "/api/orientacoes": () => page1([]),
    });
    await renderApp(locale === "en" ? "/en" : "/", demoUser("Docente", "prof.y"));
    const todo = page.getByRole("region", { name: text.todo });
    await expect
      .element(todo.getByRole("link", { name: text.approvals }))
      .toHaveAttribute("href", `${text.prefix}/orientacoes`);
    await expect
      .element(todo.getByRole("link", { name: text.grades }))
      .toHaveAttribute("href", `${text.prefix}/ofertagem`);
  });
}

test("the Docente with nothing waiting reads so", async () => {
  serve({
    "/api/ofertas": () => page1([]),
    "/api/matriculas": () => page1([]),
    "/api/orientacoes": () => page1([]),
  });
  await renderApp("/", demoUser("Docente", "prof.z"));
  await expect
    .element(page.getByRole("region", { name: "O que espera por você" }).getByText("Nada espera por você agora."))
    .toBeVisible();
});
