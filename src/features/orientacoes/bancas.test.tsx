import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Committee, Member } from "../../domain/bancas.ts";
import type { Guidance } from "../../domain/guidance.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline, playServer } from "../../../tests/browser/network.ts";

/**
 * "Bancas" in /orientacoes against a server played by the test: the composition rule counted live
 * while members are added, a proposal checked before sending and a member's refusal said in its
 * row, and the verdict's rules (the corrections deadline, who took part, the confirmation, a
 * `session_not_held` said in place).
 */
afterEach(() => {
  vi.unstubAllGlobals();
  restoreOnline();
});

/**
 * Time each test may take: the first one also loads the page's code, which on a loaded two-core
 * machine alone takes seconds, and the proposal test types a whole committee. Not an assertion:
 * every step still waits for what it checks.
 */
const LONG = 60_000;

const page1 = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const person = (idcbpf: string, name: string) => ({ idcbpf, name, email: `${idcbpf}@x.org`, lattes: null });

const guidance: Guidance = {
  id: 1,
  student: { ...person("aluna.ana", "Ana Lima"), status: "ativo", programme: "academico", degree: "mestrado" },
  advisor: person("prof.lia", "Lia Prado"),
  coAdvisors: [],
  title: "",
  startDate: "2025-03-01",
  milestones: [],
  egressoProposed: false,
};

function member(id: number, more: Partial<Member>): Member {
  return {
    id,
    role: "titular",
    external: false,
    idcbpf: null,
    name: "",
    email: null,
    institution: "Instituto",
    highestDegree: "doutorado",
    document: null,
    locale: "pt",
    participated: null,
    declaracao: null,
    ...more,
  };
}

function committee(more: Partial<Committee> = {}): Committee {
  return {
    id: 7,
    student: { idcbpf: "aluna.ana", name: "Ana Lima", programme: "academico", degree: "mestrado" },
    kind: "defesa",
    degree: "mestrado",
    title: "Ondas em meios granulares",
    language: "pt",
    date: "2026-11-20",
    time: "14:00",
    place: "Auditório 2",
    remoteLink: null,
    status: "agendada",
    members: [
      member(1, { role: "presidente", idcbpf: "prof.lia", name: "Lia Prado" }),
      member(2, { idcbpf: "prof.rui", name: "Rui Reis" }),
      member(3, { external: true, name: "Eva Externa", institution: "UFRJ" }),
      member(4, { role: "suplente", idcbpf: "prof.ivo", name: "Ivo Dias" }),
    ],
    verdict: null,
    correctionsDeadline: null,
    notes: null,
    ataCodigo: null,
    finalVersion: null,
    proposedBy: { idcbpf: "prof.lia", name: "Lia Prado" },
    approvedAt: "2026-11-01T12:00:00Z",
    cancelReason: null,
    ...more,
  };
}

const docenteReads = (committees: Committee[]) => ({
  "/api/orientacoes": page1([guidance]),
  "/api/requerimentos": page1([]),
  "/api/fases": page1([]),
  "/api/matriculas": page1([]),
  "/api/configuracoes": { adviseeCap: 5 },
  "/api/bancas": page1(committees),
  "/api/ofertas/docentes": { items: [{ idcbpf: "prof.rui", name: "Rui Reis" }] },
});

