import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./http.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The published OpenAPI 3.1 document describes every API route the app answers, errors included. */
type Operation = {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  parameters?: unknown[];
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const res = await call(t.app, "/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(() => t.close());

/** Every `$ref` in the document, to check that each resolves. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, out));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") out.push(item);
      else refs(item, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose references all resolve", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Acadêmico API", version: "1" });
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      const [, section, name] = ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      expect(
        (doc.components as Record<string, Record<string, unknown>>)[section ?? ""]?.[name ?? ""],
        ref,
      ).toBeDefined();
    }
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("lists every API route the app has registered, and only those", () => {
    const registered = t.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.includes("*"))
      .filter((route) => route.path !== "/api/openapi.json")
      // A parameter whose pattern ends in a suffix (`:ano{[0-9]+\\.zip}`) is documented as `{ano}.zip`.
      .map((route) => {
        const path = route.path.replace(/:(\w+)\{[^}]*?\\\.(\w+)\}/g, "{$1}.$2").replace(/:(\w+)/g, "{$1}");
        return `${route.method} ${path}`;
      });
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(documented.sort()).toEqual(
      [
        "DELETE /api/_auth/session",
        "GET /api/_auth/session",
        "GET /api/_log",
        "GET /api/acessos",
        "GET /api/disciplinas",
        "GET /api/disciplinas/{code}",
        "PATCH /api/disciplinas/{code}",
        "POST /api/disciplinas",
        "GET /api/auditoria",
        "GET /api/configuracoes",
        "GET /api/configuracoes/outbox",
        "POST /api/_auth/primeiro-acesso",
        "POST /api/_auth/recuperacao",
        "POST /api/_auth/redefinicao",
        "PATCH /api/configuracoes",
        "GET /api/periodos",
        "POST /api/periodos",
        "GET /api/periodos/{code}",
        "PATCH /api/periodos/{code}",
        "GET /api/health",
        "GET /api/horario",
        "GET /api/painel",
        "GET /api/ofertas",
        "POST /api/ofertas",
        "GET /api/ofertas/docentes",
        "GET /api/ofertas/{id}",
        "PATCH /api/ofertas/{id}",
        "GET /api/ofertas/{id}/turma",
        "GET /api/ofertas/{id}/turma.csv",
        "GET /api/ofertas/{id}/lista-presenca.pdf",
        "PUT /api/ofertas/{id}/notas/{idcbpf}",
        "PUT /api/ofertas/{id}/notas",
        "POST /api/ofertas/{id}/notas/importacao",
        "GET /api/historico/{idcbpf}",
        "POST /api/historico/{idcbpf}/aproveitamentos",
        "GET /api/horario.ics",
        "GET /api/matriculas",
        "GET /api/notificacoes",
        "POST /api/matriculas",
        "DELETE /api/matriculas/{codigo}",
        "POST /api/matriculas/{codigo}/decisao",
        "POST /api/notificacoes/lidas",
        "POST /api/notificacoes/{id}/lida",
        "POST /api/matriculas/decisoes",
        "GET /api/fases",
        "POST /api/fases",
        "PATCH /api/fases/{id}",
        "GET /api/usuarios/{idcbpf}/fases",
        "PUT /api/usuarios/{idcbpf}/fases/{code}",
        "GET /api/requerimentos",
        "POST /api/requerimentos",
        "GET /api/requerimentos/{id}",
        "POST /api/requerimentos/{id}/parecer",
        "POST /api/requerimentos/{id}/decisao",
        "POST /api/requerimentos/{id}/cancelamento",
        "PUT /api/requerimentos/{id}/anexo",
        "GET /api/requerimentos/{id}/anexo",
        "GET /api/bancas",
        "POST /api/bancas",
        "GET /api/bancas/{id}",
        "PATCH /api/bancas/{id}",
        "POST /api/bancas/{id}/aprovacao",
        "POST /api/bancas/{id}/cancelamento",
        "POST /api/bancas/{id}/resultado",
        "PUT /api/bancas/{id}/versao-final",
        "GET /api/bancas/{id}/versao-final",
        "GET /api/bolsas",
        "POST /api/bolsas",
        "GET /api/bolsas/avisos",
        "GET /api/bolsas/{id}",
        "PATCH /api/bolsas/{id}",
        "DELETE /api/bolsas/{id}",
        "GET /api/alocacoes",
        "POST /api/alocacoes",
        "GET /api/alocacoes/{id}",
        "PATCH /api/alocacoes/{id}",
        "DELETE /api/alocacoes/{id}",
        "GET /api/capes/{ano}",
        "GET /api/capes/{ano}.zip",
        "POST /api/alocacoes/{id}/suspensoes",
        "DELETE /api/alocacoes/{id}/suspensoes/{sid}",
        "GET /api/orientacoes",
        "GET /api/orientacoes/{id}",
        "PATCH /api/orientacoes/{id}",
        "POST /api/orientacoes",
        "GET /api/usuarios",
        "GET /api/usuarios.csv",
        "GET /api/usuarios/{idcbpf}",
        "PATCH /api/usuarios/{idcbpf}",
        "POST /api/usuarios",
        "POST /api/usuarios/{idcbpf}/senha",
        "POST /api/usuarios/{idcbpf}/desligamento",
        "GET /api/prazos",
        "POST /api/prazos/lembretes",
        "POST /api/_auth/session",
        "POST /api/usuarios/importacao",
        // The transparency pages (issue 16).
        "GET /api/gov/docentes",
        "GET /api/gov/discentes",
        "GET /api/gov/agenda",
        "GET /api/gov/defesas",
        "GET /api/chamadas",
        "POST /api/chamadas",
        "PATCH /api/chamadas/{id}",
        "GET /api/inscricoes",
        "POST /api/inscricoes",
        "GET /api/inscricoes/{codigo}",
        "PATCH /api/inscricoes/{codigo}",
        "PUT /api/inscricoes/{codigo}/documentos/{key}",
        "GET /api/inscricoes/{codigo}/documentos/{key}",
        "DELETE /api/inscricoes/{codigo}/documentos/{key}",
        "POST /api/inscricoes/{codigo}/submissao",
        "POST /api/inscricoes/{codigo}/decisao",
        // Declarations (issue 16).
        "POST /api/declaracoes",
        "GET /api/declaracoes",
        "GET /api/declaracoes/{codigo}/pdf",
        "POST /api/declaracoes/{codigo}/revogacao",
        "GET /api/autenticacao/{codigo}",
        "GET /api/autenticacao/{codigo}/pdf",
      ].sort(),
    );
  });

  it("declares the error answers of every operation with the ApiError schema", () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const status of ["400", "403", "413", "415", "500"]) {
          expect(op.responses[status]?.content?.["application/json"]?.schema, `${method} ${path} ${status}`).toEqual({
            $ref: "#/components/schemas/ApiError",
          });
        }
      }
    }
    expect(Object.keys(doc.paths["/api/usuarios/{idcbpf}"]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "404"]),
    );
    expect(Object.keys(doc.paths["/api/_auth/session"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "429"]),
    );
  });

  it("describes parameters and bodies from the same schemas that validate them", () => {
    const list = doc.paths["/api/usuarios"]?.get;
    const names = (list?.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(expect.arrayContaining(["query:q", "query:level", "query:page", "query:pageSize"]));
    const one = doc.paths["/api/usuarios/{idcbpf}"]?.get?.parameters as {
      name: string;
      in: string;
      required: boolean;
    }[];
    expect(one).toEqual([expect.objectContaining({ name: "idcbpf", in: "path", required: true })]);
    expect(doc.components.schemas.Login).toMatchObject({ required: ["idcbpf", "password"] });
    expect(doc.components.schemas.User).toMatchObject({ type: "object" });
  });
});
