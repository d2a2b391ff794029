import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { Guidance } from "../../domain/guidance.ts";
import type { Painel } from "../../domain/painel.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline, type Reply } from "../../../tests/browser/network.ts";
import { WEEK } from "../../../tests/browser/week-fixture.ts";

/**
 * The homes of PRODUCT §2 beyond the Discente's week (timetable.test.tsx has the week): each
 * card with the answer of its endpoint (answered here, in the shapes of §8), its empty state and
 * its error state, in both languages.
 */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

/** Answers each path prefix with its reply; anything else goes out as usual. */
function serve(routes: Record<string, (url: URL) => Reply>) {
  const calls: Record<string, URL[]> = {};
  for (const [prefix, reply] of Object.entries(routes)) calls[prefix] = interceptFetch(prefix, reply).calls;
  return calls;
}

const page1 = (items: unknown[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 100 } });
const notFound = { status: 404, body: { statusCode: 404, message: "Não encontrado." } };

function guidance(id: number, student: string, advisor: string, title = ""): Guidance {
  const person = (idcbpf: string) => ({ idcbpf, name: `Nome ${idcbpf}`, email: `${idcbpf}@x.org`, lattes: null });
  return {
    id,
    student: { ...person(student), status: "ativo", programme: "academico", degree: "mestrado" },
    advisor: person(advisor),
    coAdvisors: [],
    title,
    startDate: "2025-03-01",
    milestones: [],
    egressoProposed: false,
  };
}

const enrolment = (codigo: string, student: string, status: string, position: number | null = null) => ({
  codigo,
  student,
  offering: { id: 1, subject: { code: "FIS-501", name: { pt: "Mecânica", en: "Mechanics" } }, slots: [] },
  status,
  position,
  createdAt: "2026-11-20T12:00:00Z",
  decidedAt: null,
});

test("the Discente: below its week, its enrolment counts per status for the term, its advisor and shortcuts", async () => {
  const calls = serve({
    "/api/horario": () => ({ status: 200, body: WEEK }),
    "/api/matriculas": () =>
      page1([
        enrolment("A", "ana.c", "deferida"),
        enrolment("B", "ana.c", "deferida"),
        enrolment("C", "ana.c", "pendente"),
        enrolment("D", "ana.c", "em_espera", 3),
      ]),
    "/api/orientacoes": () => page1([guidance(1, "ana.c", "prof.x")]),
  });
  await renderApp("/", demoUser("Discente", "ana.c"));
  const status = page.getByRole("region", { name: "Sua matrícula" });
  await expect.element(status.getByText("2 deferidas")).toBeVisible();
  await expect.element(status.getByText("1 pendente de aprovação")).toBeVisible();
  await expect.element(status.getByText("1 em lista de espera")).toBeVisible();
  await expect.element(status.getByText("FIS-501: posição 3 na lista de espera")).toBeVisible();
  await expect.element(status.getByText("Seus pedidos em 2026.2")).toBeVisible();
  expect(calls["/api/matriculas"]?.[0]?.searchParams.get("term")).toBe("2026.2");
  await expect.element(page.getByTestId("home-advisor-name")).toHaveTextContent("Nome prof.x prof.x@x.org");
  const shortcuts = page.getByRole("region", { name: "Atalhos" });
  await expect
    .element(shortcuts.getByRole("link", { name: "Exportar horário (.ics)" }))
    .toHaveAttribute("href", "/api/horario.ics?lang=pt");
  await expect.element(shortcuts.getByRole("link", { name: "Matrícula" })).toHaveAttribute("href", "/matricula");
  // The week is still the first thing on the page.
  await expect.element(page.getByRole("list", { name: "Aulas desta semana" })).toBeVisible();
});

