import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Guidance } from "../../domain/guidance.ts";
import type { StudentPhases } from "../../domain/phases.ts";
import type { Request } from "../../domain/requerimentos.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, playServer } from "../../../tests/browser/network.ts";

/**
 * The programme year in /orientacoes against a server played by the test: the states of the due
 * dates said in words, a request refused before sending (the shared schema, a file that is not a
 * PDF) and by the server (`extension_limit` beside the phases), cancelling only once confirmed,
 * and the advisor's opinion offered only on its main advisees' requests.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

const page1 = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const name = (pt: string, en: string) => ({ pt, en });

function phases(idcbpf: string): StudentPhases {
  const phase = (code: string, n: ReturnType<typeof name>, more: Partial<StudentPhases["phases"][number]>) => ({
    code,
    name: n,
    months: 12,
    milestone: null,
    baseDueDate: "2026-01-10",
    extensionMonths: 0,
    dueDate: "2026-01-10",
    completedOn: null,
    status: "em_dia" as const,
    daysLeft: 100,
    ...more,
  });
  return {
    student: { idcbpf, name: "Ana Lima", programme: "academico", degree: "mestrado", status: "ativo" },
    entryDate: "2025-03-01",
    holdMonths: 0,
    holds: [],
    phases: [
      phase("proficiencia", name("Proficiência em língua inglesa", "English proficiency"), {
        status: "concluida",
        completedOn: "2025-09-01",
        daysLeft: null,
      }),
      phase("qualificacao", name("Exame de qualificação", "Qualifying exam"), {
        status: "vencida",
        daysLeft: -3,
        extensionMonths: 2,
      }),
      phase("seminario", name("Seminário", "Seminar"), { status: "a_vencer", daysLeft: 1 }),
      phase("defesa", name("Defesa", "Defence"), { status: "em_dia", daysLeft: 200, dueDate: "2027-03-01" }),
    ],
  };
}

function request(id: number, more: Partial<Request> = {}): Request {
  return {
    id,
    student: { idcbpf: "aluna.ana", name: "Ana Lima" },
    type: "prorrogacao",
    months: 3,
    phases: ["qualificacao"],
    startDate: null,
    endDate: null,
    justification: "Licença médica de três meses.",
    attachment: null,
    status: "aguardando_orientador",
    opinion: null,
    decision: null,
    createdAt: "2026-11-01T12:00:00Z",
    history: [
      { status: "aguardando_orientador", at: "2026-11-01T12:00:00Z", by: { idcbpf: "aluna.ana", name: "Ana Lima" } },
    ],
    ...more,
  };
}

const fases = page1([]);

test("a Discente reads each phase's state in words, in both languages", async () => {
  const reads = {
    "/api/orientacoes": page1([]),
    "/api/usuarios/aluna.ana/fases": phases("aluna.ana"),
    "/api/requerimentos": page1([]),
    "/api/fases": fases,
  };
  playServer(reads, () => json(500, {}));
  const first = await renderApp("/orientacoes", demoUser("Discente", "aluna.ana"));
  const prazos = page.getByRole("region", { name: "Prazos" });
  await expect.element(prazos.getByText(/vencida há 3 dias/)).toBeVisible();
  await expect.element(prazos.getByText("Vencida", { exact: true })).toBeVisible();
  await expect.element(prazos.getByText("A vencer", { exact: true })).toBeVisible();
  await expect.element(prazos.getByText(/falta 1 dia/)).toBeVisible();
  await expect.element(prazos.getByText(/2 meses de prorrogação/)).toBeVisible();
  await expect.element(prazos.getByText(/concluída em 01\/09\/25/)).toBeVisible();
  first.screen.unmount();

  await renderApp("/en/orientacoes", demoUser("Discente", "aluna.ana"));
  const due = page.getByRole("region", { name: "Due dates" });
  await expect.element(due.getByText(/overdue by 3 days/)).toBeVisible();
  await expect.element(due.getByText("Due soon", { exact: true })).toBeVisible();
  await expect.element(due.getByText("On track", { exact: true })).toBeVisible();
  await expect.element(due.getByText(/Due: 03\/01\/27/)).toBeVisible();
});

test("a request is checked before sending, and the server's extension_limit is said beside the phases", async () => {
  const reads = {
    "/api/orientacoes": page1([]),
    "/api/usuarios/aluna.ana/fases": phases("aluna.ana"),
    "/api/requerimentos": page1([]),
    "/api/fases": fases,
  };
  const message = "Prorrogação além do limite em Exame de qualificação: restam 2 meses.";
  const sent = playServer(reads, () => json(422, { statusCode: 422, message, rule: "extension_limit" }));
  await renderApp("/orientacoes", demoUser("Discente", "aluna.ana"));
  await userEvent.click(page.getByRole("button", { name: "Novo requerimento" }));
  const form = page.getByRole("region", { name: "Requerimentos" });
  // Only the phases still open are offered.
  await expect.element(form.getByRole("checkbox", { name: /Exame de qualificação/ })).toBeVisible();
  expect(form.getByRole("checkbox", { name: /Proficiência/ }).query()).toBeNull();

  await userEvent.click(form.getByRole("button", { name: "Registrar requerimento" }));
  await expect
    .element(form.getByText("Escolha ao menos uma fase.").or(form.getByRole("checkbox").first()))
    .toBeVisible();
  expect(sent).toHaveLength(0);

  const file = new File(["hello"], "atestado.txt", { type: "text/plain" });
  await userEvent.upload(form.getByLabelText("Anexo (opcional)"), file);
  await expect.element(form.getByText("atestado.txt não é um PDF. Escolha um arquivo PDF.")).toBeVisible();
  await userEvent.click(form.getByRole("button", { name: "Remover arquivo" }));

  await userEvent.click(form.getByRole("checkbox", { name: /Exame de qualificação/ }));
  await userEvent.fill(form.getByRole("spinbutton", { name: "Meses" }), "6");
  await userEvent.fill(form.getByRole("textbox", { name: "Justificativa" }), "Licença médica de seis meses.");
  await userEvent.click(form.getByRole("button", { name: "Registrar requerimento" }));
  await expect.element(form.getByText(message)).toBeVisible();
  await expect
    .element(form.getByRole("checkbox", { name: /Exame de qualificação/ }))
    .toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([
    {
      method: "POST",
      path: "/api/requerimentos",
      body: {
        type: "prorrogacao",
        months: 6,
        phases: ["qualificacao"],
        justification: "Licença médica de seis meses.",
      },
    },
  ]);
});

test("a Discente cancels an open request only after confirming", async () => {
  const reads = {
    "/api/orientacoes": page1([]),
    "/api/usuarios/aluna.ana/fases": phases("aluna.ana"),
    "/api/requerimentos": page1([request(5)]),
    "/api/fases": page1([]),
  };
  const sent = playServer(reads, () => json(200, request(5, { status: "cancelado" })));
  await renderApp("/orientacoes", demoUser("Discente", "aluna.ana"));
  await userEvent.click(page.getByRole("button", { name: "Cancelar requerimento nº 5" }));
  const dialog = page.getByRole("dialog", { name: "Cancelar o requerimento?" });
  await expect.element(dialog).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: "Cancelar", exact: true }));
  expect(sent).toHaveLength(0);
  await userEvent.click(page.getByRole("button", { name: "Cancelar requerimento nº 5" }));
  await userEvent.click(page.getByRole("dialog").getByRole("button", { name: "Cancelar requerimento" }));
  await expect.element(page.getByText("Requerimento nº 5 cancelado.")).toBeVisible();
  expect(sent).toEqual([{ method: "POST", path: "/api/requerimentos/5/cancelamento", body: {} }]);
});

test("the advisor gives its opinion on its main advisees' requests only, and reads an advisee's due dates", async () => {
  const person = (idcbpf: string, n: string) => ({ idcbpf, name: n, email: `${idcbpf}@x.org`, lattes: null });
  const guidance = (id: number, student: string, advisor: string): Guidance => ({
    id,
    student: { ...person(student, student), status: "ativo", programme: "academico", degree: "mestrado" },
    advisor: person(advisor, advisor),
    coAdvisors: [],
    title: "",
    startDate: "2025-03-01",
    milestones: [],
    egressoProposed: false,
  });
  const reads = {
    "/api/orientacoes": page1([guidance(1, "aluna.ana", "prof.lia"), guidance(2, "aluno.rui", "prof.outro")]),
    "/api/requerimentos": page1([request(8), request(9, { student: { idcbpf: "aluno.rui", name: "Rui Reis" } })]),
    "/api/fases": page1([]),
    "/api/matriculas": page1([]),
    "/api/configuracoes": { adviseeCap: 5 },
    "/api/usuarios/aluna.ana/fases": phases("aluna.ana"),
  };
  const sent = playServer(reads, ({ path }) =>
    json(200, request(Number(path.split("/")[3]), { status: "aguardando_secretaria" })),
  );
  await renderApp("/en/orientacoes", demoUser("Docente", "prof.lia"));
  const mine = page.getByRole("form", { name: "Opinion on request no. 8" });
  await expect.element(mine).toBeVisible();
  expect(page.getByRole("form", { name: "Opinion on request no. 9" }).query()).toBeNull();
  await userEvent.click(mine.getByRole("button", { name: "Send opinion" }));
  await expect.element(mine.getByRole("radio", { name: "Favourable" })).toHaveAttribute("aria-invalid", "true");
  expect(sent).toHaveLength(0);
  await userEvent.click(mine.getByRole("radio", { name: "Favourable" }));
  await userEvent.fill(mine.getByRole("textbox", { name: "Opinion text" }), "De acordo.");
  await userEvent.click(mine.getByRole("button", { name: "Send opinion" }));
  await expect.element(page.getByText("Opinion recorded.")).toBeVisible();
  expect(sent).toEqual([
    { method: "POST", path: "/api/requerimentos/8/parecer", body: { opinion: "favoravel", text: "De acordo." } },
  ]);

  // An advisee's due dates, the advisee chosen in the page.
  await userEvent.selectOptions(page.getByRole("combobox", { name: "Advisee" }), "aluna.ana");
  await expect.element(page.getByRole("region", { name: "Due dates" }).getByText(/overdue by 3 days/)).toBeVisible();
});

test("the office opens any student from the address and records a completion with its date", async () => {
  const reads = {
    "/api/orientacoes": page1([]),
    "/api/matriculas": page1([]),
    "/api/usuarios/aluna.ana/fases": phases("aluna.ana"),
    "/api/requerimentos": page1([]),
    "/api/fases": fases,
  };
  const sent = playServer(reads, () => json(200, phases("aluna.ana")));
  await renderApp("/orientacoes?discente=aluna.ana&nome=Ana%20Lima", demoUser("Administrador", "zz.office"));
  const prazos = page.getByRole("region", { name: "Prazos" });
  const day = prazos.getByLabelText("Concluída em (Exame de qualificação)");
  await expect.element(day).toBeVisible();
  await userEvent.fill(day, "2026-11-20");
  const row = prazos.getByRole("listitem").filter({ hasText: "Exame de qualificação" });
  await userEvent.click(row.getByRole("button", { name: "Registrar conclusão" }));
  await expect.element(page.getByText("Exame de qualificação: conclusão registrada.")).toBeVisible();
  const done = prazos.getByRole("listitem").filter({ hasText: "Proficiência" });
  await userEvent.click(done.getByRole("button", { name: "Desfazer conclusão" }));
  await expect.element(page.getByText("Proficiência em língua inglesa: conclusão desfeita.")).toBeVisible();
  expect(sent).toEqual([
    { method: "PUT", path: "/api/usuarios/aluna.ana/fases/qualificacao", body: { completedOn: "2026-11-20" } },
    { method: "PUT", path: "/api/usuarios/aluna.ana/fases/proficiencia", body: { completedOn: null } },
  ]);
});
