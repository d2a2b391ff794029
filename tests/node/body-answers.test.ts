import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../src/domain/api.ts";
import { apply, applicantBody, createCall } from "../../src/server/inscricoes/test-fixtures.ts";
import { call, expectApiError, login } from "./http.ts";
import { onSocket, send, type Exchange } from "./listener.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Every bad request is answered, and the client can read the answer (PRODUCT §7 "Refusals"):
 * who asks is judged before what is sent (401/403 whatever the body), and a body over the
 * route's limit is a 413 JSON answer read by the client — through the real listener, with the
 * whole body sent, with and without `Expect: 100-continue`, never a reset connection.
 */
let t: TestApp;
let socket: Awaited<ReturnType<typeof onSocket>>;
let codigo: string;
let discente: string;
beforeAll(async () => {
  t = await createTestApp();
  socket = await onSocket(t.app, t.env);
  const admin = await login(t.app, "admin");
  discente = await login(t.app, "discente");
  codigo = await apply(t.app, applicantBody((await createCall(t.app, admin)).id));
});
afterAll(async () => {
  await socket.close();
  await t.close();
});

const KB = 1000;
const MB = 1000 * 1000;

/** The answer was read whole, is our JSON error with that status, and nothing reset the connection. */
function expectRead(exchange: Exchange, status: number): { statusCode: number; message: string } {
  expect(exchange.error, `socket error after ${exchange.sent} bytes sent`).toBeNull();
  expect(exchange.status).toBe(status);
  expect(String(exchange.headers["content-type"])).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(JSON.parse(exchange.body.toString("utf8")));
  expect(body.statusCode).toBe(status);
  return body;
}

