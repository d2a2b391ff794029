import { expect, test } from "vitest";
import { page } from "vitest/browser";
import type { Verification } from "../../domain/declaracoes.ts";
import { renderApp, settled } from "../../../tests/browser/helpers.tsx";
import { interceptFetch } from "../../../tests/browser/network.ts";

/**
 * The public verification of a committee's documents, in both languages: an ata shows its session,
 * student, title, day, verdict and every member with role, institution and presence as a table; a
 * participation statement its member, role and institution. In the PDF's words.
 */
const CODE = "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345";

const base = {
  codigo: CODE,
  issuedAt: "2026-03-10T20:00:00.000Z",
  status: "valida",
  timeZone: "America/Sao_Paulo",
  institution: "Instituto Zé de Física Teórica",
  signatory: "Dra. Inês Gonçalves",
  signatoryTitle: "Coordenadora do Programa",
} as const;

const session = {
  kind: "defesa",
  degree: "doutorado",
  title: "Óptica quântica em cavidades",
  date: "2026-03-10",
  time: "14:00",
  student: { name: "Conceição Ávila", programme: "academico" },
} as const;

const ata: Verification = {
  ...base,
  type: "ata_banca",
  holderName: "Conceição Ávila",
  statement: {
    pt: "Ata de defesa de tese de doutorado de Conceição Ávila…",
    en: "Minutes of the doctoral thesis defence…",
  },
  committee: {
    ...session,
    verdict: "aprovado_com_correcoes",
    members: [
      {
        name: "Prof. Álvaro Nunes",
        role: "presidente",
        institution: "Instituto Zé de Física Teórica",
        participated: true,
      },
      { name: "Dr. John Smith", role: "titular", institution: "MIT", participated: true },
      { name: "Dr. Rui Costa", role: "suplente", institution: "UFRJ", participated: false },
    ],
  },
};

const participation: Verification = {
  ...base,
  type: "participacao_banca",
  holderName: "Dr. John Smith",
  statement: { pt: "Declaramos que Dr. John Smith participou…", en: "We certify that Dr. John Smith took part…" },
  committee: { ...session, member: { name: "Dr. John Smith", role: "titular", institution: "MIT" } },
};

const WORDS = {
  pt: {
    path: `/autenciacar-declaracao/${CODE}`,
    ata: "Ata autêntica",
    statement: "Declaração autêntica",
    facts: [
      "Sessão",
      "Defesa de tese de doutorado",
      "Discente",
      "Conceição Ávila",
      "Programa Acadêmico",
      "10/03/2026",
      "14:00",
    ],
    verdict: ["Resultado", "Aprovado com correções"],
    table: "Membros da banca",
    header: ["Nome", "Função", "Instituição", "Presença"],
    rows: [
      ["Prof. Álvaro Nunes", "Presidente", "Instituto Zé de Física Teórica", "Presente"],
      ["Dr. John Smith", "Membro titular", "MIT", "Presente"],
      ["Dr. Rui Costa", "Membro suplente", "UFRJ", "Ausente"],
    ],
    member: ["Membro", "Dr. John Smith", "Função", "Membro titular", "Instituição", "MIT"],
  },
  en: {
    path: `/en/autenciacar-declaracao/${CODE}`,
    ata: "Authentic committee minutes",
    statement: "Authentic declaration",
    facts: [
      "Session",
      "Doctoral thesis defence",
      "Student",
      "Conceição Ávila",
      "Academic Programme",
      "March 10, 2026",
      "14:00",
    ],
    verdict: ["Result", "Approved with corrections"],
    table: "Committee members",
    header: ["Name", "Role", "Institution", "Attendance"],
    rows: [
      ["Prof. Álvaro Nunes", "Chair", "Instituto Zé de Física Teórica", "Present"],
      ["Dr. John Smith", "Full member", "MIT", "Present"],
      ["Dr. Rui Costa", "Alternate member", "UFRJ", "Absent"],
    ],
    member: ["Member", "Dr. John Smith", "Role", "Full member", "Institution", "MIT"],
  },
} as const;

const cells = (row: Element | undefined) =>
  [...(row?.querySelectorAll("th, td") ?? [])].map((cell) => cell.textContent?.trim() ?? "");

const facts = () =>
  [...(document.querySelector("#verified-committee")?.closest("section")?.querySelectorAll("dt, dd") ?? [])].map(
    (node) => node.textContent?.trim() ?? "",
  );

for (const locale of ["pt", "en"] as const) {
  const words = WORDS[locale];

  test(`an ata's verification shows the session, the verdict and every member (${locale})`, async () => {
    interceptFetch("/api/autenticacao/", () => ({ status: 200, body: ata }));
    const { router } = await renderApp(words.path, null);
    await settled(router);
    await expect.element(page.getByRole("heading", { name: words.ata })).toBeVisible();
    const table = page.getByRole("region", { name: words.table });
    await expect.element(table).toBeVisible();
    const shown = facts();
    for (const fact of [...words.facts, ...words.verdict]) expect(shown).toContain(fact);
    const [element] = document.querySelectorAll("table");
    expect(element?.caption?.textContent).toBe(words.table);
    expect(cells(element?.tHead?.rows[0])).toEqual(words.header);
    expect([...(element?.tBodies[0]?.rows ?? [])].map(cells)).toEqual(words.rows);
  });

  test(`a participation statement's verification shows its member and role (${locale})`, async () => {
    interceptFetch("/api/autenticacao/", () => ({ status: 200, body: participation }));
    const { router } = await renderApp(words.path, null);
    await settled(router);
    await expect.element(page.getByRole("heading", { name: words.statement })).toBeVisible();
    await expect
      .element(page.getByRole("heading", { level: 3, name: locale === "pt" ? "A banca" : "The committee" }))
      .toBeVisible();
    const shown = facts();
    for (const fact of [...words.facts, ...words.member]) expect(shown).toContain(fact);
    expect(document.querySelectorAll("table")).toHaveLength(0);
  });
}
