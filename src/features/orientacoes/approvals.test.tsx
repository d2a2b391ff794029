import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { Enrolment } from "../../domain/matriculas.ts";
import type { Guidance } from "../../domain/guidance.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline } from "../../../tests/browser/network.ts";

/**
 * The approvals of `/orientacoes` against a server played by the test: the main advisor accepts
 * and rejects (with a reason) its advisees' pending enrolments; a co-advisor sees them without
 * buttons; the office decides any; offline, deciding is disabled with the reason.
 */
type Call = { method: string; url: URL; body: unknown };

function server(pending: Enrolment[], guidances: Guidance[]): Call[] {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const page = <T,>(items: T[]) => json(200, { items, total: items.length, page: 1, pageSize: 100 });
    // The office's groups: `withoutAdvisor=true` are the students of no guidance here.
    const advised = new Set(guidances.map((g) => g.student.idcbpf));
    const without = url.searchParams.get("withoutAdvisor");
    const shown = pending.filter((e) => without === null || (without === "true") !== advised.has(e.student.idcbpf));
    if (url.pathname === "/api/matriculas") return Promise.resolve(page(shown));
    if (url.pathname.endsWith("/decisao")) return Promise.resolve(json(200, {}));
    if (url.pathname === "/api/matriculas/decisoes") {
      // A request for FIS-699 was decided meanwhile by someone else: refused with its rule.
      const codigos = (call.body as { codigos: string[] }).codigos;
      const late = codigos.filter((codigo) => codigo.endsWith("FIS-699"));
      return Promise.resolve(
        json(200, {
          decided: codigos.filter((codigo) => !late.includes(codigo)),
          errors: late.map((codigo) => ({ codigo, rule: "already_decided", message: "Já decidida." })),
        }),
      );
    }
    if (url.pathname === "/api/orientacoes") return Promise.resolve(page(guidances));
    if (url.pathname === "/api/configuracoes") return Promise.resolve(json(200, { adviseeCap: 8 }));
    return Promise.resolve(json(404, { statusCode: 404, message: "Não encontrado." }));
  });
  return calls;
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

const person = (idcbpf: string, name: string) => ({ idcbpf, name, email: `${idcbpf}@example.org`, lattes: null });
function guidance(id: number, student: string, advisor: string): Guidance {
  return {
    id,
    student: { ...person(student, `Aluno ${student}`), status: "ativo", programme: "academico", degree: "mestrado" },
    advisor: person(advisor, `Prof ${advisor}`),
    coAdvisors: advisor === "docente" ? [] : [person("docente", "Prof docente")],
    title: "Tese",
    startDate: "2025-03-01",
    milestones: [],
    egressoProposed: false,
  };
}
function pending(student: string, code: string, canDecide = true): Enrolment {
  return {
    codigo: `CODE-${code}`,
    student: {
      idcbpf: student,
      name: `Aluno ${student}`,
      programme: "academico",
      degree: "mestrado",
      termCredits: 8,
      cr: 3.5,
    },
    offering: {
      id: 1,
      term: "2026.2",
      subject: { code, name: { pt: `Disciplina ${code}`, en: `Subject ${code}` }, credits: 4 },
      slots: [{ weekday: 2, start: "10:00", end: "12:00", room: "Sala 1" }],
    },
    status: "pendente",
    position: null,
    createdAt: "2026-08-03T13:00:00.000Z",
    decidedAt: null,
    reason: null,
    rule: null,
    canDecide,
    prerequisiteOf: [],
  };
}
const request = (code: string) => page.getByTestId("enrolment-request").filter({ hasText: code });

