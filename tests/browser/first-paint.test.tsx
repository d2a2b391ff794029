import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { formatDateTime } from "../../src/domain/dates.ts";
import { takeFirstPaint } from "../../src/features/home/first-paint.tsx";
import { WEEK_KEY } from "../../src/features/home/prime.ts";
import {
  clearFirstPaint,
  paintIntoShell,
  readFirstPaint,
  usableFirstPaint,
  writeFirstPaint,
  type FirstPaint,
} from "../../src/lib/first-paint.ts";
import { writeCachedAnswer } from "../../src/lib/offline-store.ts";
import { clearSession, setSessionUser } from "../../src/lib/session.ts";
import { demoUser, renderApp } from "./helpers.tsx";
import { interceptFetch, restoreOnline, setOnline } from "./network.ts";
import { today, WEEK } from "./week-fixture.ts";

/**
 * The first paint of the Discente's home (src/lib/first-paint.ts): what the app keeps of the
 * page as shown, and the rules by which the service worker paints it into the shell. The
 * service worker itself, offline, is exercised end to end in tests/e2e/offline.spec.ts.
 */
const ana = demoUser("Discente", "ana.b");

const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, "text/html");

afterEach(async () => {
  restoreOnline();
  vi.unstubAllGlobals();
  await clearFirstPaint();
});

test("the first paint is the home as shown, as it looks offline: banner and mark put in, what is live only left out", async () => {
  interceptFetch("/api/horario", () => ({ status: 200, body: WEEK }));
  const { screen } = await renderApp("/", ana);
  const week = page.getByTestId("timetable");
  await expect.element(week).toBeVisible();
  await expect.element(page.getByText(/^Offline/)).not.toBeInTheDocument();

  const savedAt = Date.parse(`${today}T09:15:00-03:00`);
  const paint = takeFirstPaint({
    container: screen.container,
    user: { idcbpf: "ana.b", level: "Discente", name: ana.name },
    locale: "pt",
    savedAt,
    validUntil: savedAt + 60_000,
  });
  expect(paint).not.toBeNull();
  if (!paint) return;
  expect(paint).toMatchObject({
    build: "test",
    user: "ana.b",
    level: "Discente",
    name: ana.name,
    path: window.location.pathname,
    lang: "pt-BR",
  });
  expect(paint.validUntil).toBe(savedAt + 60_000);

  const copy = parse(paint.html);
  // The same week, class for class.
  expect(copy.querySelector('[data-testid="timetable"]')?.textContent).toBe(week.element().textContent);
  // The banner right above the page, the mark right under the week's heading, once each.
  expect(copy.querySelectorAll('[data-offline-part="banner"]')).toHaveLength(1);
  expect(copy.querySelector('[data-offline-part="banner"]')?.nextElementSibling?.matches("main#main")).toBe(true);
  expect(copy.querySelector('[data-offline-part="banner"]')?.textContent).toBe(
    "Você está sem conexão. O que foi salvo neste aparelho continua disponível.",
  );
  expect(copy.querySelectorAll('[data-offline-part="mark"]')).toHaveLength(1);
  expect(copy.querySelector("#week-heading")?.nextElementSibling?.getAttribute("data-offline-part")).toBe("mark");
  expect(copy.querySelector('[data-offline-part="mark"]')?.textContent).toBe(
    `Offline — atualizado em ${formatDateTime(new Date(savedAt), "pt")}`,
  );
  // Loading bar, route announcer, toasts, install button: not in; no inline style (the CSP has none).
  expect(copy.querySelectorAll("[data-first-paint-omit]")).toHaveLength(0);
  expect(copy.querySelector('[data-testid="loading-bar"]')).toBeNull();
  expect(copy.querySelector('[data-testid="route-announcer"]')).toBeNull();
  expect(copy.querySelectorAll("[style]")).toHaveLength(0);
  // Text React wrote as nodes side by side ("Olá, " and the name) stays apart once parsed, as
  // React's hydration of the painted page expects (src/app/main.tsx).
  const texts = (root: Node, skip: string) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest(skip)) found.push(node.nodeValue ?? "");
    return found;
  };
  const shown = texts(screen.container, "[data-first-paint-omit]");
  const sideBySide = [...screen.container.querySelectorAll("*")].filter((element) =>
    [...element.childNodes].some(
      (node, i) => i > 0 && node.nodeType === 3 && element.childNodes[i - 1]?.nodeType === 3,
    ),
  );
  expect(sideBySide.length).toBeGreaterThan(0); // the page has some (the greeting, the dates)
  expect(
    texts(copy.getElementById("root") ?? copy, '[data-offline-part="banner"], [data-offline-part="mark"]'),
  ).toEqual(shown);
  // The logout button as it looks offline (it needs the connection), in the same place, once.
  const logouts = copy.querySelectorAll('header [data-offline-part="logout"]');
  expect(logouts).toHaveLength(1);
  expect(logouts[0]?.getAttribute("aria-disabled")).toBe("true");
  expect(logouts[0]?.getAttribute("title")).toBe("Sair precisa de conexão");
  // The page itself is left as it was.
  await expect.element(page.getByText(/^Offline/)).not.toBeInTheDocument();
  expect(screen.container.querySelector('[data-testid="loading-bar"]')).not.toBeNull();
  expect(screen.container.querySelector('[data-offline-part="logout"]')?.hasAttribute("aria-disabled")).toBe(false);
});

