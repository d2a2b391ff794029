import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeePageSchema } from "../../domain/bancas.ts";
import { declarationPageSchema, verificationSchema } from "../../domain/declaracoes.ts";
import { defencesPageSchema } from "../../domain/defesas.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listOf(idcbpf: string) {
  const cookie = await login(t.app, idcbpf);
  const res = await call(t.app, "/api/declaracoes", { cookie });
  expect(res.status).toBe(200);
  return declarationPageSchema.parse(await res.json()).items;
}

describe("the demo's declarations", () => {
  it("gives discente a transcript, an affiliation declaration and a revoked one with its reason", async () => {
    const items = await listOf("discente");
    expect(items.filter((item) => item.type === "historico" && item.status === "valida")).toHaveLength(1);
    expect(items.filter((item) => item.type === "vinculo" && item.status === "valida")).toHaveLength(1);
    const revoked = items.filter((item) => item.status === "revogada");
    expect(revoked).toHaveLength(1);
    expect(revoked[0]?.reason).toMatch(/substituída por uma nova via/);
    expect(revoked[0]?.issuedBy?.idcbpf).toBe("admin");
  });

  it("gives docente a teaching declaration of a past term (ministrou)", async () => {
    const items = await listOf("docente");
    const taught = items.filter((item) => item.type === "docencia");
    expect(taught).toHaveLength(1);
    expect(taught[0]?.statement.pt).toContain("ministrou");
  });

  it("gives the committees' documents: the past defence's ata and statements, verified by code", async () => {
    const cookie = await login(t.app, "admin");
    const res = await call(t.app, "/api/bancas?status=realizada&kind=defesa", { cookie });
    expect(res.status).toBe(200);
    const held = committeePageSchema.parse(await res.json()).items;
    const defence = held.find((committee) => committee.members[0]?.idcbpf === "docente");
    expect(defence?.verdict).toBe("aprovado");
    expect(defence?.ataCodigo).toBeTruthy();
    const ata = await call(t.app, `/api/autenticacao/${defence?.ataCodigo ?? ""}`, {
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(ata.status).toBe(200);
    const verified = verificationSchema.parse(await ata.json());
    expect(verified).toMatchObject({
      type: "ata_banca",
      status: "valida",
      committee: { kind: "defesa", verdict: "aprovado" },
    });
    expect(verified.committee?.members?.some((member) => member.institution !== verified.institution)).toBe(true);
    // Every participant holds its statement; the president's is among docente's declarations.
    const participants = defence?.members.filter((member) => member.participated) ?? [];
    expect(participants.length).toBeGreaterThanOrEqual(3);
    for (const member of participants) expect(member.declaracao, member.name).toBeTruthy();
    const docente = await listOf("docente");
    expect(docente.some((item) => item.type === "participacao_banca" && item.committee?.id === defence?.id)).toBe(true);
    // discente holds the ata of its qualifying exam.
    const discente = await listOf("discente");
    expect(discente.filter((item) => item.type === "ata_banca")).toHaveLength(1);
  });

  it("lists the scheduled defence with its external member on the public calendar", async () => {
    const res = await call(t.app, "/api/gov/defesas");
    expect(res.status).toBe(200);
    const listed = defencesPageSchema.parse(await res.json()).items;
    const scheduled = listed.filter((committee) => committee.status === "agendada" && committee.kind === "defesa");
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    expect(scheduled[0]?.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(["Ricardo Tavares Lima", "Sarah Mitchell"]),
    );
    expect(listed.some((committee) => committee.status === "realizada" && committee.kind === "defesa")).toBe(true);
  });
});
