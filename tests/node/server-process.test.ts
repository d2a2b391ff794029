import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishBuild } from "../../scripts/publish-build.ts";
import { requestFrom } from "./http.ts";
import { TEST_DB, createPostgresDatabase } from "./test-app.ts";

/**
 * The real entry point (src/server/index.ts) as `npm start` runs it: creates and migrates the
 * database, seeds the demo, prints the URL and the demo logins, serves over a socket, and on
 * SIGTERM finishes the request in flight before exiting cleanly. PGlite on disk in the pglite
 * project, a fresh PostgreSQL database in the postgres one.
 */
const ENTRY = new URL("../../src/server/index.ts", import.meta.url).pathname;
const ROOT = new URL("../..", import.meta.url).pathname;

type Running = { child: ChildProcess; url: string; output: () => string; exit: Promise<number | null> };

/** The processes under `pid` (children, grandchildren…), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z "); // a zombie has ended
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A login whose body is still arriving: `finish()` sends the rest; the answer is `response`. */
function slowLogin(url: string) {
  const encoder = new TextEncoder();
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  const response = fetch(`${url}/api/_auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  push('{"idcbpf": "admin", ');
  return {
    response,
    finish: () => {
      push('"password": "demo1234"}');
      push(null);
    },
  };
}

/** A small finished build (shell naming its one script), as scripts/build.ts makes one. */
function fakeBuild(id: string): string {
  const dir = mkdtempSync(join(tmpdir(), "academico-fake-build-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "builds"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><script type="module" src="/assets/early-${id}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, "assets", `early-${id}.js`), `console.log("${id}")`);
  writeFileSync(join(dir, "builds", "latest.json"), JSON.stringify({ id, timestamp: Date.now() }));
  return dir;
}
const scriptsOf = (html: string) => [...html.matchAll(/src="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? "");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the entry point and waits until its output holds `until` (the listening line by default). */
async function start(
  env: Record<string, string>,
  until = "listening on",
  command = [process.execPath, ENTRY],
): Promise<Running> {
  const port = await freePort();
  const [file = "", ...args] = command;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A bound for a server that never starts: a first start migrates and seeds the demo, which on a
  // loaded 2-core machine (the whole suite beside it) has taken more than a minute.
  const deadline = Date.now() + 180_000;
  while (!output.includes(until)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL"); // never left running after the test
      throw new Error(`server did not start:\n${output}`);
    }
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
    expect(server.output()).toContain("Mail is NOT sent (SMTP_URL is not set)");

    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
    const page = await fetch(`${server.url}/en/login`);
    expect(page.status).toBe(200);

    // A login whose body is still arriving when SIGTERM comes: it must complete.
    const login = slowLogin(server.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await refused(server.url)).toBe(true); // no longer accepting
    login.finish();
    const res = await login.response;
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(await server.exit).toBe(0);

    // The data stayed: a second start (demo off) finds the session made before the shutdown.
    const again = await start({ ...vars, DEMO: "0" });
    expect(again.output()).not.toContain("Demo mode");
    expect(again.output()).toContain("PUBLIC_ORIGIN is not set: links in mail");
    const me = await fetch(`${again.url}/api/_auth/session`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { idcbpf: "admin" } });
    again.child.kill("SIGINT");
    expect(await again.exit).toBe(0);
  }, 240_000);

  it("as `npm start` runs it: serves each new build's shell, and SIGTERM to npm stops the server, orphaning nothing", async () => {
    const dist = mkdtempSync(join(tmpdir(), "academico-dist-"));
    const builds = [fakeBuild("first"), fakeBuild("second")];
    let tree: number[] = [];
    try {
      publishBuild(builds[0] ?? "", dist); // fresh, so `npm start` does not build
      const npm = await start({ ...vars, DIST_DIR: dist }, "discente (Discente)", ["npm", "start"]);
      const port = Number(new URL(npm.url).port);
      const pid = npm.child.pid ?? 0;
      tree = descendants(pid);
      expect(tree.length).toBeGreaterThan(0);
      // The server replaced itself with Node as it wants to run (scripts/start-process.ts), same pid.
      const commands = tree.map((child) => readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0"));
      expect(
        commands.some(
          (args) =>
            args.includes("--max-semi-space-size=8") &&
            args.includes("--expose-gc") &&
            args.some((arg) => arg.endsWith("scripts/start.ts")),
        ),
      ).toBe(true);

      // The checkout is rebuilt while it runs (npm run build, or npm test of old): the next
      // visitor gets the new shell, whose scripts are there.
      expect(scriptsOf(await (await fetch(`${npm.url}/login`)).text())).toEqual(["/assets/early-first.js"]);
      publishBuild(builds[1] ?? "", dist);
      const shell = await (await fetch(`${npm.url}/login`)).text();
      expect(scriptsOf(shell)).toEqual(["/assets/early-second.js"]);
      for (const script of scriptsOf(shell)) expect((await fetch(`${npm.url}${script}`)).status).toBe(200);

      // A supervisor stops npm (the process it started), while a request is in flight.
      const login = slowLogin(npm.url);
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      login.finish();
      expect((await login.response).status).toBe(200); // the server finished it before stopping
      await npm.exit;
      expect(tree.filter(alive)).toEqual([]);
      expect(await portFree(port)).toBe(true);
    } finally {
      for (const orphan of tree.filter(alive)) process.kill(orphan, "SIGKILL");
      for (const dir of [dist, ...builds]) rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it("counts sign-in failures per client address: the right password from another address gets in", async () => {
    const server = await start(vars, "discente (Discente)");
    try {
      const attempt = (from: string, password: string) =>
        requestFrom(server.url, { from, path: "/api/_auth/session", json: { idcbpf: "docente", password } });
      for (let i = 0; i < 5; i++) expect((await attempt("127.0.0.2", "errada")).status).toBe(401);
      const waiting = await attempt("127.0.0.2", "demo1234");
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers["retry-after"])).toBeGreaterThan(0);
      expect(waiting.body).toMatchObject({ message: expect.stringContaining("Aguarde 1 minuto") });
      expect((await attempt("127.0.0.1", "demo1234")).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  }, 90_000);

  it("answers long addresses itself, readably, in the request's language: never a bare error", async () => {
    const server = await start({ ...vars, DEMO: "0" });
    try {
      // A 3,400-letter accented search is ~20 KiB once percent-encoded: over Node's default
      // 16 KiB, which answered a bare 431. Now it reaches the app.
      const search = encodeURIComponent("á".repeat(3400));
      expect(search.length).toBeGreaterThan(20_000);
      const page = await fetch(`${server.url}/usuarios?q=${search}`, {
        headers: { referer: `${server.url}/usuarios?q=${search}` },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="pt-BR"');
      const api = await fetch(`${server.url}/api/usuarios?q=${search}`, { headers: { "accept-language": "en-US" } });
      expect(api.status).not.toBe(431);
      expect(await api.json()).toMatchObject({ statusCode: api.status, message: expect.any(String) });

      // Over our address limit (MAX_URL_BYTES, 60 KiB): a readable 414 from us, however the bytes arrive.
      const huge = "a".repeat(100_000);
      const pt = await fetch(`${server.url}/usuarios?q=${huge}`);
      expect(pt.status).toBe(414);
      expect(pt.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const ptPage = await pt.text();
      expect(ptPage).toContain('<html lang="pt-BR">');
      expect(ptPage).toContain("O endereço é longo demais.");
      expect(ptPage).toContain('<a href="/">Ir para o início</a>');

      const en = await (await fetch(`${server.url}/en/usuarios?q=${huge}`)).text();
      expect(en).toContain('<html lang="en-US">');
      expect(en).toContain("The address is too long.");
      expect(en).toContain('<a href="/en">Go to the home page</a>');

      const json = await fetch(`${server.url}/api/usuarios?q=${huge}`);
      expect(json.status).toBe(414);
      expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(await json.json()).toEqual({
        statusCode: 414,
        message: expect.stringContaining("O endereço é longo demais"),
      });

      // Headers too large (a short address): 431, in the path's language.
      const headers = await fetch(`${server.url}/en/login`, { headers: { cookie: `x=${"b".repeat(80_000)}` } });
      expect(headers.status).toBe(431);
      expect(await headers.text()).toContain("The request is too large");

      // The server is still there for the next request.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  }, 90_000);
});
