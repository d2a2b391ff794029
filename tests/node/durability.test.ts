import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB, createPostgresDatabase } from "./test-app.ts";

/**
 * Durability: the real server process (src/server/index.ts, as `npm start` runs it) is killed
 * with SIGKILL in the middle of a burst of writes — user creations, enrolments, their decisions
 * and grades, several chains at once — and started again on the same data (PGlite's folder in
 * the pglite project, the same PostgreSQL database in the postgres one). It must start, every
 * write it acknowledged must be there as sent, and nothing half-written: every user the burst
 * tried is absent or whole, and each offering's seat count matches its enrolments.
 */
const ENTRY = new URL("../../src/server/index.ts", import.meta.url).pathname;
const ROOT = new URL("../..", import.meta.url).pathname;
const CHAINS = 6;
/** Acknowledged writes after which the server is killed (the chains keep sending meanwhile). */
const KILL_AFTER = 40;

type Running = { child: ChildProcess; url: string; exit: Promise<unknown> };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
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
  const exit = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 90_000;
  while (!output.includes("listening on")) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url: `http://127.0.0.1:${port}`, exit };
}

type Api = (path: string, init?: { method?: string; json?: unknown }) => Promise<Response>;

async function session(url: string): Promise<Api> {
  const res = await fetch(`${url}/api/_auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  return (path, init = {}) =>
    fetch(`${url}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
}

type Person = { idcbpf: string; name: string; email: string };
type Acknowledged = {
  users: Person[];
  enrolments: { idcbpf: string; codigo: string }[];
  decisions: { idcbpf: string; codigo: string }[];
  grades: { idcbpf: string; attendance: number }[];
};
type ClassEntry = {
  idcbpf: string;
  codigo: string;
  status: string;
  grade: { concept: string; attendance: number } | null;
};

const person = (run: string, chain: number, n: number): Person => {
  const idcbpf = `zzd${run}-${chain}-${n}`;
  return { idcbpf, name: `Durável ${chain}.${n} ção`, email: `${idcbpf}@example.org` };
};

/**
 * Chains of writes, each waiting for its answer before the next: create a Discente, enrol them
 * (the office, so outside the window too), decide it, grade it. Every 2xx is recorded as
 * acknowledged; a chain stops at its first failure (the server is gone).
 */
async function burst(
  api: Api,
  run: string,
  offering: number,
  kill: () => void,
): Promise<{ acked: Acknowledged; tried: Person[] }> {
  const acked: Acknowledged = { users: [], enrolments: [], decisions: [], grades: [] };
  const tried: Person[] = [];
  let count = 0;
  const acknowledge = () => {
    count += 1;
    if (count === KILL_AFTER) kill();
  };
  const chain = async (c: number) => {
    for (let n = 0; ; n++) {
      const p = person(run, c, n);
      tried.push(p);
      const created = await api("/api/usuarios", {
        method: "POST",
        json: { ...p, level: "Discente", programme: "academico", degree: "mestrado" },
      });
      if (created.status !== 201) return;
      acked.users.push(p);
      acknowledge();
      const enrolled = await api("/api/matriculas", { method: "POST", json: { offering, student: p.idcbpf } });
      if (enrolled.status !== 201) return;
      const { codigo } = (await enrolled.json()) as { codigo: string };
      acked.enrolments.push({ idcbpf: p.idcbpf, codigo });
      acknowledge();
      const decided = await api(`/api/matriculas/${codigo}/decisao`, {
        method: "POST",
        json: { decision: "deferida" },
      });
      if (decided.status !== 200) return;
      acked.decisions.push({ idcbpf: p.idcbpf, codigo });
      acknowledge();
      const attendance = 75 + ((c + n) % 25);
      const graded = await api(`/api/ofertas/${offering}/notas/${p.idcbpf}`, {
        method: "PUT",
        json: { concept: "A", attendance },
      });
      if (graded.status !== 200) return;
      acked.grades.push({ idcbpf: p.idcbpf, attendance });
      acknowledge();
    }
  };
  // A refused connection or one cut by the kill ends that chain; what it had acknowledged stays.
  await Promise.all(Array.from({ length: CHAINS }, (_, c) => chain(c).catch(() => undefined)));
  return { acked, tried };
}

describe("durability", () => {
  let dataDir: string;
  let vars: Record<string, string>;
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "academico-durability-"));
    vars = { DATA_DIR: dataDir, DIST_DIR: "/nonexistent/dist" };
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

  it("SIGKILL in a burst of acknowledged writes: restarted, every one is there, none half-written", async () => {
    const first = await start(vars);
    const api = await session(first.url);
    // An offering of the current term with room for the whole burst.
    const offerings = (await (await api("/api/ofertas?pageSize=1")).json()) as { items: { id: number }[] };
    const offering = offerings.items[0]?.id ?? 0;
    expect((await api(`/api/ofertas/${offering}`, { method: "PATCH", json: { capacity: 900 } })).status).toBe(200);

    const { acked, tried } = await burst(api, TEST_DB.slice(0, 2), offering, () => first.child.kill("SIGKILL"));
    await first.exit;
    expect(first.child.signalCode).toBe("SIGKILL");
    const writes = acked.users.length + acked.enrolments.length + acked.decisions.length + acked.grades.length;
    expect(writes).toBeGreaterThanOrEqual(KILL_AFTER);

    const again = await start({ ...vars, DEMO: "0" });
    try {
      const after = await session(again.url);
      let recovered = 0;
      // Every user the burst tried: whole when there, and there when acknowledged.
      for (const p of tried) {
        const res = await after(`/api/usuarios/${p.idcbpf}`);
        if (acked.users.includes(p)) expect(res.status, p.idcbpf).toBe(200);
        if (res.status === 404) continue;
        expect(res.status).toBe(200);
        const { user } = (await res.json()) as { user: Record<string, unknown> };
        expect(user).toMatchObject({ ...p, level: "Discente", programme: "academico", degree: "mestrado" });
        if (acked.users.includes(p)) recovered += 1;
      }
      const classList = (await (await after(`/api/ofertas/${offering}/turma`)).json()) as ClassEntry[];
      const entry = (idcbpf: string) => classList.find((e) => e.idcbpf === idcbpf);
      for (const { idcbpf, codigo } of acked.enrolments) {
        expect(entry(idcbpf)?.codigo, idcbpf).toBe(codigo);
        recovered += 1;
      }
      for (const { idcbpf } of acked.decisions) {
        expect(entry(idcbpf)?.status, idcbpf).toBe("deferida");
        recovered += 1;
      }
      for (const { idcbpf, attendance } of acked.grades) {
        expect(entry(idcbpf)?.grade, idcbpf).toMatchObject({ concept: "A", attendance });
        recovered += 1;
      }
      // The seat count written with each enrolment matches the enrolments there are.
      const offeringAfter = (await (await after(`/api/ofertas/${offering}`)).json()) as { taken: number };
      const holding = classList.filter((e) => e.status === "pendente" || e.status === "deferida").length;
      expect(offeringAfter.taken).toBe(holding);
      console.log(
        `durability (${TEST_DB}): SIGKILL after ${writes} acknowledged writes (${acked.users.length} users, ${acked.enrolments.length} enrolments, ${acked.decisions.length} decisions, ${acked.grades.length} grades); ${recovered} recovered after the restart`,
      );
      expect(recovered).toBe(writes);
    } finally {
      again.child.kill("SIGTERM");
      await again.exit;
    }
  }, 240_000);
});
