import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { FIRST_READS_ID, firstReadsBlock, readFirstScreen } from "./first-reads.ts";

/**
 * A page of the app served with its first screen's data (first-reads.ts) and its chunks named
 * (route-preloads.ts): the right user's answers, exactly as the API gives them, nothing for a
 * visitor or for what the user may not read, and nothing that could break out of the page.
 */
const SHELL = `<!doctype html><html lang="pt-BR"><head><title>Acadêmico</title><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let app: App;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, { shell: SHELL });
  app = t.app;
  for (const who of ["discente", "docente", "admin"]) cookies[who] = await login(app, who);
});
afterAll(() => t.close());

/** The page's embedded reads, by path (undefined when the page has none). */
async function pageReads(res: Response): Promise<Record<string, unknown> | undefined> {
  const html = await res.text();
  const found = html.match(new RegExp(`<script type="application/json" id="${FIRST_READS_ID}">(.*?)</script>`, "s"));
  return found ? (JSON.parse(found[1] as string) as Record<string, unknown>) : undefined;
}

/** What the API itself answers `path` for that cookie, in that language. */
async function apiAnswer(path: string, cookie: string, lang = "pt-BR"): Promise<unknown> {
  const res = await call(app, path, { cookie, headers: { "accept-language": lang, accept: "application/json" } });
  expect(res.status, path).toBe(200);
  return res.json();
}

async function expectSameAsApi(reads: Record<string, unknown>, cookie: string, lang = "pt-BR"): Promise<void> {
  for (const [path, body] of Object.entries(reads)) expect(body, path).toEqual(await apiAnswer(path, cookie, lang));
}

describe("a logged-in navigation carries its first screen's data", () => {
  it("the Discente's home: the session and the week, as the API answers them to that user", async () => {
    const res = await call(app, "/", { cookie: cookies.discente });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toBe("Cookie");
    const reads = await pageReads(res);
    expect(Object.keys(reads ?? {}).sort()).toEqual(["/api/_auth/session", "/api/horario"]);
    expect(reads?.["/api/_auth/session"]).toMatchObject({ user: { idcbpf: "discente", level: "Discente" } });
    await expectSameAsApi(reads ?? {}, cookies.discente as string);
  });

  it("/matricula: the terms and settings, then the current term's offerings, requests, subjects and transcript", async () => {
    const reads = (await pageReads(await call(app, "/en/matricula", { cookie: cookies.discente }))) ?? {};
    const paths = Object.keys(reads);
    expect(paths).toContain("/api/periodos?pageSize=100");
    expect(paths).toContain("/api/configuracoes");
    const term = (reads["/api/periodos?pageSize=100"] as { items: { code: string; current: boolean }[] }).items.find(
      (item) => item.current,
    )?.code;
    expect(term).toBeTruthy();
    const code = encodeURIComponent(term as string);
    expect(paths).toContain(`/api/ofertas?term=${code}&page=1&pageSize=100`);
    expect(paths).toContain(`/api/matriculas?term=${code}&pageSize=100`);
    expect(paths).toContain("/api/historico/discente");
    expect(paths.some((path) => path.startsWith("/api/disciplinas?pageSize=100"))).toBe(true);
    expect(paths).toHaveLength(7);
    await expectSameAsApi(reads, cookies.discente as string, "en-US");
  });

  it("/historico and /usuarios: each level's own first read", async () => {
    const own = await pageReads(await call(app, "/historico", { cookie: cookies.discente }));
    expect(Object.keys(own ?? {})).toContain("/api/historico/discente");
    const advisor = await pageReads(await call(app, "/historico", { cookie: cookies.docente }));
    expect(Object.keys(advisor ?? {})).toContain("/api/orientacoes?page=1&pageSize=100");
    const users = await pageReads(await call(app, "/usuarios", { cookie: cookies.admin }));
    expect(Object.keys(users ?? {})).toContain("/api/usuarios?q=&page=1&pageSize=20");
    await expectSameAsApi(users ?? {}, cookies.admin as string);
  });
});

describe("only what the API would give that user", () => {
  it("a visitor's page carries the empty session and nothing else, and may be revalidated as before", async () => {
    const res = await call(app, "/historico");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await pageReads(res)).toEqual({ "/api/_auth/session": {} });
  });

  it("another student's transcript is not in a Discente's page, nor in a Docente's who does not advise them", async () => {
    const student = await pageReads(await call(app, "/historico?aluno=admin", { cookie: cookies.discente }));
    expect(Object.keys(student ?? {}).sort()).toEqual(["/api/_auth/session", "/api/historico/discente"]);
    const teacher = await pageReads(await call(app, "/historico?aluno=admin", { cookie: cookies.docente }));
    expect(Object.keys(teacher ?? {})).not.toContain("/api/historico/admin");
  });

  it("a page the level may not open carries the session only (the app sends it home)", async () => {
    const reads = await pageReads(await call(app, "/usuarios", { cookie: cookies.discente }));
    expect(Object.keys(reads ?? {})).toEqual(["/api/_auth/session"]);
  });

  it("a dead cookie: the empty session, and the page clears the cookie as the API would", async () => {
    const res = await call(app, "/", { cookie: "academico_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(await pageReads(res)).toEqual({ "/api/_auth/session": {} });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/academico_session=;/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("a HEAD, a 404 and the pre-rendered pages carry no reads", async () => {
    expect((await call(app, "/", { method: "HEAD", cookie: cookies.discente })).headers.get("cache-control")).toBe(
      "no-cache",
    );
    expect(await pageReads(await call(app, "/nao-existe", { cookie: cookies.discente }))).toBeUndefined();
  });

  it("a failing or refusing API leaves the page without reads, never broken", async () => {
    const url = new URL("http://localhost/");
    const failing = await readFirstScreen(() => Promise.reject(new Error("down")), url, "/", "pt", "x=1");
    expect(failing.reads.size).toBe(0);
    const refusing = await readFirstScreen(
      () => Promise.resolve(new Response("{}", { status: 503, headers: { "content-type": "application/json" } })),
      url,
      "/",
      "pt",
      "x=1",
    );
    expect(refusing.reads.size).toBe(0);
    const hanging = await readFirstScreen(() => new Promise<Response>(() => {}), url, "/", "pt", "x=1", 1);
    expect(hanging.reads.size).toBe(0);
  });
});

describe("the data block", () => {
  it("carries text such as $& and $` as it is (the page is not built by a string pattern)", async () => {
    const office = t.withEnv({});
    const name = "Ana $& $` $' $$ Souza";
    const res = await call(office, "/api/usuarios/discente", {
      method: "PATCH",
      cookie: cookies.admin,
      json: { name },
      headers: { origin: "http://localhost" },
    });
    expect(res.status, await res.text()).toBe(200);
    // Through the app that made the change: another one (another process) may serve its reads
    // from the session it resolved within SESSION_CACHE_SECONDS (src/server/auth/session-cache.ts).
    const reads = await pageReads(await call(office, "/", { cookie: cookies.discente }));
    expect(reads?.["/api/_auth/session"]).toMatchObject({ user: { name } });
  });

  it("cannot be closed or broken by the data: <, >, & and U+2028/9 are escaped, the JSON reads back the same", () => {
    const nasty = "</script><script>alert(1)</script><!-- & \u2028\u2029 -->";
    const block = firstReadsBlock(new Map([["/api/x", { name: nasty }]]));
    const inner = block.slice(block.indexOf(">") + 1, block.lastIndexOf("</script>"));
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual({ "/api/x": { name: nasty } });
  });
});