test("the main advisor accepts and rejects with a reason; a co-advisor sees without buttons", async () => {
  const calls = server(
    [pending("aluno.main", "FIS-601"), pending("aluno.main", "FIS-602"), pending("aluno.co", "FIS-603", false)],
    [guidance(1, "aluno.main", "docente"), guidance(2, "aluno.co", "outro")],
  );
  await renderApp("/orientacoes", demoUser("Docente", "docente"));
  await expect.element(request("FIS-603")).toMatchTextContent(/Coorientação: quem decide é o orientador principal/);
  expect(request("FIS-603").getByRole("button").elements()).toHaveLength(0);

  await request("FIS-601").getByRole("button", { name: "Deferir" }).click();
  await expect.element(page.getByText("Matrícula deferida")).toBeVisible();
  expect(calls.find((c) => c.url.pathname === "/api/matriculas/CODE-FIS-601/decisao")?.body).toEqual({
    decision: "deferida",
  });

  await request("FIS-602").getByRole("button", { name: "Indeferir" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabelText("Motivo").fill("Falta o pré-requisito na prática");
  await dialog.getByRole("button", { name: "Indeferir" }).click();
  await expect.element(page.getByText("Matrícula indeferida")).toBeVisible();
  expect(calls.find((c) => c.url.pathname === "/api/matriculas/CODE-FIS-602/decisao")?.body).toEqual({
    decision: "indeferida",
    reason: "Falta o pré-requisito na prática",
  });
});

test("the office decides any pending enrolment, in English too; offline the buttons are disabled with the reason", async () => {
  server([pending("aluno.sem", "FIS-701"), pending("aluno.main", "FIS-702")], [guidance(1, "aluno.main", "docente")]);
  await renderApp("/en/orientacoes", demoUser("Administrador", "admin"));
  // Students without an advisor first (the office is their only decider), then the others.
  const without = page.getByRole("region", { name: "Students without an advisor — the office decides" });
  const advised = page.getByRole("region", { name: "Students with an advisor" });
  await expect.element(without.getByTestId("enrolment-request")).toMatchTextContent(/FIS-701/);
  await expect.element(advised.getByTestId("enrolment-request")).toMatchTextContent(/FIS-702/);
  const regions = [...document.querySelectorAll("section[aria-labelledby^=pending-with]")].map(
    (s) => s.id || s.getAttribute("aria-labelledby"),
  );
  expect(regions).toEqual(["pending-without-advisor", "pending-with-advisor"]);
  await expect.element(request("FIS-701").getByRole("button", { name: "Accept" })).toBeEnabled();
  setOnline(false);
  await expect.element(request("FIS-701").getByRole("button", { name: "Accept" })).toBeDisabled();
  await expect.element(request("FIS-701")).toMatchTextContent(/Offline: deciding needs the internet/);
});

test("the advisor reads what weighs on each request, selects several and rejects them with one reason", async () => {
  const needed = { ...pending("aluno.main", "FIS-601"), prerequisiteOf: ["FIS-620"] };
  const calls = server(
    [needed, pending("aluno.main", "FIS-602"), pending("aluno.main", "FIS-699"), pending("aluno.co", "FIS-603", false)],
    [guidance(1, "aluno.main", "docente"), guidance(2, "aluno.co", "outro")],
  );
  await renderApp("/orientacoes", demoUser("Docente", "docente"));
  await expect
    .element(request("FIS-601").getByTestId("decision-context"))
    .toHaveTextContent("Créditos no período: 8CR: 3,50Pré-requisito de FIS-620, também pedida");
  // The co-advisee's request has no checkbox: the main advisor decides it.
  expect(request("FIS-603").getByRole("checkbox").elements()).toHaveLength(0);

  await page.getByRole("checkbox", { name: "Selecionar todas (3)" }).click();
  const bar = page.getByRole("region", { name: "Decidir as selecionadas" });
  await expect.element(bar).toMatchTextContent(/3 selecionadas/);
  await bar.getByRole("button", { name: "Indeferir selecionadas" }).click();
  const dialog = page.getByRole("dialog");
  // The reason is asked once, and is required.
  await dialog.getByRole("button", { name: "Indeferir" }).click();
  await expect.element(dialog.getByText("Diga o motivo do indeferimento: o discente o lerá.")).toBeVisible();
  await dialog.getByLabelText("Motivo").fill("Turma sem laboratório neste período");
  await dialog.getByRole("button", { name: "Indeferir" }).click();

  await expect.element(page.getByText("2 decididas, 1 recusada")).toBeVisible();
  await expect
    .element(page.getByTestId("batch-refusals"))
    .toHaveTextContent("FIS-699 (Aluno aluno.main): Já decidida.");
  // Still listed (the fake list does not change): the refusal sits on its own card too.
  await expect.element(request("FIS-699").getByTestId("row-refusal")).toHaveTextContent("Não decidida: Já decidida.");
  await expect.element(request("FIS-601").getByTestId("row-refusal")).not.toBeInTheDocument();
  const sent = calls.find((c) => c.url.pathname === "/api/matriculas/decisoes");
  expect(sent?.body).toEqual({
    codigos: ["CODE-FIS-601", "CODE-FIS-602", "CODE-FIS-699"],
    decision: "indeferida",
    reason: "Turma sem laboratório neste período",
  });
  await expect.element(page.getByRole("region", { name: "Decidir as selecionadas" })).not.toBeInTheDocument();
});

test("the office accepts requests chosen across both groups, in English", async () => {
  const calls = server(
    [pending("aluno.sem", "FIS-701"), pending("aluno.main", "FIS-702")],
    [guidance(1, "aluno.main", "docente")],
  );
  await renderApp("/en/orientacoes", demoUser("Administrador", "admin"));
  await request("FIS-701").getByRole("checkbox", { name: "Select Aluno aluno.sem — FIS-701" }).click();
  await request("FIS-702").getByRole("checkbox", { name: "Select Aluno aluno.main — FIS-702" }).click();
  const bar = page.getByRole("region", { name: "Decide the selected" });
  await expect.element(bar).toMatchTextContent(/2 selected/);
  await bar.getByRole("button", { name: "Accept selected" }).click();
  await expect.element(page.getByText("2 decided")).toBeVisible();
  expect(calls.find((c) => c.url.pathname === "/api/matriculas/decisoes")?.body).toEqual({
    codigos: ["CODE-FIS-701", "CODE-FIS-702"],
    decision: "deferida",
  });
});
