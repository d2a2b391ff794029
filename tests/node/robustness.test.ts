import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { call, expectApiError, login } from "./http.ts";
import { createTestApp, testEnv, type TestApp } from "./test-app.ts";

/** Clients' mistakes get 4xx JSON answers, never a 500, never a stack; only our bugs are 500s. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(() => t.close());

const post = (body: BodyInit | undefined, headers: Record<string, string> = { "content-type": "application/json" }) =>
  call(t.app, "/api/_auth/session", { method: "POST", ...(body !== undefined ? { body } : {}), headers });

describe("bodies", () => {
  it("malformed JSON → 400 malformed_json", async () => {
    for (const body of ["{", '{"idcbpf": "admin",}', "undefined", "\u0000", "{'a':1}"]) {
      const res = await expectApiError(await post(body), 400);
      expect(res.message).toBe("O corpo da requisição não é um JSON válido.");
    }
  });

  it("schema errors → 400 validation_failed naming each field, in the request's language", async () => {
    const res = await post(JSON.stringify({ idcbpf: "Not Valid!", password: "" }), {
      "content-type": "application/json",
      "accept-language": "en",
    });
    const body = await expectApiError(res, 400);
    expect(body).toEqual({
      statusCode: 400,
      message: "Some fields are invalid.",
      fields: {
        idcbpf: "Invalid identifier: use lowercase letters, digits, dot, hyphen or underscore (2 to 64).",
        password: "Enter your password.",
      },
    });
    const missing = await expectApiError(await post("{}"), 400);
    expect(missing.fields).toEqual({ idcbpf: "Campo obrigatório.", password: "Campo obrigatório." });
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"admin"'],
    ["null", "null"],
    ["a number", "42"],
    ["wrong types", '{"idcbpf": 1, "password": true}'],
    ["nested objects", '{"idcbpf": {"$ne": null}, "password": ["x"]}'],
    ["a huge password", JSON.stringify({ idcbpf: "admin", password: "x".repeat(50_000) })],
    ["a huge idcbpf", JSON.stringify({ idcbpf: "a".repeat(60_000), password: "x" })],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x69, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ["a prototype key", '{"__proto__": {"admin": true}, "idcbpf": "admin"}'],
    ["deeply nested arrays", "[".repeat(30_000) + "]".repeat(30_000)],
    ["deeply nested objects", '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)],
    ["a NUL character", '{"idcbpf": "admin", "password": "a\\u0000b"}'],
    ["a NUL in a key", '{"idcbpf": "admin", "password": "x", "a\\u0000": 1}'],
  ])("%s → 400, not 500", async (_, body) => {
    const res = await post(body as BodyInit);
    await expectApiError(res, 400);
  });

  it("a body over 64 KiB → 413 JSON, with or without Content-Length", async () => {
    const big = JSON.stringify({ idcbpf: "admin", password: "x".repeat(70_000) });
    const body = await expectApiError(await post(big), 413);
    expect(body.message).toBe("Conteúdo grande demais.");
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await t.app.request("/api/_auth/session", {
      method: "POST",
      body: chunks,
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      duplex: "half",
    } as RequestInit);
    await expectApiError(streamed, 413);
  });

  it("a body that is not JSON → 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const res = await post("idcbpf=admin&password=demo1234", { "content-type": type });
      const body = await expectApiError(res, 415);
      expect(body.message).toBe("Envie JSON.");
    }
    await expectApiError(await post("idcbpf=admin", {}), 415);
  });

  it("no body at all → 400 with the missing fields", async () => {
    await expectApiError(await post(undefined, {}), 400);
  });
});

describe("paths and queries", () => {
  it("unknown API paths → JSON 404, never the shell", async () => {
    for (const path of ["/api", "/api/", "/api/nope", "/api/usuarios/a/b", "/api/%E0%A4%A", "/api/_auth"]) {
      await expectApiError(await call(t.app, path), 404);
    }
  });

  it("a known path with another method → 405 with Allow", async () => {
    const res = await call(t.app, "/api/usuarios", { method: "DELETE", cookie: admin });
    await expectApiError(res, 405);
    expect(res.headers.get("allow")).toBe("GET, POST, HEAD");
    // Nobody is ever deleted (PRODUCT §2): a user has no DELETE either.
    const user = await call(t.app, "/api/usuarios/discente", { method: "DELETE", cookie: admin });
    await expectApiError(user, 405);
    expect(user.headers.get("allow")).toBe("GET, PATCH, HEAD");
    const session = await call(t.app, "/api/_auth/session", { method: "PUT", json: {} });
    await expectApiError(session, 405);
    expect(session.headers.get("allow")).toBe("POST, GET, DELETE, HEAD");
  });

  it.each([
    "/api/usuarios/%E0%A4%A",
    "/api/usuarios/%",
    "/api/usuarios/%00",
    "/api/usuarios/" + "a".repeat(3000),
    "/api/usuarios?q=%E0%A4%A",
    "/api/usuarios?q=%",
    "/api/usuarios?page=%FF",
    "/api/usuarios?pageSize[]=1",
    "/api/usuarios?level=Administrador&level=Docente",
    "/api/_log?path=%2F%E0%A4%A",
    "/api/_log?path=/%00",
    "/api/usuarios?q=%00",
    "/api/usuarios?q=a%00b",
  ])("%s → a 4xx or 200, never 500", async (path) => {
    const res = await call(t.app, path, { cookie: admin });
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) await expectApiError(res, res.status);
  });
});

describe("our own failures", () => {
  it("answer 500 internal as JSON without a stack, and 503 on the readiness check", async () => {
    const handle = await openDatabase({ memory: true });
    const app = createApp({ db: handle.db, env: testEnv() });
    await handle.close(); // every query now fails
    const res = await call(app, "/api/_log?path=/x");
    const body = await expectApiError(res, 500);
    expect(body).toEqual({ statusCode: 500, message: "Algo deu errado..." });
    for (const path of ["/api/health?ready", "/api/health?ready=1"]) {
      const ready = await call(app, path, { headers: { "accept-language": "en" } });
      expect((await expectApiError(ready, 503)).message).toBe("Service unavailable at the moment.");
    }
    // Liveness does not consult the database: the process itself still answers.
    const live = await call(app, "/api/health");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
  });

  it("the health checks answer ok while the database does", async () => {
    for (const path of ["/api/health", "/api/health?ready"]) {
      const res = await call(t.app, path);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
  });
});

describe("every visit is in the access log", () => {
  it("a /gov page served by the server records its own visit (path and query), in both languages", async () => {
    const marker = `zz${Date.now().toString(36)}`;
    for (const path of [`/gov/docente-academico?q=${marker}`, `/en/gov/agenda-disciplinas?q=${marker}`, "/gov"]) {
      const before = await call(t.app, `/api/acessos?path=${encodeURIComponent(path)}`, { cookie: admin });
      const { total } = (await before.json()) as { total: number };
      const page = await call(t.app, path);
      expect(page.status, path).toBe(200);
      await page.text();
      const after = await call(t.app, `/api/acessos?path=${encodeURIComponent(path)}`, { cookie: admin });
      expect(((await after.json()) as { total: number }).total, path).toBe(total + 1);
    }
    // A HEAD is no visit.
    const head = await call(t.app, `/gov/docente-academico?q=${marker}-head`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const log = await call(t.app, `/api/acessos?q=${marker}-head`, { cookie: admin });
    expect(((await log.json()) as { total: number }).total).toBe(0);
  });
});
