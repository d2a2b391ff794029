import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB, createPostgresDatabase } from "./test-app.ts";

/**
 * The real entry point (src/server/index.ts) as `npm start` runs it: creates and migrates the
 * database, seeds the demo, prints the URL and the demo logins, serves over a socket, and on
 * SIGTERM finishes the request in flight before exiting cleanly. PGlite on disk in the pglite
 * project, a fresh PostgreSQL database in the postgres one.
 */
const ENTRY = new URL("../../src/server/index.ts", import.meta.url).pathname;

type Running = { child: ChildProcess; url: string; output: () => string; exit: Promise<number | null> };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the entry point and waits until its output holds `until` (the listening line by default). */
async function start(env: Record<string, string>, until = "listening on"): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes(until)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exit };
}

function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => resolve(socket.end() === undefined));
    socket.once("error", () => resolve(true));
  });
}

describe("the server process", () => {
  let dataDir: string;
  let vars: Record<string, string>;
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "academico-data-"));
    vars = { DATA_DIR: dataDir };
    if (TEST_DB === "postgres") {
      const database = await createPostgresDatabase();
      vars.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  });

  it("starts, announces demo mode, serves, and finishes in-flight requests on SIGTERM", async () => {
    // The announcement ends with the demo logins; waiting for them keeps a split pipe read harmless.
    const server = await start(vars, "discente (Discente)");
    expect(server.output()).toContain(`listening on ${server.url.replace("127.0.0.1", "localhost")}`);
    expect(server.output()).toContain("Demo mode is ON");
    expect(server.output()).toMatch(/admin \(Administrador\), docente \(Docente\), discente \(Discente\)/);
    expect(server.output()).toContain('password "demo1234"');

    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
    const page = await fetch(`${server.url}/en/login`);
    expect(page.status).toBe(200);

    // A login whose body is still arriving when SIGTERM comes: it must complete.
    const encoder = new TextEncoder();
    let push: (text: string | null) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
      },
    });
    const pending = fetch(`${server.url}/api/_auth/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    push('{"idcbpf": "admin", ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await refused(server.url)).toBe(true); // no longer accepting
    push('"password": "demo1234"}');
    push(null);
    const res = await pending;
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(await server.exit).toBe(0);

    // The data stayed: a second start (demo off) finds the session made before the shutdown.
    const again = await start({ ...vars, DEMO: "0" });
    expect(again.output()).not.toContain("Demo mode");
    const me = await fetch(`${again.url}/api/_auth/session`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { idcbpf: "admin" } });
    again.child.kill("SIGINT");
    expect(await again.exit).toBe(0);
  }, 90_000);
});