test(
  "the composition rule is counted live, a proposal is checked before sending, and a member's refusal is said in its row",
  async () => {
    const refusal = "Eva Externa precisa ter doutorado para compor a banca.";
    const sent = playServer(docenteReads([]), () =>
      json(422, { statusCode: 422, message: refusal, rule: "member_degree" }),
    );
    await renderApp("/orientacoes", demoUser("Docente", "prof.lia"));
    const bancas = page.getByRole("region", { name: "Bancas" });
    await userEvent.click(bancas.getByRole("button", { name: "Propor banca" }));
    await userEvent.selectOptions(bancas.getByRole("combobox", { name: "Orientando da banca" }), "aluna.ana");
    const form = page.getByRole("form", { name: "Propor banca" });
    const status = form.getByRole("status");
    await expect
      .element(status)
      .toMatchTextContent("Exame de qualificação: 3 membros entre presidente e titulares — faltam 2 membros.");
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Tipo de banca" }), "defesa");
    await expect
      .element(status)
      .toMatchTextContent(
        "Defesa de mestrado: 3 membros entre presidente e titulares, com ao menos 1 externo — faltam 2 membros e falta 1 externo.",
      );

    await userEvent.click(form.getByRole("button", { name: "Adicionar membro externo" }));
    const external = form.getByRole("group", { name: "Membro 1 (externo)" });
    await userEvent.fill(external.getByRole("textbox", { name: "Nome" }), "Eva Externa");
    await expect.element(status).toMatchTextContent("— falta 1 membro.");
    // A suplente never counts.
    await userEvent.selectOptions(external.getByRole("combobox", { name: "Papel" }), "suplente");
    await expect.element(status).toMatchTextContent("— faltam 2 membros e falta 1 externo.");
    await userEvent.selectOptions(external.getByRole("combobox", { name: "Papel" }), "titular");

    await userEvent.click(form.getByRole("button", { name: "Adicionar docente" }));
    const teacher = form.getByRole("group", { name: "Membro 2 (docente)" }).getByRole("combobox", { name: "Docente" });
    await teacher.click();
    await userEvent.keyboard("rui");
    await expect.element(page.getByRole("option", { name: /Rui Reis/ })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect.element(status).toMatchTextContent("— composição completa.");

    await userEvent.fill(form.getByRole("textbox", { name: "Título do trabalho" }), "Ondas em meios granulares");
    await userEvent.fill(form.getByLabelText("Data", { exact: true }), "2026-12-10");
    await userEvent.fill(form.getByLabelText("Horário"), "14:00");
    await userEvent.fill(form.getByRole("textbox", { name: "Local" }), "Auditório 2");
    await userEvent.fill(external.getByRole("textbox", { name: "E-mail" }), "eva@ufrj.br");
    await userEvent.fill(external.getByRole("textbox", { name: "Instituição" }), "UFRJ");
    await userEvent.fill(external.getByRole("textbox", { name: "Número do CPF" }), "123.456.789-00");
    await userEvent.click(form.getByRole("button", { name: "Propor banca" }));
    const cpf = external.getByRole("textbox", { name: "Número do CPF" });
    await expect.element(cpf).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(cpf)
      .toHaveAccessibleDescription("CPF inválido: 11 dígitos com os dígitos verificadores corretos.");
    expect(sent).toHaveLength(0);

    await userEvent.fill(cpf, "529.982.247-25");
    await userEvent.selectOptions(external.getByRole("combobox", { name: "Maior titulação" }), "mestrado");
    await userEvent.click(form.getByRole("button", { name: "Propor banca" }));
    await expect.element(external.getByText(refusal)).toBeVisible();
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/bancas",
        body: {
          student: "aluna.ana",
          kind: "defesa",
          title: "Ondas em meios granulares",
          language: "pt",
          date: "2026-12-10",
          time: "14:00",
          place: "Auditório 2",
          members: [
            {
              name: "Eva Externa",
              email: "eva@ufrj.br",
              institution: "UFRJ",
              highestDegree: "mestrado",
              document: { kind: "cpf", number: "529.982.247-25" },
              role: "titular",
            },
            { idcbpf: "prof.rui", role: "titular" },
          ],
        },
      },
    ]);
  },
  LONG,
);

test(
  "the composition line speaks English under /en",
  async () => {
    playServer(docenteReads([]), () => json(500, {}));
    await renderApp("/en/orientacoes", demoUser("Docente", "prof.lia"));
    const committees = page.getByRole("region", { name: "Committees" });
    await userEvent.click(committees.getByRole("button", { name: "Propose a committee" }));
    await userEvent.selectOptions(committees.getByRole("combobox", { name: "Advisee of the committee" }), "aluna.ana");
    const form = page.getByRole("form", { name: "Propose a committee" });
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Kind of committee" }), "defesa");
    await expect
      .element(form.getByRole("status"))
      .toMatchTextContent(
        "Master's defence: 3 members counting the chair and full members, with at least 1 external — 2 members missing and 1 external missing.",
      );
  },
  LONG,
);

