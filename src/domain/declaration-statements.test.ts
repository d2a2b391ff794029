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

  it("gives the transcript's credits and CR (comma in Portuguese), the subjects left to its tables", () => {
    const text = declarationStatement({
      type: "historico",
      ...student,
      status: "egresso",
      terms: [{ term: "2025.1", entries: [{ ...subject("FIS-506"), concept: "B", result: "aprovado" }] }],
      creditsEarned: 8,
      cr: 1.5,
    });
    expect(text.pt).toBe(
      "Declaramos que Ana Conceição Souza (identificador ana.souza), discente do curso de mestrado do Programa " +
        "Profissional, com ingresso em 2025.1, egresso(a), tendo concluído o curso, obteve 8 créditos, com " +
        "coeficiente de rendimento (CR) 1,50, conforme as disciplinas relacionadas neste histórico.",
    );
    expect(text.en).toContain("has earned 8 credits, with grade point average (CR) 1.50, as recorded in the subjects");
    const empty = declarationStatement({
      type: "historico",
      ...student,
      status: "ativo",
      terms: [],
      creditsEarned: 0,
      cr: null,
    });
    expect(empty.pt).toContain("obteve 0 créditos, sem coeficiente de rendimento (CR) apurado, conforme");
    expect(empty.en).toContain("has earned 0 credits, with no grade point average (CR) yet, as recorded");
  });

  it("agrees each count with its number: 1 crédito, 1 hora; 1 credit, 1 hour", () => {
    const one = declarationStatement({
      type: "historico",
      ...student,
      status: "ativo",
      terms: [],
      creditsEarned: 1,
      cr: 4,
    });
    expect(one.pt).toContain("obteve 1 crédito, com");
    expect(one.en).toContain("has earned 1 credit, with");
    const matricula = declarationStatement({
      type: "matricula",
      ...student,
      status: "ativo",
      term: "2026.2",
      subjects: [subject("FIS-590", 1)],
    });
    expect(matricula.pt).toContain("FIS-590 Física FIS-590 (1 crédito).");
    expect(matricula.en).toContain("FIS-590 Physics FIS-590 (1 credit).");
    const offering = { id: 1, term: "2026.2", subject: { ...subject("FIS-501", 1), hours: 1 } };
    const docencia = declarationStatement({ type: "docencia", holder, offering, current: true, responsible: true });
    expect(docencia.pt).toContain("(1 crédito, 1 hora)");
    expect(docencia.en).toContain("(1 credit, 1 hour)");
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
