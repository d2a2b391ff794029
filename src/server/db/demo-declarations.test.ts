import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationPageSchema } from "../../domain/declaracoes.ts";
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
});