test(
  "the verdict: the corrections deadline's rules, who took part, a confirmation, and session_not_held in place",
  async () => {
    const refusal = "A sessão é em 20/11/26: o resultado se registra a partir desse dia.";
    const sent = playServer(docenteReads([committee()]), () =>
      json(422, { statusCode: 422, message: refusal, rule: "session_not_held" }),
    );
    await renderApp("/orientacoes", demoUser("Docente", "prof.lia"));
    const card = page.getByRole("article", { name: /Defesa de mestrado/ });
    await expect.element(card.getByText("20/11/2026 14:00")).toBeVisible();
    await expect.element(card.getByText("Agendada", { exact: true })).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Registrar resultado da banca nº 7" }));
    const form = page.getByRole("form", { name: "Resultado da banca nº 7" });
    // The president and the titulares took part unless unchecked; the suplente did not.
    await expect.element(form.getByRole("checkbox", { name: "Lia Prado — Presidente" })).toBeChecked();
    await expect.element(form.getByRole("checkbox", { name: "Eva Externa — Membro titular" })).toBeChecked();
    await expect.element(form.getByRole("checkbox", { name: "Ivo Dias — Membro suplente" })).not.toBeChecked();

    await userEvent.click(form.getByRole("button", { name: "Registrar resultado" }));
    await expect
      .element(form.getByRole("radio", { name: "Aprovado", exact: true }))
      .toHaveAttribute("aria-invalid", "true");
    await userEvent.click(form.getByRole("radio", { name: "Aprovado com correções" }));
    await userEvent.click(form.getByRole("button", { name: "Registrar resultado" }));
    const deadline = form.getByLabelText("Prazo para as correções");
    await expect.element(deadline).toHaveAccessibleDescription(/Informe o prazo das correções\./);
    await userEvent.fill(deadline, "2026-11-20");
    await userEvent.click(form.getByRole("button", { name: "Registrar resultado" }));
    await expect.element(deadline).toHaveAccessibleDescription(/O prazo das correções é depois da data da banca\./);
    expect(sent).toHaveLength(0);

    await userEvent.fill(deadline, "2027-01-20");
    await userEvent.click(form.getByRole("checkbox", { name: "Rui Reis — Membro titular" }));
    await userEvent.click(form.getByRole("button", { name: "Registrar resultado" }));
    const dialog = page.getByRole("dialog", { name: "Registrar o resultado da banca?" });
    await expect.element(dialog).toBeVisible();
    expect(sent).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Registrar e emitir a ata" }));
    await expect.element(form.getByRole("alert")).toMatchTextContent(refusal);
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/bancas/7/resultado",
        body: { verdict: "aprovado_com_correcoes", correctionsDeadline: "2027-01-20", participants: [1, 3] },
      },
    ]);
  },
  LONG,
);

test(
  "a held committee shows its verdict, the ata and the viewer's own statement; the student deposits the final version",
  async () => {
    const held = committee({
      status: "realizada",
      verdict: "aprovado",
      ataCodigo: "ATA-0001",
      members: committee().members.map((m) => (m.id === 1 ? { ...m, participated: true, declaracao: "DEC-0002" } : m)),
    });
    playServer(
      {
        "/api/orientacoes": page1([]),
        "/api/usuarios/aluna.ana/fases": {
          student: {
            idcbpf: "aluna.ana",
            name: "Ana Lima",
            programme: "academico",
            degree: "mestrado",
            status: "ativo",
          },
          entryDate: "2025-03-01",
          holdMonths: 0,
          holds: [],
          phases: [],
        },
        "/api/requerimentos": page1([]),
        "/api/fases": page1([]),
        "/api/bancas": page1([held]),
      },
      () => json(500, {}),
    );
    await renderApp("/en/orientacoes", demoUser("Discente", "aluna.ana"));
    const card = page.getByRole("article", { name: "Master's defence" });
    await expect.element(card.getByText("Held", { exact: true })).toBeVisible();
    await expect.element(card.getByText("11/20/2026 14:00")).toBeVisible();
    await expect.element(card.getByText("Approved", { exact: true })).toBeVisible();
    await expect.element(card.getByRole("button", { name: "Minutes (PDF) — ATA-0001" })).toBeVisible();
    // The student is no member: no statement of its own.
    expect(card.getByRole("button", { name: /Your participation statement/ }).query()).toBeNull();
    await expect.element(card.getByLabelText("Deposit the final version")).toBeVisible();
  },
  LONG,
);

test(
  "offline, a proposed committee is still read, and changing or cancelling it says it needs the internet",
  async () => {
    const proposed = committee({ status: "proposta", approvedAt: null });
    const sent = playServer(docenteReads([proposed]), () => json(500, {}));
    await renderApp("/orientacoes", demoUser("Docente", "prof.lia"));
    const card = page.getByRole("article", { name: /Defesa de mestrado/ });
    await expect.element(card.getByText("Proposta: aguarda aprovação da secretaria")).toBeVisible();
    setOnline(false);
    await expect
      .element(card.getByText("Sem conexão: alterar a banca, registrar o resultado e depositar precisam da internet."))
      .toBeVisible();
    await expect.element(card.getByRole("button", { name: "Cancelar banca nº 7" })).toBeDisabled();
    await userEvent.click(card.getByRole("button", { name: "Alterar banca nº 7" }));
    const form = page.getByRole("form", { name: "Alterar a banca nº 7" });
    await expect
      .element(form.getByRole("textbox", { name: "Título do trabalho" }))
      .toHaveValue("Ondas em meios granulares");
    await expect.element(form.getByRole("button", { name: "Salvar alterações" })).toBeDisabled();
    expect(sent).toHaveLength(0);
  },
  LONG,
);