test("the Discente, in English: no requests yet, no advisor; a failing enrolment list shows its error in place", async () => {
  serve({
    "/api/horario": () => ({ status: 200, body: WEEK }),
    "/api/matriculas": () => page1([]),
    "/api/orientacoes": () => page1([]),
  });
  const first = await renderApp("/en", demoUser("Discente", "bia.d"));
  await expect.element(page.getByText("You have no enrolment requests this term.")).toBeVisible();
  await expect.element(page.getByText("You have no advisor on record yet. The office assigns advisors.")).toBeVisible();
  await first.screen.unmount();
  vi.unstubAllGlobals();

  serve({
    "/api/horario": () => ({ status: 200, body: WEEK }),
    "/api/matriculas": () => notFound,
    "/api/orientacoes": () => page1([]),
  });
  await renderApp("/en", demoUser("Discente", "caio.e"));
  const status = page.getByRole("region", { name: "Your enrolment" });
  await expect.element(status.getByRole("alert")).toBeVisible();
  await expect.element(page.getByRole("list", { name: "Classes this week" })).toBeVisible();
});

test("the Docente: offerings with fill bars, approvals its main advisees wait for, advisees", async () => {
  serve({
    "/api/ofertas": () =>
      page1([
        {
          id: 7,
          term: "2026.2",
          subject: { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" }, credits: 4 },
          teachers: [{ idcbpf: "prof.y", name: "Prof Y", responsible: true }],
          slots: [{ weekday: 1, start: "08:00", end: "10:00", room: "Sala 201" }],
          capacity: 30,
          taken: 30,
          waiting: 2,
          language: "pt",
          notes: null,
        },
      ]),
    // Two pending of a main advisee, one of a co-advisee (not its decision: canDecide false).
    "/api/matriculas": () =>
      page1([
        { ...enrolment("A", "aluno.1", "pendente"), canDecide: true },
        { ...enrolment("B", "aluno.1", "pendente"), canDecide: true },
        { ...enrolment("C", "aluno.2", "pendente"), canDecide: false },
      ]),
    "/api/orientacoes": () => page1([guidance(1, "aluno.1", "prof.y"), guidance(2, "aluno.2", "prof.z")]),
  });
  await renderApp("/", demoUser("Docente", "prof.y"));
  const offerings = page.getByRole("region", { name: "Suas ofertas em 2026.2" });
  const bar = offerings.getByRole("progressbar", { name: "Vagas ocupadas em FIS-501" });
  await expect.element(bar).toHaveAttribute("aria-valuenow", "30");
  await expect.element(bar).toHaveAttribute("aria-valuemax", "30");
  await expect.element(offerings.getByText("Nenhuma vaga livre de 30 · 2 na lista de espera")).toBeVisible();
  const approvals = page.getByRole("region", { name: "Aprovações pendentes" });
  await expect
    .element(approvals.getByTestId("home-pending-approvals"))
    .toHaveTextContent("2 matrículas aguardam a sua aprovação (1 orientando)");
  await expect
    .element(approvals.getByRole("link", { name: "Decidir em Orientações" }))
    .toHaveAttribute("href", "/orientacoes");
  const advisees = page.getByRole("region", { name: "Orientandos" });
  await expect.element(advisees.getByText("Nome aluno.1")).toBeVisible();
  await expect.element(advisees.getByText("Acadêmico · Mestrado · coorientação")).toBeVisible();
});

test("the Docente, in English: endpoints not there yet give errors in place; nothing pending, no advisees", async () => {
  serve({
    "/api/ofertas": () => notFound,
    "/api/matriculas": () => page1([]),
    "/api/orientacoes": () => page1([]),
  });
  await renderApp("/en", demoUser("Docente", "prof.w"));
  await expect.element(page.getByRole("region", { name: "Your offerings this term" }).getByRole("alert")).toBeVisible();
  await expect.element(page.getByText("No enrolment awaits your approval.")).toBeVisible();
  await expect.element(page.getByText("You have no advisees on record.")).toBeVisible();
});

const PAINEL: Painel = {
  today: "2026-11-25",
  term: {
    code: "2026.2",
    startDate: "2026-08-01",
    endDate: "2026-12-31",
    offeringStart: "2026-10-19",
    offeringEnd: "2026-11-17",
    enrolmentStart: "2026-11-18",
    enrolmentEnd: "2026-12-02",
    dropDeadline: "2026-12-16",
    gradeDeadline: "2027-01-15",
  },
  counts: {
    activeStudents: [
      { programme: "academico", count: 62 },
      { programme: "profissional", count: 33 },
    ],
    offerings: 8,
    enrolments: { pendente: 1, deferida: 10, indeferida: 0, trancada: 2, em_espera: 4 },
    seats: { taken: 11, capacity: 202 },
  },
  applications: { submitted: 3 },
  attention: {
    pendingPastDrop: {
      total: 51,
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
    missingGrades: {
      total: 1,
      students: 3,
      items: [
        {
          offering: 4,
          term: "2026.1",
          gradeDeadline: "2026-07-31",
          subject: { code: "FIS-530", name: { pt: "Relatividade", en: "Relativity" } },
          teachers: [{ idcbpf: "prof.n", name: "Prof N", email: "prof.n@x.org", responsible: true }],
          missing: 3,
        },
      ],
    },
  },
};

test("the office: the term's windows on a timeline, counts and what needs attention, with links", async () => {
  serve({ "/api/painel": () => ({ status: 200, body: PAINEL }) });
  await renderApp("/", demoUser("Administrador", "adm.a"));
  const term = page.getByRole("region", { name: "Período atual" });
  await expect.element(term.getByText("Período letivo 2026.2")).toBeVisible();
  await expect.element(term.getByText("18/11/26 – 02/12/26")).toBeVisible();
  const counts = page.getByRole("region", { name: "Números" });
  await expect.element(counts.getByText("Discentes ativos · Acadêmico")).toBeVisible();
  await expect
    .element(counts.getByRole("progressbar", { name: "Vagas ocupadas no período" }))
    .toHaveAttribute("aria-valuenow", "11");
  const attention = page.getByRole("region", { name: "Requer atenção" });
  await expect.element(attention.getByText("51 matrículas pendentes após o prazo de trancamento")).toBeVisible();
  await expect.element(attention.getByText("e mais 50 não listadas")).toBeVisible();
  await expect.element(attention.getByText("Aluno Pendente")).toBeVisible();
  await expect.element(attention.getByText("7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX")).toBeVisible();
  await expect
    .element(attention.getByRole("link", { name: "Decidir em Orientações" }))
    .toHaveAttribute("href", "/orientacoes");
  await expect.element(attention.getByText("1 oferta com notas faltando após o prazo")).toBeVisible();
  await expect.element(attention.getByText("FIS-530 Relatividade")).toBeVisible();
  await expect.element(attention.getByRole("link", { name: "Prof N" })).toHaveAttribute("href", "mailto:prof.n@x.org");
  await expect
    .element(attention.getByRole("link", { name: "Ver as turmas em Configurações" }))
    .toHaveAttribute("href", "/configuracoes?secao=ofertas");
});

test("the office, in English: no current term, nothing to attend to; an error in place when the API refuses", async () => {
  serve({
    "/api/painel": () => ({
      status: 200,
      body: {
        ...PAINEL,
        term: null,
        attention: { pendingPastDrop: { total: 0, items: [] }, missingGrades: { total: 0, students: 0, items: [] } },
      },
    }),
  });
  const first = await renderApp("/en", demoUser("Administrador", "adm.b"));
  await expect.element(page.getByText("No term is marked as current.")).toBeVisible();
  await expect.element(page.getByText("Nothing needs attention now.")).toBeVisible();
  await first.screen.unmount();
  vi.unstubAllGlobals();

  serve({ "/api/painel": () => ({ status: 500, body: { statusCode: 500, message: "Something went wrong." } }) });
  await renderApp("/en", demoUser("Administrador", "adm.c"));
  await expect.element(page.getByRole("region", { name: "Needs attention" }).getByRole("alert")).toBeVisible();
});
