import { describe, expect, it } from "vitest";
import { formatCode, generateCanonicalCode, normalizeCode } from "./codes.ts";
import {
  applicationCreateSchema,
  applicationEditable,
  applicationPatchSchema,
  callCreateSchema,
  callPatchSchema,
  decisionSchema,
  missingDocuments,
  suggestIdcbpf,
} from "./inscricoes.ts";
import { IDCBPF_PATTERN } from "./users.ts";

const CANONICAL = /^[0-9A-HJKMNP-TV-Z]{28}$/;
const PRINTED = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/;

describe("application codes", () => {
  it("10^5 generated codes: no collision, all canonical, all printed in 7 groups of 4", () => {
    const seen = new Set<string>();
    let malformed = 0;
    for (let i = 0; i < 100_000; i++) {
      const code = generateCanonicalCode();
      if (!CANONICAL.test(code)) malformed++;
      seen.add(code);
    }
    expect(malformed).toBe(0);
    expect(seen.size).toBe(100_000);
    for (const code of [...seen].slice(0, 1000)) expect(formatCode(code)).toMatch(PRINTED);
  });

  it("accepts the forms people type: lower case, spaces, no dashes, O/I/L aliases", () => {
    const code = "0123456789ABCDEFGHJKMNPQRSTV";
    const printed = formatCode(code);
    expect(normalizeCode(printed.toLowerCase())).toBe(code);
    expect(normalizeCode(printed.replace(/-/g, " "))).toBe(code);
    expect(normalizeCode(code)).toBe(code);
    expect(normalizeCode(printed.replace(/0/g, "O").replace(/1/g, "l"))).toBe(code);
    expect(normalizeCode(printed.replace(/1/g, "I"))).toBe(code);
    expect(normalizeCode(`${printed}X`)).toBeNull();
    expect(normalizeCode("U".repeat(28))).toBeNull();
  });
});

describe("suggestIdcbpf", () => {
  it.each([
    ["Maria da Conceição Souza", "maria.souza"],
    ["José", "jose"],
    ["  Ana de Souza e Silva ", "ana.silva"],
    ["ÉMILE D'ÁVILA", "emile.avila"],
    ["Jürgen Øster-Strauß", "jurgen.strauss"],
    ["João dos Santos Júnior", "joao.junior"],
  ])("%s → %s", (name, expected) => {
    expect(suggestIdcbpf(name)).toBe(expected);
    expect(IDCBPF_PATTERN.test(expected)).toBe(true);
  });

  it("always answers a valid idcbpf, or nothing when the name has no usable letters", () => {
    expect(suggestIdcbpf("A")).toMatch(IDCBPF_PATTERN);
    expect(suggestIdcbpf("李小龍")).toBe("");
    expect(suggestIdcbpf("")).toBe("");
    expect(suggestIdcbpf(`${"a".repeat(100)} ${"b".repeat(100)}`)).toMatch(IDCBPF_PATTERN);
  });
});

const call = {
  programme: "academico",
  degree: "mestrado",
  title: { pt: "Seleção", en: "Selection" },
  opensOn: "2026-08-01",
  closesOn: "2026-08-15",
  documents: [{ key: "cv", label: { pt: "Currículo", en: "CV" } }],
};

