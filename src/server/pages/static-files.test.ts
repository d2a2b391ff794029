import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressAssets } from "../../../scripts/precompress.ts";
import { publishBuild } from "../../../scripts/publish-build.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";

/** The build's files (DIST_DIR) and their caching, on a small fake build. */
const SHELL = `<!doctype html><html lang="pt-BR"><head><title>Built</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe("files of the build", () => {
  let dist: string;
  let built: App;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), "academico-dist-"));
    mkdirSync(join(dist, "assets"));
    mkdirSync(join(dist, "builds", "meta"), { recursive: true });
    writeFileSync(join(dist, "index.html"), SHELL);
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(join(dist, "sw.js"), "self.x = 1");
    writeFileSync(join(dist, "manifest.webmanifest"), "{}");
    writeFileSync(join(dist, "builds", "latest.json"), '{"id":"b1","timestamp":1}');
    writeFileSync(join(dist, "builds", "meta", "b1.json"), '{"id":"b1"}');
    writeFileSync(join(dist, "icon.svg"), "<svg/>");
    writeFileSync(join(dist, "gov.css"), ".gov-r1{grid-row-start:1}");
    built = t.withEnv({ DIST_DIR: dist }, { shell: undefined });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("reads index.html from DIST_DIR as the shell", async () => {
    expect(await (await call(built, "/login")).text()).toContain("<title>Built</title>");
  });

  it.each([
    ["/assets/index-abc123.js", "public, max-age=31536000, immutable", /javascript/],
    ["/sw.js", "no-cache", /javascript/],
    ["/manifest.webmanifest", "no-cache", /manifest\+json/],
    ["/builds/latest.json", "no-cache", /json/],
    ["/builds/meta/b1.json", "no-cache", /json/],
    ["/index.html", "no-cache", /html/],
    ["/gov.css", "no-cache", /css/],
    ["/icon.svg", null, /svg/],
  ])("%s is served with Cache-Control %s", async (path, cache, type) => {
    const res = await call(built, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(cache);
    expect(res.headers.get("content-type")).toMatch(type);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  describe("compressed copies of hashed assets", () => {
    // Big enough to be worth compressing, and varied enough that each encoding differs.
    const script = Array.from({ length: 400 }, (_, i) => `export const v${i} = "valor ${i} ção";`).join("\n");
    beforeAll(() => {
      writeFileSync(join(dist, "assets", "page-def456.js"), script);
      const made = precompressAssets(dist);
      expect(made.files).toBe(1); // index-abc123.js is too small to be worth a copy
    });

    it("answers brotli to a browser that takes it, with Vary", async () => {
      const res = await call(built, "/assets/page-def456.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(Buffer.byteLength(script) / 3);
      expect(brotliDecompressSync(body).toString()).toBe(script);
    });

    it("answers gzip when brotli is not accepted", async () => {
      const res = await call(built, "/assets/page-def456.js", { headers: { "accept-encoding": "gzip" } });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
    });

    it("answers the file itself, still with Vary, when no encoding is accepted", async () => {
      const res = await call(built, "/assets/page-def456.js");
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(script);
    });

    it("never serves a copy under its own name as a page's script", async () => {
      // The copies exist on disk, but a request for them is not a script of the app.
      const res = await call(built, "/assets/page-def456.js.br");
      expect(res.headers.get("content-type") ?? "").not.toMatch(/javascript/);
    });
  });

  it("answers a missing asset with a plain 404, not the shell", async () => {
    const res = await call(built, "/assets/index-gone.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<html");
    expect((await call(built, "/builds/meta/nope.json")).status).toBe(404);
  });

  it("never serves files outside DIST_DIR", async () => {
    for (const path of ["/../package.json", "/assets/..%2f..%2fpackage.json", "/%2e%2e/package.json"]) {
      const res = await call(built, path);
      expect(await res.text()).not.toContain('"name": "academico"');
    }
  });
});

describe("a new build published while the server runs", () => {
  const made: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "academico-live-"));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  /** A build whose shell names its one script, as vite's does. */
  function build(id: string): string {
    const dir = folder();
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, "builds"));
    writeFileSync(
      join(dir, "index.html"),
      `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/early-${id}.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(dir, "assets", `early-${id}.js`), `console.log("${id}")`);
    writeFileSync(join(dir, "builds", "latest.json"), JSON.stringify({ id }));
    return dir;
  }
  const scripts = (html: string) => [...html.matchAll(/src="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? "");

  it("the next visitor gets the new shell, and every script it names is there", async () => {
    const dist = folder();
    publishBuild(build("first"), dist);
    const server = t.withEnv({ DIST_DIR: dist }, { shell: undefined });
    const before = await (await call(server, "/login")).text();
    expect(scripts(before)).toEqual(["/assets/early-first.js"]);

    publishBuild(build("second"), dist);
    for (const path of ["/login", "/en/historico", "/nao-existe"]) {
      const shell = await (await call(server, path)).text();
      expect(scripts(shell), path).toEqual(["/assets/early-second.js"]);
      for (const script of scripts(shell)) expect((await call(server, script)).status, script).toBe(200);
    }
    // A tab opened on the first build still loads its scripts (the previous build's are kept).
    expect((await call(server, "/assets/early-first.js")).status).toBe(200);
  });

  it("a server started before the first build serves it once it is there", async () => {
    const dist = join(folder(), "not-yet");
    const server = t.withEnv({ DIST_DIR: dist }, { shell: undefined });
    expect(await (await call(server, "/")).text()).toContain("npm run build");
    publishBuild(build("late"), dist);
    const shell = await (await call(server, "/")).text();
    expect(scripts(shell)).toEqual(["/assets/early-late.js"]);
    expect((await call(server, "/assets/early-late.js")).status).toBe(200);
  });
});
