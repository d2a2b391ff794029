import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PAGE_AREAS, PAGE_PART_AREAS } from "../src/app/page-areas.ts";

/**
 * The message catalogs (locales/{pt-BR,en-US}/<catalog>.po: `app` and one per area, see
 * lingui.config.ts) are complete and current: each catalog holds the same messages in both
 * languages, every English message is translated with the same placeholders, and `lingui extract
 * --clean` would not change them (no string added or removed in src/ without re-extracting).
 */
const root = join(import.meta.dirname, "..");
const LOCALES = ["pt-BR", "en-US"] as const;

/** A .po file as msgid → msgstr (the header entry left out). Handles continued lines. */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let msgid = "";
  let msgstr = "";
  const flush = () => {
    if (msgid !== "") entries.set(msgid, msgstr);
    msgid = "";
    msgstr = "";
  };
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const line of text.split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      field = "msgid";
      msgid = unquote(line.slice(6));
    } else if (line.startsWith("msgstr ")) {
      field = "msgstr";
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === "msgid") msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (line.trim() === "" || line.startsWith("#")) {
      field = line.trim() === "" ? null : field;
    }
  }
  flush();
  return entries;
}

/** Every catalog of a language, as `<catalog>: msgid` → msgstr. */
function catalog(tag: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(join(root, "locales", tag)).filter((name) => name.endsWith(".po"))) {
    const name = file.replace(/\.po$/, "");
    for (const [msgid, msgstr] of parsePo(readFileSync(join(root, "locales", tag, file), "utf8"))) {
      entries.set(`${name}: ${msgid}`, msgstr);
    }
  }
  return entries;
}

/** `{name}` placeholders (plural arguments included) and `<0>` tags, sorted. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...names, ...tags].sort();
}

describe("message catalogs", () => {
  const [pt, en] = LOCALES.map(catalog) as [Map<string, string>, Map<string, string>];

  it("hold the same messages in both languages", () => {
    expect(pt.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...pt.keys()].sort());
  });

  it("translate every message into English, keeping its placeholders", () => {
    const untranslated = [...en].filter(([, msgstr]) => msgstr.trim() === "").map(([key]) => key);
    expect(untranslated).toEqual([]);
    const mismatched = [...en]
      .filter(([key, msgstr]) => {
        const msgid = key.slice(key.indexOf(": ") + 2);
        return placeholders(msgid).join() !== placeholders(msgstr).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("hold a catalog for every page's area and its parts' areas, in both languages (src/app/page-areas.ts)", () => {
    const areas = new Set([...Object.values(PAGE_AREAS), ...Object.values(PAGE_PART_AREAS).flat()]);
    for (const tag of LOCALES) {
      const files = readdirSync(join(root, "locales", tag));
      const missing = [...areas].filter((area) => !files.includes(`${area}.po`));
      expect(missing).toEqual([]);
    }
  });

  it("are in sync with the source (lingui extract --clean would change nothing)", async () => {
    const cli = join(root, "node_modules", "@lingui", "cli", "dist", "lingui.js");
    const args = [cli, "check", "sync", "--clean", "--workers", "1"];
    const outcome = await promisify(execFile)(process.execPath, args, { cwd: root }).then(
      () => "in sync",
      (error: { stderr?: string }) => `stale, run \`npm run extract\` and translate: ${error.stderr ?? ""}`,
    );
    expect(outcome).toBe("in sync");
  }, 20_000);
});
