import { describe, expect, it } from "vitest";
import { declarationStatement, type DeclarationFacts } from "./declaration-statements.ts";

const holder = { idcbpf: "ana.souza", name: "Ana Conceição Souza" };
const student = { holder, programme: "profissional", degree: "mestrado", entryTerm: "2025.1" } as const;
const subject = (code: string, credits = 4) => ({
  code,
  name: { pt: `Física ${code}`, en: `Physics ${code}` },
  credits,
});

describe("declarationStatement", () => {
  it("states the affiliation truthfully for each status, in both languages", () => {
    const trancado = declarationStatement({ type: "vinculo", ...student, status: "trancado" });
    expect(trancado.pt).toBe(
      "Declaramos que Ana Conceição Souza (identificador ana.souza) é discente do curso de mestrado do Programa " +
        "Profissional, com ingresso em 2025.1, e encontra-se com matrícula trancada (afastamento).",
    );
    expect(trancado.en).toBe(
      "We declare that Ana Conceição Souza (id ana.souza) is a student in the master's course of the Professional " +
        "Programme, admitted in 2025.1, and is on leave (enrolment suspended).",
    );
    expect(declarationStatement({ type: "vinculo", ...student, status: "ativo" }).pt).toContain("com matrícula ativa");
  });

  it("names the enrolled subjects with codes, names and credits", () => {
    const facts: DeclarationFacts = {
      type: "matricula",
      ...student,
      status: "ativo",
      term: "2026.2",
      subjects: [subject("FIS-501"), subject("FIS-590", 2)],
    };
    const text = declarationStatement(facts);
    expect(text.pt).toContain(
      "no período letivo 2026.2, nas disciplinas: FIS-501 Física FIS-501 (4 créditos); FIS-590 Física FIS-590 (2 créditos).",
    );
    expect(text.en).toContain(
      "in term 2026.2, in the subjects: FIS-501 Physics FIS-501 (4 credits); FIS-590 Physics FIS-590 (2 credits).",
    );
  });

  it("gives the transcript's credits and CR (comma in Portuguese), per term, transfers without a code", () => {
    const text = declarationStatement({
      type: "historico",
      ...student,
      status: "egresso",
      terms: [
        { term: "2025.1", entries: [{ ...subject("FIS-506"), concept: "D", result: "reprovado" }] },
        {
          term: "2025.2",
          entries: [
            { ...subject("FIS-506"), concept: "B", result: "aprovado" },
            {
              code: null,
              name: { pt: "Óptica (USP)", en: "Óptica (USP)" },
              credits: 4,
              concept: "T",
              result: "aprovado",
            },
          ],
        },
      ],
      creditsEarned: 8,
      cr: 1.5,
    });
    expect(text.pt).toContain("obteve 8 créditos, com coeficiente de rendimento (CR) 1,50.");
    expect(text.pt).toContain("2025.1: FIS-506 Física FIS-506 (4 créditos), conceito D, reprovado.");
    expect(text.pt).toContain("Óptica (USP) (4 créditos), conceito T, aprovado");
    expect(text.en).toContain("has earned 8 credits, with grade point average (CR) 1.50.");
    const empty = declarationStatement({
      type: "historico",
      ...student,
      status: "ativo",
      terms: [],
      creditsEarned: 0,
      cr: null,
    });
    expect(empty.pt).toContain("sem coeficiente de rendimento (CR) apurado. Não há disciplinas registradas.");
  });

  it("says ministra for the current term and ministrou for a past one", () => {
    const offering = { id: 1, term: "2026.2", subject: { ...subject("FIS-501"), hours: 60 } };
    const now = declarationStatement({ type: "docencia", holder, offering, current: true, responsible: true });
    expect(now.pt).toBe(
      "Declaramos que Ana Conceição Souza (identificador ana.souza) ministra, como docente responsável, a disciplina " +
        "FIS-501 Física FIS-501 (4 créditos, 60 horas) no período letivo 2026.2.",
    );
    const before = declarationStatement({ type: "docencia", holder, offering, current: false, responsible: false });
    expect(before.pt).toContain("ministrou, como docente colaborador(a)");
    expect(before.en).toContain(
      "taught, as a co-teacher, the subject FIS-501 Physics FIS-501 (4 credits, 60 hours) in term 2026.2.",
    );
  });
});
