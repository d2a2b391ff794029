import { describe, expect, it } from "vitest";
import { capesIssue, personIssues, sortIssues, validationRow } from "./capes-issues.ts";

const ana = { idcbpf: "ana.lima", name: "Ana Lima" };
const bia = { idcbpf: "bia", name: "Ábia Souza" };

describe("the pack's validation (funding spec §5)", () => {
  it("says one sentence naming the person and the column, in the request's language", () => {
    expect(capesIssue("missing_nationality", "discentes.csv", "NM_PAIS_NACIONALIDADE_DISCENTE", ana, "pt")).toEqual({
      code: "missing_nationality",
      severity: "bloqueante",
      file: "discentes.csv",
      field: "NM_PAIS_NACIONALIDADE_DISCENTE",
      person: ana,
      message: "Ana Lima (ana.lima): falta a nacionalidade (NM_PAIS_NACIONALIDADE_DISCENTE).",
    });
    expect(capesIssue("missing_work_regime", "docentes.csv", "DS_REGIME_TRABALHO", ana, "en").message).toBe(
      "Ana Lima (ana.lima): the work regime is missing (DS_REGIME_TRABALHO).",
    );
  });

  it("asks a document of everyone, and a CPF of Brazilians; a name of 61 characters is too long", () => {
    const codes = (facts: Parameters<typeof personIssues>[0], name = "Ana") =>
      personIssues(facts, { idcbpf: "x", name }, "discentes.csv", "pt").map((i) => i.code);
    const complete = { cpf: "52998224725", passport: null, nationality: "BR", birthDate: "1990-01-01" };
    expect(codes(complete)).toEqual([]);
    expect(codes({ ...complete, cpf: null, passport: "AB12345" })).toEqual(["missing_document"]);
    expect(codes({ ...complete, cpf: null, passport: "AB12345", nationality: "AR" })).toEqual([]);
    expect(codes({ ...complete, nationality: null, birthDate: null })).toEqual([
      "missing_nationality",
      "missing_birth_year",
    ]);
    expect(codes(complete, "a".repeat(60))).toEqual([]);
    expect(codes(complete, "a".repeat(61))).toEqual(["name_too_long"]);
  });

  it("orders bloqueante first, then file order, then person name (pt-BR), a programme's issue first", () => {
    const sorted = sortIssues([
      capesIssue("missing_work_regime", "docentes.csv", "DS_REGIME_TRABALHO", ana, "pt"),
      capesIssue("missing_category", "docentes.csv", "DS_CATEGORIA_DOCENTE", ana, "pt"),
      capesIssue("missing_birth_year", "discentes.csv", "AN_NASCIMENTO_DISCENTE", ana, "pt"),
      capesIssue("missing_advisor", "discentes.csv", "NM_ORIENTADOR_PRINCIPAL", bia, "pt"),
      capesIssue("missing_programme_code", "discentes.csv", "CD_PROGRAMA_IES", null, "pt", "academico"),
    ]);
    expect(sorted.map((i) => `${i.code}/${i.person?.idcbpf ?? "-"}`)).toEqual([
      "missing_programme_code/-",
      "missing_advisor/bia",
      "missing_birth_year/ana.lima",
      "missing_category/ana.lima",
      "missing_work_regime/ana.lima",
    ]);
  });

  it("writes validacao.csv's row", () => {
    const issue = capesIssue("missing_birth_year", "discentes.csv", "AN_NASCIMENTO_DISCENTE", ana, "pt");
    expect(validationRow(issue)).toEqual([
      "BLOQUEANTE",
      "missing_birth_year",
      "discentes.csv",
      "AN_NASCIMENTO_DISCENTE",
      "ana.lima",
      "Ana Lima",
      "Ana Lima (ana.lima): falta a data de nascimento (AN_NASCIMENTO_DISCENTE).",
    ]);
    const warning = capesIssue("missing_defence_data", "trabalhos-conclusao.csv", "NR_PAGINAS", ana, "pt");
    expect(validationRow(warning)[0]).toBe("AVISO");
  });
});
