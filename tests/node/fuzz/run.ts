import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { App } from "../../../src/server/app.ts";
import { COOKIE_NAME } from "../../../src/server/auth/session-cookie.ts";
import { createSession } from "../../../src/server/auth/sessions.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { users } from "../../../src/server/db/schema.ts";
import { judge, operationsOf, requestOf, type FuzzRequest, type Operation, type Pools } from "./requests.ts";
import type { Components } from "./values.ts";

/**
 * Runs the fuzzing: for each operation of the OpenAPI document, `perOperation` requests drawn from
 * its schemas (seeded: the seed is printed, and `FUZZ_SEED` replays a run), each sent as one of
 * the callers in turn — anonymous, the office, a Docente, a Discente, each with a session of its
 * own made for the request (a request may end the one it came with). The office is a user of
 * its own (`zzf-admin`), and neither it nor `docente` nor `discente` is among the records the
 * requests name, so no request turns a caller into someone else.
 */
export const FUZZ_CALLERS = ["anonymous", "zzf-admin", "docente", "discente"] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

export type Answer = { status: number; contentType: string | null; body: Uint8Array; error?: string | null };
export type Sender = (request: FuzzRequest, cookie: string | undefined) => Promise<Answer>;
export type Failure = { caller: FuzzCaller; request: FuzzRequest; problem: string };
export type Fuzzing = {
  operations: Operation[];
  components: Components;
  pools: Pools;
  cookie: (caller: FuzzCaller) => Promise<string | undefined>;
};

async function items<T>(app: App, cookie: string, path: string): Promise<T[]> {
  const res = await app.request(path, { headers: { cookie } });
  return res.ok ? ((await res.json()) as { items: T[] }).items : [];
}

export async function prepareFuzzing(app: App, db: Database): Promise<Fuzzing> {
  const doc = (await (await app.request("/api/openapi.json")).json()) as Parameters<typeof operationsOf>[0];
  const [office] = await db
    .insert(users)
    .values({ idcbpf: "zzf-admin", name: "Fuzz Office", email: "zzf-admin@example.org", level: "Administrador" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const ids = new Map<string, number>();
  for (const idcbpf of FUZZ_CALLERS.slice(1)) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
    if (row) ids.set(idcbpf, row.id);
  }
  if (office) ids.set("zzf-admin", office.id);
  const cookie = async (caller: FuzzCaller) => {
    const id = ids.get(caller);
    return id === undefined ? undefined : `${COOKIE_NAME}=${await createSession(db, id, 30)}`;
  };
  const admin = (await cookie("zzf-admin")) ?? "";
  const offerings = await items<{ id: number }>(app, admin, "/api/ofertas?pageSize=20");
  const guidances = await items<{ id: number }>(app, admin, "/api/orientacoes?pageSize=10");
  const calls = await items<{ id: number }>(app, admin, "/api/chamadas?pageSize=10");
  const subjects = await items<{ code: string }>(app, admin, "/api/disciplinas?pageSize=10");
  const terms = await items<{ code: string }>(app, admin, "/api/periodos?pageSize=10");
  const enrolments = await items<{ codigo: string }>(app, admin, "/api/matriculas?pageSize=10");
  const declarations = await items<{ codigo: string }>(app, admin, "/api/declaracoes?pageSize=10");
  const applications = await items<{ codigo: string }>(app, admin, "/api/inscricoes?pageSize=10");
  return {
    operations: operationsOf(doc),
    components: doc.components.schemas,
    cookie,
    pools: {
      id: [...offerings, ...guidances, ...calls].map((row) => row.id),
      code: [...subjects, ...terms].map((row) => row.code),
      codigo: [...enrolments, ...declarations, ...applications].map((row) => row.codigo),
      idcbpf: ["joao.pereira", "larissa.nunes", "marina.costa", "pedro.almeida", "camila.rocha", "admin"],
      key: ["cv", "diploma", "projeto"],
    },
  };
}

/** Sends the cases; answers how many ran and what failed (every failure, with its request). */
export async function runFuzzing(
  fuzzing: Fuzzing,
  options: { perOperation: number; seed: number; send: Sender; operations?: Operation[] },
): Promise<{ cases: number; failures: Failure[]; statuses: Record<number, number> }> {
  const failures: Failure[] = [];
  const statuses: Record<number, number> = {};
  let cases = 0;
  const operations = options.operations ?? fuzzing.operations;
  for (const [index, op] of operations.entries()) {
    const requests = fc.sample(requestOf(op, fuzzing.components, fuzzing.pools), {
      numRuns: options.perOperation,
      seed: options.seed + index,
    });
    for (const [n, request] of requests.entries()) {
      const caller = FUZZ_CALLERS[(n + index) % FUZZ_CALLERS.length] ?? "anonymous";
      const answer = await options.send(request, await fuzzing.cookie(caller));
      cases += 1;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const problem = answer.error ? `socket: ${answer.error}` : judge(answer.status, answer.contentType, answer.body);
      if (problem) failures.push({ caller, request, problem });
    }
  }
  return { cases, failures, statuses };
}

/** The in-process sender: the app's own `request`, as the API tests call it. */
export function inProcess(app: App): Sender {
  return async (request, cookie) => {
    const res = await app.request(request.url, {
      method: request.method,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      ...(request.body ? { body: request.body as Uint8Array<ArrayBuffer> } : {}),
    });
    return {
      status: res.status,
      contentType: res.headers.get("content-type"),
      body: new Uint8Array(await res.arrayBuffer()),
    };
  };
}

/** A failure as one line, with what it takes to send it again. */
export function describeFailure(failure: Failure): string {
  const { request } = failure;
  const body = request.body
    ? ` body ${request.body.length} bytes: ${JSON.stringify(new TextDecoder().decode(request.body.slice(0, 200)))}`
    : "";
  return `${failure.problem} — ${failure.caller}: ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}${body}`;
}