describe("a body over the route's limit, through the real listener", () => {
  const json = { "content-type": "application/json" };

  const cases = [600 * KB, 20 * MB].flatMap((size) =>
    [false, true].flatMap((expectContinue) =>
      [false, true].map((close) => ({ label: size === 600 * KB ? "600 KB" : "20 MB", size, expectContinue, close })),
    ),
  );
  it.each(cases)(
    "to a JSON route, $label (Expect: 100-continue $expectContinue, Connection: close $close) → 413 JSON, read whole",
    async ({ size, expectContinue, close }) => {
      const exchange = await send(socket.port, {
        method: "POST",
        path: "/api/_auth/session",
        headers: { ...json, "accept-language": "en" },
        body: Buffer.alloc(size, "x"),
        expectContinue,
        close,
      });
      expect(expectRead(exchange, 413).message).toBe("Content too large.");
      // The client sent its whole body: the server read it to the end instead of closing on it.
      expect(exchange.sent).toBe(size);
    },
  );

  it.each([
    { expectContinue: false, close: false },
    { expectContinue: true, close: false },
    { expectContinue: false, close: true },
  ])(
    "to the upload route, 20 MB (Expect $expectContinue, close $close) → 413 naming the 10 MB limit",
    async (options) => {
      const exchange = await send(socket.port, {
        method: "PUT",
        path: `/api/inscricoes/${codigo}/documentos/cv`,
        headers: { "content-type": "application/pdf" },
        body: Buffer.alloc(20 * MB, "%"),
        ...options,
      });
      expect(expectRead(exchange, 413).message).toBe("O arquivo passa de 10 MB.");
      expect(exchange.sent).toBe(20 * MB);
    },
  );

  it.each([false, true])(
    "to the upload route, 600 KB that is not a PDF (Expect %s) → 415, read",
    async (expectContinue) => {
      const exchange = await send(socket.port, {
        method: "PUT",
        path: `/api/inscricoes/${codigo}/documentos/cv`,
        headers: { "content-type": "application/pdf" },
        body: Buffer.alloc(600 * KB, "a"),
        expectContinue,
      });
      expectRead(exchange, 415);
    },
  );

  it("sent without a length (chunked), 20 MB → 413, read", async () => {
    const exchange = await send(socket.port, {
      method: "POST",
      path: "/api/_auth/session",
      headers: json,
      body: Buffer.alloc(20 * MB, "x"),
      chunked: true,
    });
    expectRead(exchange, 413);
  });

  it.each([false, true])(
    "from a slow client (1 MB over about a second, close %s) → 413, read, no reset",
    async (close) => {
      const exchange = await send(socket.port, {
        method: "POST",
        path: "/api/_auth/session",
        headers: json,
        body: Buffer.alloc(MB, "x"),
        chunkBytes: 64 * 1024,
        pauseMs: 60,
        close,
      });
      expectRead(exchange, 413);
      expect(exchange.sent).toBe(MB);
    },
  );

  it("with fetch (undici), 20 MB, three times → 413 each time", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${socket.port}/api/_auth/session`, {
        method: "POST",
        headers: json,
        body: "x".repeat(20 * MB),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ statusCode: 413 });
    }
  });

  it("keeps the connection usable: the next request on it is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const once = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port: socket.port, method, path, agent, headers: json }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      expect(await once("POST", "/api/_auth/session", Buffer.alloc(600 * KB, "x"))).toEqual({
        status: 413,
        reused: false,
      });
      expect(await once("GET", "/api/health")).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe("who asks is judged before what is sent", () => {
  it.each([
    { expectContinue: false, close: false },
    { expectContinue: true, close: true },
  ])(
    "an anonymous 20 MB import of the wrong type → 401, read, through the listener (Expect $expectContinue, close $close)",
    async (options) => {
      const exchange = await send(socket.port, {
        method: "POST",
        path: "/api/usuarios/importacao",
        headers: { "content-type": "application/octet-stream" },
        body: Buffer.alloc(20 * MB, "a"),
        ...options,
      });
      expectRead(exchange, 401);
    },
  );

  it("a Docente's 200 KB write to an office route → 403 once its session is read; the connection then serves the next request", async () => {
    // The session is looked up in the database before the refusal: meanwhile the body fills the
    // connection's buffers and Node stops reading it. The answer must start the reads again, or the
    // rest of the body would sit in the kernel until the connection is reset.
    const docente = await login(t.app, "docente");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const once = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const headers = { "content-type": "application/merge-patch+json", cookie: docente };
        const req = request({ host: "127.0.0.1", port: socket.port, method, path, agent, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      for (const reused of [false, true])
        expect(await once("POST", "/api/historico/x/aproveitamentos", Buffer.alloc(200 * KB, "a"))).toEqual({
          status: 403,
          reused,
        });
      expect(await once("GET", "/api/health")).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it("an anonymous import is 401 whatever its content type or size; a Discente's is 403", async () => {
    for (const type of ["text/csv", "application/json", "text/plain", "multipart/form-data; boundary=x", ""]) {
      for (const size of [10, 100 * KB, 11 * MB]) {
        const body = "idcbpf,name\n".padEnd(size, "a");
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        const path = "/api/usuarios/importacao";
        await expectApiError(await call(t.app, path, { method: "POST", body, headers }), 401);
        await expectApiError(await call(t.app, path, { method: "POST", body, headers, cookie: discente }), 403);
      }
    }
  });

  it("an anonymous JSON write too large or not JSON → 401; the same from the office → 413 / 415", async () => {
    const admin = await login(t.app, "admin");
    const big = JSON.stringify({ name: "x".repeat(100 * KB) });
    await expectApiError(await call(t.app, "/api/usuarios", { method: "POST", body: big }), 401);
    await expectApiError(await call(t.app, "/api/usuarios", { method: "POST", body: "a=b" }), 401);
    const typed = { "content-type": "application/json" };
    await expectApiError(
      await call(t.app, "/api/usuarios", { method: "POST", body: big, headers: typed, cookie: admin }),
      413,
    );
    await expectApiError(await call(t.app, "/api/usuarios", { method: "POST", body: "a=b", cookie: admin }), 415);
  });
});
