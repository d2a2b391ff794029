import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { Verification } from "../../domain/declaracoes.ts";
import { renderApp, settled } from "../../../tests/browser/helpers.tsx";
import { interceptFetch } from "../../../tests/browser/network.ts";

/**
 * The public verification page of a transcript, in both languages: the verdict agrees with the
 * document's name, the time of issue is the institution's (named), not the reader's clock, and
 * the transcript's content is shown as the paper prints it — the student, one table per term with
 * its header, a transfer's origin, the totals. (Its layout at 360 px and on a desktop, with the
 * app's styles, is tests/e2e/historico-documento.spec.ts.)
 */
const CODE = "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345";

// 01:30 UTC on the 28th is still the 27th, 22:30, in São Paulo: a reader whose clock is UTC
// (the test browser's) or east of it would see the next day if the page used the device's zone.
const found: Verification = {
  codigo: CODE,
  type: "historico",
  holderName: "Conceição Ávila Müller",
  issuedAt: "2026-11-28T01:30:00.000Z",
  statement: { pt: "Declaramos que Conceição…", en: "We declare that Conceição…" },
  status: "valida",
  timeZone: "America/Sao_Paulo",
  institution: "Instituto Zé de Física Teórica",
  signatory: "Dra. Inês Gonçalves",
  signatoryTitle: "Coordenadora do Programa",
  transcript: {
    idcbpf: "conceicao",
    programme: "academico",
    degree: "doutorado",
    entryTerm: "2025.1",
    status: "ativo",
    terms: [
      {
        term: "2025.1",
        entries: [
          {
            code: "FIS-601",
            name: { pt: "Mecânica Quântica Avançada", en: "Advanced Quantum Mechanics" },
            credits: 4,
            concept: "A",
            attendance: 95,
            result: "aprovado",
            transfer: null,
          },
          {
            code: null,
            name: { pt: "Óptica Não Linear", en: "Óptica Não Linear" },
            credits: 1,
            concept: "T",
            attendance: null,
            result: "aprovado",
            transfer: { institution: "Universidade Federal do Paraná", originTerm: "2024.2" },
          },
        ],
      },
      {
        term: "2025.2",
        entries: [
          {
            code: "FIS-620",
            name: { pt: "Teoria Quântica de Campos", en: "Quantum Field Theory" },
            credits: 4,
            concept: "C",
            attendance: 70,
            result: "reprovado",
            transfer: null,
          },
        ],
      },
    ],
    creditsEarned: 5,
    cr: 3.5,
  },
};

const WORDS = {
  pt: {
    path: `/autenciacar-declaracao/${CODE}`,
    verdict: "Histórico escolar autêntico",
    issued: "27 de novembro de 2026, 22:30 (Horário Padrão de Brasília)",
    signed: "Dra. Inês Gonçalves, Coordenadora do Programa",
    facts: ["Identificador", "conceicao", "Programa Acadêmico", "Doutorado", "2025.1", "Matrícula ativa"],
    term: "Período letivo 2025.1",
    header: ["Código", "Disciplina", "Créditos", "Conceito", "Frequência", "Resultado"],
    row: ["FIS-601", "Mecânica Quântica Avançada", "4", "A", "95%", "Aprovado"],
    failed: ["FIS-620", "Teoria Quântica de Campos", "4", "C", "70%", "Reprovado"],
    transfer: "Aproveitamento de Universidade Federal do Paraná (2024.2)",
    totals: ["Créditos obtidos", "5", "Coeficiente de rendimento (CR)", "3,50"],
  },
  en: {
    path: `/en/autenciacar-declaracao/${CODE}`,
    verdict: "Authentic academic transcript",
    issued: "November 27, 2026, 10:30 PM (Brasilia Standard Time)",
    signed: "Dra. Inês Gonçalves, Coordenadora do Programa",
    facts: ["ID", "conceicao", "Academic Programme", "Doctorate", "2025.1", "Active"],
    term: "Term 2025.1",
    header: ["Code", "Subject", "Credits", "Grade", "Attendance", "Result"],
    row: ["FIS-601", "Advanced Quantum Mechanics", "4", "A", "95%", "Passed"],
    failed: ["FIS-620", "Quantum Field Theory", "4", "C", "70%", "Failed"],
    transfer: "Transferred from Universidade Federal do Paraná (2024.2)",
    totals: ["Credits earned", "5", "Grade point average (CR)", "3.50"],
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

const cells = (row: Element | undefined) =>
  [...(row?.querySelectorAll("th, td") ?? [])].map((cell) => cell.textContent?.trim() ?? "");

for (const locale of ["pt", "en"] as const)
  test(`a transcript's verification shows its tables and the institution's time (${locale})`, async () => {
    const words = WORDS[locale];
    interceptFetch("/api/autenticacao/", () => ({ status: 200, body: found }));
    const { router } = await renderApp(words.path, null);
    await settled(router);

    await expect.element(page.getByRole("heading", { name: words.verdict })).toBeVisible();
    await expect.element(page.getByTestId("issued-at")).toHaveTextContent(words.issued);
    await expect.element(page.getByText(words.signed, { exact: true })).toBeVisible();

    const student = page.getByRole("region", { name: words.term }).element().closest("section");
    for (const fact of words.facts) expect(student?.textContent).toContain(fact);

    const tables = document.querySelectorAll("table");
    expect(tables).toHaveLength(2);
    const [first, second] = tables;
    expect(first?.caption?.textContent).toBe(words.term);
    expect(cells(first?.tHead?.rows[0])).toEqual(words.header);
    expect(cells(second?.tHead?.rows[0])).toEqual(words.header);
    expect(cells(first?.tBodies[0]?.rows[0])).toEqual(words.row);
    expect(cells(first?.tBodies[0]?.rows[1])[1]).toContain(words.transfer);
    expect(cells(second?.tBodies[0]?.rows[0])).toEqual(words.failed);

    const totals = [...(student?.querySelectorAll(":scope > dl:last-of-type > *") ?? [])].map((node) =>
      node.textContent?.trim(),
    );
    expect(totals).toEqual(words.totals);
  });
