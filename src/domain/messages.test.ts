import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueText, MESSAGE_PARTS, message } from "./messages.ts";

describe("MESSAGES", () => {
  it("defines each key in one area's part only: a second definition would silently replace the first", () => {
    const where = new Map<string, string[]>();
    for (const [part, messages] of Object.entries(MESSAGE_PARTS)) {
      for (const key of Object.keys(messages)) where.set(key, [...(where.get(key) ?? []), part]);
    }
    expect([...where].filter(([, parts]) => parts.length > 1)).toEqual([]);
  });
});

describe("message", () => {
  it("agrees each count's noun with its number, in both languages", () => {
    expect(message("credit_limit", "pt", { limit: 1, total: 5 })).toBe(
      "Limite de 1 crédito no período excedido: seriam 5.",
    );
    expect(message("credit_limit", "pt", { limit: 24, total: 28 })).toBe(
      "Limite de 24 créditos no período excedido: seriam 28.",
    );
    expect(message("credit_limit", "en", { limit: 1, total: 5 })).toBe(
      "The term's limit of 1 credit would be exceeded: 5.",
    );
    expect(message("capacity_below_taken", "pt", { taken: 1 })).toBe(
      "As vagas não podem ficar abaixo da 1 já ocupada.",
    );
    expect(message("capacity_below_taken", "en", { taken: 3 })).toBe(
      "The capacity cannot go below the 3 seats already taken.",
    );
    expect(message("advisee_cap", "pt", { advisor: "Ana", cap: 1 })).toBe(
      "Ana já orienta 1 discente ativo ou trancado (o limite).",
    );
    expect(message("too_long", "en", { max: 100 })).toBe("At most 100 characters.");
  });
});

describe("issueText: an empty required field says required, whatever its type", () => {
  const schema = z.object({
    level: z.enum(["Docente", "Discente"], { message: "level_invalid" }),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "date_invalid" }),
    credits: z.number().int().min(1),
    name: z.string().trim().min(1),
    reason: z.string().trim().min(1, { message: "revocation_reason_required" }),
  });
  const given = { level: "", day: "", credits: Number.NaN, name: " ", reason: "" };
  const texts = (locale: "pt" | "en", value: unknown = given) =>
    Object.fromEntries(
      (schema.safeParse(value).error?.issues ?? []).map((issue) => [
        issue.path.join("."),
        issueText(issue, locale, { value: (value as Record<string, unknown>)[String(issue.path[0])] }),
      ]),
    );

  it("a select, a date, a number, a text left empty: 'Campo obrigatório.' — a schema's own 'required' words kept", () => {
    expect(texts("pt")).toEqual({
      level: "Campo obrigatório.",
      day: "Campo obrigatório.",
      credits: "Campo obrigatório.",
      name: "Campo obrigatório.",
      reason: "Informe o motivo da revogação.",
    });
    expect(texts("en").level).toBe("Required field.");
  });

  it("a value given but wrong keeps the words of what is wrong", () => {
    const wrong = texts("pt", { level: "Reitor", day: "amanhã", credits: 0, name: "Ana", reason: "x" });
    expect(wrong).toEqual({
      level: message("level_invalid", "pt"),
      day: message("date_invalid", "pt"),
      credits: "O mínimo é 1.",
    });
  });

  it("without the value given, a missing number still says required", () => {
    const [issue] = z.object({ n: z.number() }).safeParse({}).error?.issues ?? [];
    if (!issue) throw new Error("no issue");
    expect(issueText(issue, "pt")).toBe("Campo obrigatório.");
  });
});
