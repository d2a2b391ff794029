import { request as httpRequest } from "node:http";
import { expect } from "vitest";
import { apiErrorSchema, type ApiError } from "../../src/domain/api.ts";
import type { App } from "../../src/server/app.ts";

/** Small helpers to talk to the in-process app as a browser or a script would. */
export type CallInit = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
};

export function call(app: App, path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers["content-type"] ??= "application/json";
  }
  return Promise.resolve(
    app.request(path, { method: init.method ?? "GET", headers, ...(body !== undefined ? { body } : {}) }),
  );
}

/** The `name=value` of a Set-Cookie answer (the part a browser sends back), or undefined. */
export function cookieFrom(res: Response): string | undefined {
  const header = res.headers.getSetCookie()[0];
  return header?.split(";")[0];
}

export async function login(app: App, idcbpf: string, password = "demo1234", headers: Record<string, string> = {}) {
  const res = await call(app, "/api/_auth/session", { method: "POST", json: { idcbpf, password }, headers });
  expect(res.status, `login ${idcbpf}`).toBe(200);
  const cookie = cookieFrom(res);
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Asserts the answer is our JSON error with that status, and returns its body. */
export async function expectApiError(res: Response, status: number): Promise<ApiError> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = apiErrorSchema.strict().parse(await res.json());
  expect(body.statusCode).toBe(status);
  expect(body.message).not.toMatch(/\n\s+at /); // never a stack trace
  return body;
}

export type SocketAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

/**
 * A request over a real socket to a listening server at `origin`, sent from the local address
 * `from` (any of 127/8 on Linux): how tests speak as different clients without a proxy header.
 */
export function requestFrom(
  origin: string,
  init: { from: string; path: string; method?: string; json?: unknown; headers?: Record<string, string> },
): Promise<SocketAnswer> {
  const url = new URL(init.path, origin);
  const payload = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: init.method ?? (payload ? "POST" : "GET"),
        path: `${url.pathname}${url.search}`,
        localAddress: init.from,
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...init.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const json = (res.headers["content-type"] ?? "").startsWith("application/json");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: json ? (JSON.parse(text) as unknown) : text,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
