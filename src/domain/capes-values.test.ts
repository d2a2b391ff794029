import { describe, expect, it } from "vitest";
import {
  capesCountry,
  capesDate,
  capesDegree,
  capesDocument,
  capesFlag,
  capesList,
  capesMoney,
  capesRace,
  capesSubjectLevel,
  monthsBetween,
  yearSituation,
  type SituationFacts,
} from "./capes-values.ts";

describe("the pack's values (funding spec §5)", () => {
  it("writes days, money, flags and lists as Sucupira reads them", () => {
    expect(capesDate("2025-03-01")).toBe("01/03/2025");
    expect(capesDate(null)).toBe("");
    expect(capesMoney("2100.00")).toBe("2100,00");
    expect(capesMoney("1500.5")).toBe("1500,50");
    expect(capesMoney(0)).toBe("0,00");
    expect([capesFlag(true), capesFlag(false), capesFlag(null)]).toEqual(["S", "N", ""]);
    expect(capesList(["Ana", "Bia"])).toBe("Ana | Bia");
    expect(capesList([])).toBe("");
  });

  it("writes a CPF with its dots, else the passport, else nothing", () => {
    expect(capesDocument({ cpf: "52998224725", passport: "AB12345" })).toEqual({
      type: "CPF",
      number: "529.982.247-25",
    });
    expect(capesDocument({ cpf: null, passport: "AB12345" })).toEqual({ type: "PASSAPORTE", number: "AB12345" });
    expect(capesDocument({ cpf: null, passport: null })).toEqual({ type: "", number: "" });
  });

  it("names countries in Portuguese, upper-case, with CAPES's common names where ICU disambiguates", () => {
    expect(["BR", "PT", "AR", "US", "DE"].map(capesCountry)).toEqual([
      "BRASIL",
      "PORTUGAL",
      "ARGENTINA",
      "ESTADOS UNIDOS",
      "ALEMANHA",
    ]);
    expect(capesCountry("CD")).toBe("REPÚBLICA DEMOCRÁTICA DO CONGO");
    expect(capesCountry("MM")).toBe("MIANMAR");
    expect(capesCountry(null)).toBe("");
  });

  it("writes categories upper-case with accents", () => {
    expect(capesRace("indigena")).toBe("INDÍGENA");
    expect(capesRace("nao_declarada")).toBe("NÃO DECLARADA");
    expect(capesDegree("profissional", "mestrado")).toBe("MESTRADO PROFISSIONAL");
    expect(capesDegree("academico", "doutorado")).toBe("DOUTORADO");
    expect(capesSubjectLevel(null)).toBe("MESTRADO E DOUTORADO");
  });
});

describe("QT_MES_TITULACAO", () => {
  it("counts whole months, one less when the day has not come, never below 0", () => {
    expect(monthsBetween("2023-03-01", "2025-02-28")).toBe(23);
    expect(monthsBetween("2023-03-01", "2025-03-01")).toBe(24);
    expect(monthsBetween("2023-03-15", "2025-03-14")).toBe(23);
    expect(monthsBetween("2023-01-31", "2023-02-28")).toBe(0);
    expect(monthsBetween("2025-01-01", "2024-01-01")).toBe(0);
  });
});

describe("the situation in a year", () => {
  const facts = (more: Partial<SituationFacts>): SituationFacts => ({
    status: "ativo",
    defenceDate: null,
    dismissalDate: null,
    dismissalReason: null,
    statusSince: null,
    ...more,
  });

  it("is MATRICULADO for ativo and trancado, with no day", () => {
    expect(yearSituation(facts({ status: "trancado", statusSince: "2025-02-01" }), 2025)).toEqual({
      situation: "MATRICULADO",
      date: null,
      flagged: false,
    });
  });

  it("is TITULADO on the defence's day, else on statusSince and flagged", () => {
    expect(
      yearSituation(facts({ status: "egresso", defenceDate: "2025-06-10", statusSince: "2025-07-01" }), 2025),
    ).toEqual({ situation: "TITULADO", date: "2025-06-10", flagged: false });
    expect(yearSituation(facts({ status: "egresso", statusSince: "2025-07-01" }), 2025)).toEqual({
      situation: "TITULADO",
      date: "2025-07-01",
      flagged: true,
    });
  });

  it("is ABANDONOU for abandonment, else DESLIGADO, on the dismissal's day", () => {
    const base = { status: "inativo" as const, dismissalDate: "2025-05-10", statusSince: "2025-05-11" };
    expect(yearSituation(facts({ ...base, dismissalReason: "abandono" }), 2025).situation).toBe("ABANDONOU");
    expect(yearSituation(facts({ ...base, dismissalReason: "desempenho" }), 2025)).toEqual({
      situation: "DESLIGADO",
      date: "2025-05-10",
      flagged: false,
    });
  });

  it("is MATRICULADO when the day is after the year; no day at all is reported, not placed", () => {
    expect(yearSituation(facts({ status: "inativo", dismissalDate: "2026-01-05" }), 2025).situation).toBe(
      "MATRICULADO",
    );
    expect(yearSituation(facts({ status: "inativo" }), 2025)).toEqual({ situation: null, date: null, flagged: true });
  });
});
