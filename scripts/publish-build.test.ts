import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publishBuild } from "./publish-build.ts";

/** Three small fake builds published one after the other into one DIST_DIR. */
const made: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "academico-publish-"));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(id: string): string {
  const dir = folder();
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write("index.html", `<script type="module" src="/assets/early-${id}.js"></script>`);
  write(`assets/early-${id}.js`, `import("/assets/page-${id}.js")`);
  write(`assets/page-${id}.js`, id);
  write("assets/shared-same.js", "unchanged between builds");
  write("sw.js", `precache ${id}`);
  write("manifest.webmanifest", "{}");
  write("en/manifest.webmanifest", "{}");
  write("builds/latest.json", JSON.stringify({ id }));
  write(`builds/meta/${id}.json`, JSON.stringify({ id }));
  return dir;
}

const assets = (dist: string) => readdirSync(join(dist, "assets")).sort();

describe("publishing a build into a served folder", () => {
  it("keeps the previous build's hashed files and drops older ones", () => {
    const dist = folder();
    publishBuild(fakeBuild("b1"), dist);
    expect(readFileSync(join(dist, "index.html"), "utf8")).toContain("early-b1.js");
    expect(assets(dist)).toEqual(["early-b1.js", "page-b1.js", "shared-same.js"]);

    publishBuild(fakeBuild("b2"), dist);
    expect(readFileSync(join(dist, "index.html"), "utf8")).toContain("early-b2.js");
    expect(JSON.parse(readFileSync(join(dist, "builds", "latest.json"), "utf8"))).toEqual({ id: "b2" });
    // A tab still on b1 can load its lazy pages.
    expect(assets(dist)).toEqual(["early-b1.js", "early-b2.js", "page-b1.js", "page-b2.js", "shared-same.js"]);

    publishBuild(fakeBuild("b3"), dist);
    expect(assets(dist)).toEqual(["early-b2.js", "early-b3.js", "page-b2.js", "page-b3.js", "shared-same.js"]);
    expect(existsSync(join(dist, "en", "manifest.webmanifest"))).toBe(true);
    expect(readdirSync(join(dist, "builds", "meta")).sort()).toEqual(["b1.json", "b2.json", "b3.json"]);
    expect(readdirSync(dist).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("over a build made before it (no list of its files), keeps all of that build's files once", () => {
    const dist = folder();
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "assets", "old-a.js"), "a");
    writeFileSync(join(dist, "index.html"), '<script src="/assets/old-a.js"></script>');
    publishBuild(fakeBuild("b1"), dist);
    expect(assets(dist)).toContain("old-a.js");
    publishBuild(fakeBuild("b2"), dist);
    expect(assets(dist)).not.toContain("old-a.js");
  });

  it("puts index.html in place once every file it names is there, then the worker, then latest.json", () => {
    const dist = folder();
    publishBuild(fakeBuild("b1"), dist);
    const order: string[] = [];
    publishBuild(fakeBuild("b2"), dist, (file) => {
      order.push(file);
      if (file === "index.html") {
        const shell = readFileSync(join(dist, "index.html"), "utf8");
        for (const [, script] of shell.matchAll(/src="\/([^"]+)"/g))
          expect(existsSync(join(dist, script ?? ""))).toBe(true);
        expect(existsSync(join(dist, "assets", "page-b2.js"))).toBe(true);
      }
    });
    expect(order.slice(-3)).toEqual(["index.html", "sw.js", join("builds", "latest.json")]);
    expect(order.indexOf(join("assets", "page-b2.js"))).toBeLessThan(order.indexOf("index.html"));
    expect(order).not.toContain(join("assets", "shared-same.js")); // already there, same name, same content
  });
});
