/**
 * The API section's references, each a bare `node:http` server in a process of its own (started
 * by api.ts through harness/server.ts, stopped with SIGTERM), printing `listening <port>` when
 * ready:
 *
 * - `bare`: answers every request with `{}` and the headers our API sends on it (Content-Type
 *   application/json, Content-Length, the same Content-Security-Policy, X-Content-Type-Options,
 *   Referrer-Policy and Cache-Control: no-store; Node adds Date, Connection and Keep-Alive).
 * - `select`: one indexed point SELECT per request on the same database as the server
 *   (`select user_id, expires_at, last_seen_at from sessions where id = $1`, the sha256 of the
 *   session cookie's token, as the server keys sessions), through the driver's plain query call
 *   (PGlite's `query()`, node-postgres's `pool.query(text, values)`) on the client the server
 *   opens (src/server/db/client.ts, so PGlite with the same settings), the row as JSON.
 * - `select-prepared`: the same SELECT as a prepared statement (PGlite: the server's statement
 *   cache, src/server/db/pglite-statements.ts; node-postgres: a named statement) — the fastest
 *   raw path the driver offers, for information.
 *
 * Arguments: `bare|select|select-prepared`; PORT, and for the selects DATA_DIR (PGlite) or
 * DATABASE_URL.
 */
import { createHash } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { databaseTarget, openDatabase, type DatabaseHandle } from "../../src/server/db/client.ts";
import { cachedStatements } from "../../src/server/db/pglite-statements.ts";
import { loadEnv } from "../../src/server/env.ts";
import { apiHeaderValues } from "../../src/server/http/security-headers.ts";

const mode = process.argv[2];
const env = loadEnv({ ...process.env, LOG_LEVEL: "silent" });
const constant = Object.entries(apiHeaderValues(env));

function send(res: ServerResponse, status: number, body: string): void {
  const headers: Record<string, string | number> = {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
  };
  for (const [name, value] of constant) headers[name] = value;
  res.writeHead(status, headers);
  res.end(body);
}

async function selectHandler(handle: DatabaseHandle, prepared: boolean) {
  const text = "select user_id, expires_at, last_seen_at from sessions where id = $1";
  let query: (id: string) => Promise<unknown[]>;
  if (handle.kind === "pglite") {
    const client = prepared ? cachedStatements(handle.client) : handle.client;
    query = (id) => client.query(text, [id]).then((r) => r.rows);
  } else {
    query = prepared
      ? (id) => handle.pool.query({ name: "reference_session", text, values: [id] }).then((r) => r.rows)
      : (id) => handle.pool.query(text, [id]).then((r) => r.rows);
  }
  return async (cookie: string | undefined, res: ServerResponse) => {
    const token = /academico_session=([^;]+)/.exec(cookie ?? "")?.[1] ?? "";
    const rows = await query(createHash("sha256").update(token).digest("hex"));
    send(res, 200, JSON.stringify({ session: rows[0] ?? null }));
  };
}

let close = async () => {};
let handler: (cookie: string | undefined, res: ServerResponse) => Promise<void> | void;
if (mode === "bare") {
  handler = (_cookie, res) => send(res, 200, "{}");
} else if (mode === "select" || mode === "select-prepared") {
  const handle = await openDatabase(databaseTarget(env));
  close = handle.close;
  handler = await selectHandler(handle, mode === "select-prepared");
} else {
  throw new Error("usage: api-reference.ts bare|select|select-prepared");
}

const server = createServer((req, res) => {
  Promise.resolve(handler(req.headers.cookie, res)).catch((err: unknown) => {
    send(res, 500, JSON.stringify({ error: String(err) }));
  });
});
server.listen(env.port, "127.0.0.1", () => process.stdout.write(`listening ${env.port}\n`));
process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void close().then(() => process.exit(0));
});
