import { Writable } from "node:stream";
import { pino, type Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { call, login } from "./http.ts";
import { createTestApp, testEnv, type TestApp } from "./test-app.ts";

/** One structured JSON line per request; our own failures are logged with their stack. */
type Line = Record<string, unknown>;

function capture(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger: Logger = pino({ level: "info" }, stream);
  return { logger, lines };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("request logging", () => {
  it("writes method, path, status, duration and the user when known", async () => {
    const { logger, lines } = capture();
    const app = t.withEnv({}, { logger });
    // A page of the app, whose first reads the server asks of itself (one line: the page's).
    await call(app, "/login?x=1");
    const cookie = await login(app, "discente");
    await call(app, "/api/usuarios/discente", { cookie });
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ method: "GET", path: "/login", status: 200, level: 30 });
    expect(requests[0]).not.toHaveProperty("user");
    expect(requests[1]).toMatchObject({ method: "POST", path: "/api/_auth/session", status: 200, user: "discente" });
    expect(requests[2]).toMatchObject({ method: "GET", path: "/api/usuarios/discente", status: 200, user: "discente" });
    expect(typeof requests[2]?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("demo1234");
  });

  it("logs an internal error with its stack, and still the request line", async () => {
    const { logger, lines } = capture();
    const handle = await openDatabase({ memory: true });
    const app = createApp({ db: handle.db, env: testEnv(), logger });
    await handle.close();
    expect((await call(app, "/api/_log?path=/x")).status).toBe(500);
    const error = lines.find((line) => line.msg === "unhandled error") as { err?: { stack?: string }; level?: number };
    expect(error?.level).toBe(50);
    expect(error?.err?.stack).toMatch(/\n\s+at /);
    expect(lines.find((line) => line.msg === "request")).toMatchObject({ path: "/api/_log", status: 500 });
  });
});