test("a page already offline keeps its own banner and mark, once", async () => {
  await setSessionUser(ana);
  await writeCachedAnswer({ userIdcbpf: "ana.b", key: WEEK_KEY, data: WEEK, savedAt: Date.now() - 3_600_000 });
  setOnline(false);
  const { screen } = await renderApp("/", ana);
  await expect.element(page.getByText(/^Offline — atualizado em/)).toBeVisible();
  const paint = takeFirstPaint({ container: screen.container, user: ana, locale: "pt", savedAt: 1, validUntil: 2 });
  const copy = parse(paint?.html ?? "");
  expect(copy.querySelectorAll('[data-offline-part="banner"]')).toHaveLength(1);
  expect(copy.querySelectorAll('[data-offline-part="mark"]')).toHaveLength(1);
  expect(copy.querySelectorAll('[data-offline-part="logout"][aria-disabled="true"]')).toHaveLength(1);
  // The mark shown, with the copy's own time, not the one passed.
  expect(copy.querySelector('[data-offline-part="mark"]')?.textContent).toBe(
    page.getByText(/^Offline — atualizado em/).element().textContent,
  );
});

test("a page without the week is not kept", async () => {
  interceptFetch("/api/horario", () => ({ status: 200, body: WEEK }));
  const { screen } = await renderApp("/", demoUser("Docente"));
  await expect.element(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(
    takeFirstPaint({ container: screen.container, user: demoUser("Docente"), locale: "pt", savedAt: 1, validUntil: 2 }),
  ).toBeNull();
});

const PAINT: FirstPaint = {
  build: "b1",
  user: "ana.b",
  level: "Discente",
  name: "Ana B.",
  path: "/en",
  lang: "en-US",
  title: "Home · Acadêmico <&>",
  html: '<main id="main"><p>$& $1 $$ week</p></main>',
  savedAt: 1_000,
  validUntil: 5_000,
};
const NOW = {
  build: "b1",
  path: "/en/",
  time: 2_000,
  deviceUser: { idcbpf: "ana.b", level: "Discente", name: "Ana B.", email: "ana@example.org" },
};

test("the service worker paints only a copy of this build, address and device user, before it expires", () => {
  expect(usableFirstPaint(PAINT, NOW)).toEqual(PAINT);
  expect(usableFirstPaint(PAINT, { ...NOW, path: "/en" })).toEqual(PAINT);
  expect(usableFirstPaint(PAINT, { ...NOW, build: "b2" })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, path: "/" })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, path: "/en/usuarios" })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, deviceUser: { ...NOW.deviceUser, idcbpf: "outra" } })).toBeNull();
  // The same person with another level or name: the page would differ, the app shows it.
  expect(usableFirstPaint(PAINT, { ...NOW, deviceUser: { ...NOW.deviceUser, level: "Docente" } })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, deviceUser: { ...NOW.deviceUser, name: "Ana Beatriz" } })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, deviceUser: undefined })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, time: 5_000 })).toBeNull();
  expect(usableFirstPaint(PAINT, { ...NOW, time: 999 })).toBeNull(); // the clock went back
  expect(usableFirstPaint({ ...PAINT, html: 3 }, NOW)).toBeNull();
  expect(usableFirstPaint({ ...PAINT, validUntil: "5000" }, NOW)).toBeNull();
  expect(usableFirstPaint("<html>", NOW)).toBeNull();
  expect(usableFirstPaint(null, NOW)).toBeNull();
});

test("the copy goes into the shell's empty root, with its language and title, without the module preloads", () => {
  const shell = [
    '<!doctype html><html lang="pt-BR"><head><title>Acadêmico</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/main-2.js">',
    '<link rel="stylesheet" href="/assets/index-3.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join("\n");
  const html = paintIntoShell(shell, PAINT);
  expect(html).toContain('<html lang="en-US">');
  expect(html).toContain("<title>Home · Acadêmico &lt;&amp;&gt;</title>");
  // Replacement patterns in the page's text are text.
  expect(html).toContain(
    '<div id="root" aria-busy="true" data-first-paint=""><main id="main"><p>$& $1 $$ week</p></main><template id="first-paint-end"></template></div>',
  );
  expect(html).not.toContain("modulepreload");
  // Nothing is rendered before the whole copy is parsed.
  expect(html).toContain('<link rel="expect" href="#first-paint-end" blocking="render">\n  </head>');
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  expect(html).toContain('<link rel="stylesheet" href="/assets/index-3.css">');
  expect(paintIntoShell(shell.replace('<div id="root"></div>', '<div id="app"></div>'), PAINT)).toBeNull();
  expect(paintIntoShell(shell, { ...PAINT, lang: 'en"><script>' })).toBeNull();
});

test("the copy is kept in IndexedDB and goes with the session at logout", async () => {
  await writeFirstPaint(PAINT);
  expect(await readFirstPaint()).toEqual(PAINT);
  await setSessionUser(ana);
  await clearSession();
  expect(await readFirstPaint()).toBeUndefined();
});
