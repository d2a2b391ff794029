import { readFileSync, readdirSync } from "node:fs";
import { and, eq, gte, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOV_LIST_PAGES } from "../../domain/gov.ts";
import { localizePath, LOCALES } from "../../domain/locale.ts";
import { LOG_PATH_MAX } from "../../domain/log-limits.ts";
import { buildPath } from "../../domain/routes.ts";
import { revealSavedCopy } from "../../domain/saved-copy.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { withoutCurrentTerm } from "../../../tests/node/terms.ts";
import type { App } from "../app.ts";
import {
  accessLog,
  guidances,
  offeringSlots,
  offeringTeachers,
  offerings,
  subjects,
  terms,
  users,
} from "../db/schema.ts";
import { GOV_TEXT } from "./gov-text.ts";

/**
 * The server-rendered /gov pages: whole documents with their content (no script needed), in the
 * path's language, escaped, searchable with `?q=`, framable only by GOV_FRAME_ANCESTORS, each
 * visit in the access log. (tests/browser/gov.test.tsx reads the same HTML in Chromium.)
 */
let t: TestApp;
let app: App;
const FRAMERS = "https://www.instituto.example.org https://portal.example.org";
const SHELL = `<!doctype html><html lang="pt-BR"><head><link rel="stylesheet" crossorigin href="/assets/early-zz1.css"><title>Acadêmico</title></head><body><div id="root"></div>APP-SHELL<script type="module" src="/assets/early-zz1.js"></script></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  app = t.withEnv({ GOV_FRAME_ANCESTORS: FRAMERS }, { shell: SHELL });
  const [teacher] = await t.db
    .insert(users)
    .values([
      {
        idcbpf: "zz.html.conceicao",
        name: "Maria da Conceição Zz",
        email: "zz.html@zz-private.example.org",
        level: "Docente",
        programme: "academico",
        researchArea: "Óptica <b>quântica</b>",
        lattes: "javascript:alert(1)",
      },
      {
        idcbpf: "zz.html.script",
        name: `<script>alert("x")</script> Zz`,
        email: "zz.script@zz-private.example.org",
        level: "Docente",
        programme: "academico",
        lattes: "http://lattes.cnpq.br/123?a=1&b=2",
      },
      {
        idcbpf: "zz.html.aluno",
        name: "Aluno Html Zz",
        email: "zz.aluno@zz-private.example.org",
        level: "Discente",
        programme: "profissional",
        degree: "mestrado",
        entryTerm: "2024.2",
      },
      {
        idcbpf: "zz.html.orientada",
        name: "Aluna Orientada Html Zz",
        email: "zz.orientada@zz-private.example.org",
        level: "Discente",
        programme: "profissional",
        degree: "doutorado",
        entryTerm: "2025.1",
      },
    ])
    .returning({ id: users.id });
  const advised = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "zz.html.orientada"));
  await t.db
    .insert(guidances)
    .values({ studentId: advised[0]?.id ?? 0, advisorId: teacher?.id ?? 0, startDate: "2025-03-01" });
  const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  const [subject] = await t.db
    .insert(subjects)
    .values({ code: "ZZH-901", namePt: "Física Html Zz", nameEn: "Html Physics Zz", credits: 4, hours: 60 })
    .returning({ id: subjects.id });
  const [offering] = await t.db
    .insert(offerings)
    .values({ termId: current?.id ?? 0, subjectId: subject?.id ?? 0, capacity: 10, language: "en" })
    .returning({ id: offerings.id });
  await t.db
    .insert(offeringTeachers)
    .values({ offeringId: offering?.id ?? 0, userId: teacher?.id ?? 0, responsible: true });
  await t.db
    .insert(offeringSlots)
    .values({ offeringId: offering?.id ?? 0, weekday: 6, start: "08:00", end: "10:00", room: "Sala Zz" });
});

afterAll(async () => {
  await t.close();
});

async function page(path: string): Promise<{ res: Response; text: string }> {
  const res = await call(app, path);
  return { res, text: await res.text() };
}

const frameAncestors = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-ancestors"));

describe("the /gov pages' HTML", () => {
  it("has the people in it, without any script, in Portuguese with alternates", async () => {
    const { res, text } = await page("/gov/docente-academico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    // Every visit reaches the server, which logs it (see "the access log" below).
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(text).toMatch(/^<!doctype html>/);
    expect(text).toContain('<html lang="pt-BR">');
    expect(text).toContain("<title>Docente Acadêmico · Acadêmico</title>");
    expect(text).toContain("Maria da Conceição Zz");
    expect(text).toContain('<th scope="col"');
    expect(text).toContain("<caption");
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toContain("APP-SHELL");
    expect(text).not.toContain("@zz-private");
    expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/early-zz1.css">');
    for (const [lang, href] of [
      ["pt-BR", "/gov/docente-academico"],
      ["en-US", "/en/gov/docente-academico"],
      ["x-default", "/gov/docente-academico"],
    ]) {
      expect(text).toContain(`<link rel="alternate" hreflang="${lang}" href="http://localhost${href}" />`);
    }
    expect(text).toContain('data-testid="language-switch"');
    expect(text).toContain('href="/en/gov/docente-academico"');
  });

  it("lists a programme's students with degree, advisor and entry term, and counts them", async () => {
    const { text } = await page(`/gov/discente-profissional?q=${encodeURIComponent("html zz")}`);
    // PRODUCT §2's correction: the seed's page said "Docente Academico" here.
    expect(text).toContain("<title>Discente Profissional · Acadêmico</title>");
    expect(text).toMatch(/<h1[^>]*>Discente Profissional<\/h1>/);
    expect(text).toContain('aria-label="Discente Profissional"');
    expect(text).toMatch(/<caption[^>]*>\s*Discente Profissional\s*<\/caption>/);
    expect(text).toMatch(
      /<th scope="row"[^>]*>Aluna Orientada Html Zz<\/th>\s*<td[^>]*>Doutorado<\/td>\s*<td[^>]*>Maria da Conceição Zz<\/td>\s*<td[^>]*>2025.1<\/td>/,
    );
    expect(text).toMatch(
      /<th scope="row"[^>]*>Aluno Html Zz<\/th>\s*<td[^>]*>Mestrado<\/td>\s*<td[^>]*><span aria-hidden="true">—<\/span><\/td>/,
    );
    expect(text).toContain("2 resultados para “html zz”.");
    const one = await page("/gov/discente-profissional?q=orientada");
    expect(one.text).toContain("1 resultado para “orientada”.");
    expect(one.text).not.toContain("Aluno Html Zz");
    expect(one.text).toContain('<a href="?" class="font-medium text-blue-800 underline">Limpar a busca</a>');
  });

  it("speaks English under /en", async () => {
    const { text } = await page("/en/gov/discente-profissional");
    expect(text).toContain('<html lang="en-US">');
    expect(text).toContain("<title>Professional Students · Acadêmico</title>");
    expect(text).toContain("Aluno Html Zz");
    expect(text).toContain("Master&#39;s");
    expect(text).toContain("2024.2");
    expect(text).toContain('href="/gov/discente-profissional"');
  });

  it("escapes every value and links only web addresses", async () => {
    const { text } = await page("/gov/docente-academico");
    expect(text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Zz");
    expect(text).not.toContain("<script>alert");
    expect(text).toContain("Óptica &lt;b&gt;quântica&lt;/b&gt;");
    expect(text).not.toContain("javascript:");
    expect(text).toContain('href="http://lattes.cnpq.br/123?a=1&amp;b=2"');
    const searched = await page(`/gov/docente-academico?q=${encodeURIComponent('"><script>x</script>')}`);
    expect(searched.text).not.toContain("<script>x");
    expect(searched.text).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it("searches with ?q= (folded) and keeps the search across languages", async () => {
    const { text } = await page("/gov/docente-academico?q=conceicao");
    expect(text).toContain("Maria da Conceição Zz");
    expect(text).not.toContain("alert");
    expect(text).toContain('value="conceicao"');
    expect(text).toContain("1 resultado para “conceicao”.");
    expect(text).toContain('href="/en/gov/docente-academico?q=conceicao"');
    const none = await page("/en/gov/docente-academico?q=zz-private");
    expect(none.text).toContain("Nothing found.");
    expect(none.text).not.toContain("Conceição");
    const long = await page(`/gov/docente-academico?q=${"x".repeat(101)}`);
    expect(long.res.status).toBe(200);
    expect(long.text).toContain('aria-invalid="true"');
    expect(long.text).toContain("A busca aceita no máximo 100 caracteres.");
  });

  it("draws the current term's timetable as a week grid", async () => {
    const { res, text } = await page("/gov/agenda-disciplinas");
    expect(res.status).toBe(200);
    expect(text).toContain('<link rel="stylesheet" href="/gov.css" />');
    expect(text).toContain('data-testid="gov-week"');
    // Saturday appears because of this class; Sunday does not (no class on it in this file).
    expect(text).toContain('<h3 class="gov-day-name">Sábado</h3>');
    expect(text).toMatch(/<li class="gov-class gov-r\d+ gov-e\d+">[\s\S]*?ZZH-901<\/abbr> Física Html Zz/);
    expect(text).toContain("Aula em inglês");
    const en = await page("/en/gov/agenda-disciplinas?q=zzh-901");
    expect(en.text).toContain("ZZH-901</abbr> Html Physics Zz");
    expect(en.text).toContain('<h3 class="gov-day-name">Saturday</h3>');
    expect(en.text).toContain("1 result for “zzh-901”.");
  });

  it("lists every public page on the index, the application form included", async () => {
    for (const locale of LOCALES) {
      const { text } = await page(localizePath("/gov", locale));
      for (const id of ["govInscricaoProfissional", ...GOV_LIST_PAGES.map((p) => p.id)] as const) {
        expect(text).toContain(`href="${localizePath(buildPath(id), locale)}"`);
        expect(text).toContain(GOV_TEXT.titles[id][locale]);
      }
      expect(text).toContain("<nav");
    }
  });

  it("without a current term, the agenda says so and counts nothing", async () => {
    await withoutCurrentTerm(t.db, async () => {
      const { res, text } = await page("/gov/agenda-disciplinas");
      expect(res.status).toBe(200);
      expect(text).toContain("Não há período letivo em curso.");
      expect(text).not.toContain('data-testid="gov-week"');
      expect(text).not.toContain('role="status">Nada encontrado.');
    });
  });

  it("carries, hidden, the notice a copy shown offline reveals, in the page's language", async () => {
    const { text } = await page("/en/gov/docente-academico");
    expect(text).toMatch(/<p\s+data-saved-copy hidden/);
    const shown = revealSavedCopy(text);
    expect(shown).not.toMatch(/data-saved-copy hidden/);
    expect(shown).toMatch(
      /<p\s+data-saved-copy\s+role="status"[\s\S]*?Offline — updated <time datetime="\d{4}-\d\d-\d\dT[^"]+">\d\d\/\d\d\/\d\d \d\d:\d\d [AP]M<\/time>/,
    );
    expect((await page("/gov")).text).toContain("Offline — atualizado em <time");
  });

  it("leaves the application form and unknown /gov paths to the app shell", async () => {
    const form = await page("/gov/inscricao-profissional");
    expect(form.res.status).toBe(200);
    expect(form.text).toContain("APP-SHELL");
    const unknown = await page("/en/gov/outra");
    expect(unknown.res.status).toBe(404);
    expect(unknown.text).toContain("APP-SHELL");
  });

  it("opens with the accessibility bar: skip links with their keys, high contrast, the accessibility page", async () => {
    const list = (await page("/gov/docente-academico")).text;
    for (const [key, href, label] of [
      ["1", "#main", "Ir para o conteúdo"],
      ["2", "#site-nav", "Ir para o menu"],
      ["3", "#gov-q", "Ir para a busca"],
      ["4", "#rodape", "Ir para o rodapé"],
    ]) {
      expect(list).toContain(`<a href="${href}" accesskey="${key}" aria-keyshortcuts="Alt+${key}"`);
      expect(list).toContain(`${label}&nbsp;[${key}]`);
    }
    expect(list).toMatch(/Ir para a busca&nbsp;\[3\]/);
    expect(list).toContain('id="site-nav"');
    expect(list).toContain('<footer id="rodape" tabindex="-1"');
    expect(list).toMatch(/<button\s+type="submit"\s+name="contraste"\s+value="alto"\s+aria-pressed="false"/);
    expect(list).toContain('href="/acessibilidade"');
    // The index has no search: [3] leads to the content. In English, its words.
    const index = (await page("/en/gov")).text;
    expect(index).toContain('<a href="#main" accesskey="3"');
    expect(index).toMatch(/Skip to search&nbsp;\[3\]/);
    expect(index).toContain('href="/en/acessibilidade"');
  });

  it("remembers high contrast in the device's cookie, without a script, and draws the page in it", async () => {
    const chosen = await call(app, "/gov/docente-academico?q=zz&contraste=alto");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/gov/docente-academico?q=zz");
    expect(chosen.headers.get("set-cookie")).toMatch(/^contraste=alto; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const shown = await call(app, "/gov/docente-academico?q=zz", { cookie: "contraste=alto" });
    const text = await shown.text();
    expect(shown.headers.get("vary")).toMatch(/cookie/i);
    expect(text).toContain('<html class="contraste-alto" lang="pt-BR">');
    expect(text).toMatch(/value="normal"\s+aria-pressed="true"/);
    expect(text).toContain('<input type="hidden" name="q" value="zz" />');
    const off = await call(app, "/en/gov?contraste=normal", { cookie: "contraste=alto" });
    expect(off.headers.get("location")).toBe("/en/gov");
    expect(off.headers.get("set-cookie")).toMatch(/^contraste=; Max-Age=0; Path=\//);
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await call(app, "/gov/agenda-disciplinas", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("framing", () => {
  it("lets the configured origins frame the /gov pages and no one frame the others", async () => {
    for (const path of [
      "/gov",
      "/gov/docente-academico",
      "/en/gov/agenda-disciplinas",
      "/en/gov/defesas",
      "/gov/inscricao-profissional",
      "/api/gov/agenda",
      "/api/gov/defesas",
    ]) {
      const res = await call(app, path);
      const expected = path.startsWith("/api") ? "frame-ancestors 'none'" : `frame-ancestors ${FRAMERS}`;
      expect(frameAncestors(res), path).toBe(expected);
      expect(res.headers.get("x-frame-options"), path).toBeNull();
    }
    for (const path of ["/login", "/", "/en/inscricao", "/autenciacar-declaracao", "/gov.css"]) {
      const res = await call(app, path);
      expect(frameAncestors(res), path).toBe("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBeNull();
    }
    // Unset, nobody frames them.
    expect(frameAncestors(await call(t.app, "/gov/docente-academico"))).toBe("frame-ancestors 'none'");
  });
});

describe("public/gov.css", () => {
  it("places classes on every grid line a day can use (start 1–97, end 2–98 with the names' row), inside the wide layout", () => {
    const css = readFileSync(new URL("../../../public/gov.css", import.meta.url), "utf8");
    for (let line = 1; line <= 97; line++) expect(css).toContain(`.gov-r${line} {\n    grid-row-start: ${line};`);
    for (let line = 2; line <= 98; line++) expect(css).toContain(`.gov-e${line} {\n    grid-row-end: ${line};`);
    for (let lanes = 1; lanes <= 12; lanes++)
      expect(css).toContain(`.gov-w${lanes} {\n    grid-column: span ${lanes};`);
  });
});

describe("the access log", () => {
  const visits = async (marker: string) =>
    t.db
      .select()
      .from(accessLog)
      .where(and(like(accessLog.path, `%${marker}%`), gte(accessLog.serverTime, new Date(Date.now() - 60_000))));

  it("has every visit of a page: the path as asked, the server's time, no user", async () => {
    const before = Date.now();
    expect((await call(app, "/en/gov/docente-academico?q=zz-visit-1")).status).toBe(200);
    expect((await call(app, "/gov?q=zz-visit-1")).status).toBe(200);
    const rows = await visits("zz-visit-1");
    expect(rows.map((row) => row.path).sort()).toEqual(["/en/gov/docente-academico?q=zz-visit-1", "/gov?q=zz-visit-1"]);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: null, clientId: null, clientTime: null });
      expect(row.serverTime.getTime()).toBeGreaterThanOrEqual(before - 5000);
    }
    // Twice is two visits.
    await call(app, "/gov/agenda-disciplinas?q=zz-visit-2");
    await call(app, "/gov/agenda-disciplinas?q=zz-visit-2");
    expect(await visits("zz-visit-2")).toHaveLength(2);
  });

  it("keeps a long address to what the log holds; a HEAD and the app's pages are not the server's to log", async () => {
    await call(app, `/gov/discente-academico?q=zz-visit-3${"x".repeat(3000)}`);
    const [long] = await visits("zz-visit-3");
    expect(long?.path.length).toBeLessThanOrEqual(LOG_PATH_MAX);
    expect(long?.path.startsWith("/gov/discente-academico?q=zz-visit-3xxx")).toBe(true);
    expect((await call(app, "/gov/docente-academico?q=zz-visit-4", { method: "HEAD" })).status).toBe(200);
    // The application form is a page of the app, which reports its own navigations (GET /api/_log).
    expect((await call(app, "/gov/inscricao-profissional?q=zz-visit-4")).status).toBe(200);
    expect((await call(app, "/gov/outra?q=zz-visit-4")).status).toBe(404);
    expect(await visits("zz-visit-4")).toEqual([]);
  });
});

describe("the words", () => {
  it("the index names the application form as the app titles it (the English catalogue translates it so)", () => {
    // Every part of the English catalogue (lingui.config.ts: the app's and each area's).
    const folder = new URL("../../../locales/en-US/", import.meta.url);
    const po = readdirSync(folder)
      .filter((name) => name.endsWith(".po"))
      .map((name) => readFileSync(new URL(name, folder), "utf8"))
      .join("\n");
    const { pt, en } = {
      pt: GOV_TEXT.titles.govInscricaoProfissional.pt,
      en: GOV_TEXT.titles.govInscricaoProfissional.en,
    };
    expect(po).toContain(`msgid "${pt}"\nmsgstr "${en}"`);
  });
});