describe("the page's chunks as module preloads", () => {
  let dist: string;
  let built: App;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), "route-preloads-"));
    mkdirSync(join(dist, "builds"));
    writeFileSync(join(dist, "index.html"), SHELL);
    writeFileSync(
      join(dist, "builds", "route-preloads.json"),
      JSON.stringify({
        "pt:matricula": ["/assets/matricula-a.js", "/assets/catalog-pt-BR-matricula-b.js"],
        "en:matricula": ["/assets/matricula-a.js", "/assets/catalog-en-US-matricula-c.js"],
        "pt:inscricao": ["/assets/inscricao-d.js"],
        session: ["/assets/session-answer-e.js"],
        "pt:home": ["https://elsewhere.example/x.js"],
      }),
    );
    built = t.withEnv({ DIST_DIR: dist }, { shell: undefined });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const preloads = async (res: Response) =>
    [...(await res.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("a logged-in page names its chunks, its language's catalogs and the session's check", async () => {
    expect(await preloads(await call(built, "/matricula", { cookie: cookies.discente }))).toEqual([
      "/assets/matricula-a.js",
      "/assets/catalog-pt-BR-matricula-b.js",
      "/assets/session-answer-e.js",
    ]);
    expect(await preloads(await call(built, "/en/matricula", { cookie: cookies.discente }))).toContain(
      "/assets/catalog-en-US-matricula-c.js",
    );
  });

  it("a visitor gets the chunks of a public page, none of a page it will be sent away from; nothing foreign", async () => {
    expect(await preloads(await call(built, "/inscricao"))).toEqual(["/assets/inscricao-d.js"]);
    expect(await preloads(await call(built, "/matricula"))).toEqual([]);
    expect(await preloads(await call(built, "/", { cookie: cookies.discente }))).toEqual([
      "/assets/session-answer-e.js",
    ]);
  });
});
