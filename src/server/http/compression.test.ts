import { serve, type ServerType } from "@hono/node-server";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { compressingServer } from "./compression.ts";

/** Answers compressed per request through the real HTTP listener (as src/server/index.ts runs it). */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let t: TestApp;
const servers: ServerType[] = [];

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<number> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1", createServer: compressingServer }, (info) =>
      resolve((info as AddressInfo).port),
    );
    servers.push(server);
  });
}

function get(port: number, path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

let api: number;
let pages: number;
// A shell of a realistic size (the built index.html is a few KiB).
const SHELL = `<!doctype html><html lang="pt-BR"><head><title>Acadêmico</title></head><body>${"<p>Conteúdo</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  api = await listen(t.app.fetch);
  pages = await listen(t.withEnv({}, { shell: SHELL }).fetch);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await t.close();
});

describe("answers compressed per request", () => {
  it("a large JSON answer is brotli when accepted, and reads back whole", async () => {
    const answer = await get(api, "/api/openapi.json", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const text = decoded(answer);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
    expect(JSON.parse(text)).toMatchObject({ openapi: "3.1.0" });
  });

  it("gzip when that is all the client takes", async () => {
    const answer = await get(api, "/api/openapi.json", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(answer))).toMatchObject({ openapi: "3.1.0" });
  });

  it("as it is when the client takes no encoding", async () => {
    const answer = await get(api, "/api/openapi.json");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ openapi: "3.1.0" });
  });

  it("a small answer (the logged-out session, an error) is not compressed", async () => {
    const session = await get(api, "/api/_auth/session", "gzip, br");
    expect(session.status).toBe(200);
    expect(session.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(session.body.toString())).toEqual({});
    const missing = await get(api, "/api/nao-existe", "gzip, br");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: 404 });
  });

  it("the app shell is compressed, keeping its status and headers", async () => {
    for (const [path, status] of [
      ["/login", 200],
      ["/en/pagina-que-nao-existe", 404],
    ] as const) {
      const answer = await get(pages, path, "br");
      expect(answer.status).toBe(status);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(decoded(answer)).toContain("<p>Conteúdo</p>");
    }
  });
});