describe("call schemas", () => {
  it("takes a valid call; dates may be the same day", () => {
    expect(callCreateSchema.safeParse(call).success).toBe(true);
    expect(callCreateSchema.safeParse({ ...call, closesOn: call.opensOn }).success).toBe(true);
  });

  it("refuses dates out of order, bad or repeated keys, more than 10 documents, real-day checks", () => {
    const messages = (value: unknown) =>
      callCreateSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(messages({ ...call, closesOn: "2026-07-31" })).toEqual(["closesOn:call_dates_order"]);
    expect(messages({ ...call, opensOn: "2026-02-30" })).toEqual(["opensOn:date_invalid"]);
    expect(messages({ ...call, documents: [{ key: "CV", label: { pt: "a", en: "b" } }] })).toEqual([
      "documents.0.key:document_key_invalid",
    ]);
    expect(messages({ ...call, documents: [{ key: "-cv", label: { pt: "a", en: "b" } }] })).toEqual([
      "documents.0.key:document_key_invalid",
    ]);
    expect(messages({ ...call, documents: [{ key: "a".repeat(41), label: { pt: "a", en: "b" } }] })).toEqual([
      "documents.0.key:document_key_invalid",
    ]);
    expect(messages({ ...call, documents: [call.documents[0], call.documents[0]] })).toEqual([
      "documents.1.key:duplicate_document_key",
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ key: `d${i}`, label: { pt: "a", en: "b" } }));
    expect(callCreateSchema.safeParse({ ...call, documents: eleven }).success).toBe(false);
    expect(callPatchSchema.safeParse({ opensOn: "2026-09-01", closesOn: "2026-08-01" }).success).toBe(false);
    expect(callPatchSchema.safeParse({ id: 3 }).success).toBe(false);
  });
});

describe("application schemas", () => {
  const body = {
    call: 1,
    name: " Ana ",
    email: "Ana@Example.org",
    documentId: "123",
    birthDate: "2000-01-31",
    researchArea: "Óptica",
  };
  it("trims, defaults the desired advisor to null and turns an empty one into null", () => {
    expect(applicationCreateSchema.parse(body)).toMatchObject({ name: "Ana", desiredAdvisor: null });
    expect(applicationCreateSchema.parse({ ...body, desiredAdvisor: " " }).desiredAdvisor).toBeNull();
    expect(applicationPatchSchema.parse({ desiredAdvisor: "Prof. X" })).toEqual({ desiredAdvisor: "Prof. X" });
  });
  it("refuses missing fields, a bad e-mail, a non-day and the call in a patch", () => {
    expect(applicationCreateSchema.safeParse({ ...body, email: "x" }).success).toBe(false);
    expect(applicationCreateSchema.safeParse({ ...body, birthDate: "2000-02-31" }).success).toBe(false);
    expect(applicationCreateSchema.safeParse({ ...body, researchArea: " " }).success).toBe(false);
    expect(applicationPatchSchema.safeParse({ call: 2 }).success).toBe(false);
  });
  it("a rejection needs its reason", () => {
    expect(decisionSchema.safeParse({ decision: "indeferida" }).success).toBe(false);
    expect(decisionSchema.safeParse({ decision: "indeferida", reason: " " }).success).toBe(false);
    expect(decisionSchema.safeParse({ decision: "indeferida", reason: "Fora do perfil" }).success).toBe(true);
    expect(decisionSchema.safeParse({ decision: "deferida", idcbpf: "Maria.Souza", entryTerm: "2027.1" }).data).toEqual(
      { decision: "deferida", idcbpf: "maria.souza", entryTerm: "2027.1" },
    );
    expect(decisionSchema.safeParse({ decision: "rascunho" }).success).toBe(false);
  });
});

describe("rules", () => {
  it("editable while open and rascunho or submetida", () => {
    expect(applicationEditable("rascunho", true)).toBe(true);
    expect(applicationEditable("submetida", true)).toBe(true);
    expect(applicationEditable("em_analise", true)).toBe(false);
    expect(applicationEditable("deferida", true)).toBe(false);
    expect(applicationEditable("rascunho", false)).toBe(false);
  });
  it("names the missing documents in the call's order", () => {
    const docs = [
      { key: "a", label: { pt: "A", en: "A" } },
      { key: "b", label: { pt: "B", en: "B" } },
      { key: "c", label: { pt: "C", en: "C" } },
    ];
    expect(missingDocuments(docs, ["b"]).map((doc) => doc.key)).toEqual(["a", "c"]);
    expect(missingDocuments(docs, ["a", "b", "c"])).toEqual([]);
  });
});
