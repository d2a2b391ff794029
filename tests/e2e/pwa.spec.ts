import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { expectPath } from "./helpers.ts";

/**
 * The installable, offline-capable app (PRODUCT §5) in real Chromium: the service worker, the
 * shell offline, and the web manifest.
 */
test.use({ locale: "pt-BR", serviceWorkers: "allow" });

/** Waits until a service worker controls the page (the first visit installs it and claims). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("the service worker controls the page after the first visit and precaches the shell", async ({ page }) => {
  await page.goto("/login");
  await controlled(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
  // Both languages' catalogs, every part of each (the app's and each area's: lingui.config.ts),
  // named after their language and part by the build.
  const parts = (tag: string) =>
    cached
      .map((url) => /^\/assets\/catalog-(pt-BR|en-US)-([a-z-]+)-[\w-]{8}\.js$/.exec(url))
      .filter((match) => match?.[1] === tag)
      .map((match) => match?.[2])
      .sort();
  expect(parts("pt-BR")).toEqual(expect.arrayContaining(["app", "home", "login", "matricula"]));
  expect(parts("en-US")).toEqual(parts("pt-BR"));
  expect(cached.some((url) => url.startsWith("/api/") || url.startsWith("/builds/"))).toBe(false);
});

test("scripts and the shell arrive compressed, and the precached copies are the scripts themselves", async ({
  page,
}) => {
  // Each script's encoding, and its size when sent as it is.
  const scripts = new Map<string, { encoding: string; plainBytes: number }>();
  let shellEncoding: string | undefined;
  page.on("response", async (response) => {
    const path = new URL(response.url()).pathname;
    const encoding = (await response.allHeaders())["content-encoding"] ?? "identity";
    if (response.request().resourceType() === "document") shellEncoding = encoding;
    else if (/^\/assets\/.*\.js$/.test(path)) {
      scripts.set(path, { encoding, plainBytes: encoding === "identity" ? (await response.body()).length : 0 });
    }
  });
  await page.goto("/login");
  await controlled(page);
  expect(shellEncoding).toBe("br");
  const entry = [...scripts].find(([path]) => /^\/assets\/index-/.test(path));
  expect(entry?.[1].encoding).toBe("br");
  // Chromium takes brotli: every script has the build's brotli copy (scripts/precompress.ts),
  // except those under 1 KiB, not worth one.
  const uncompressed = [...scripts].filter(
    ([, s]) => s.encoding !== "br" && !(s.plainBytes > 0 && s.plainBytes < 1024),
  );
  expect(uncompressed).toEqual([]);
  // What the service worker stored is the decoded script, not brotli bytes.
  const stored = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (/\/assets\/index-.*\.js$/.test(new URL(request.url).pathname)) return (await cache.match(request))?.text();
      }
    }
    return undefined;
  });
  expect(stored).toContain("import");
});

test("offline, a reload of /, of /en/ and of a deep route still opens the app", async ({ page, context }) => {
  await page.goto("/login");
  await controlled(page);
  await context.setOffline(true);

  await page.reload();
  await expectPath(page, "/login");
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();

  await page.goto("/en/");
  await expectPath(page, "/en/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

  // A page of the app under /gov (the server's own /gov pages offline: tests/e2e/gov.spec.ts).
  await page.goto("/gov/inscricao-profissional");
  await expect(page.getByRole("heading", { level: 1, name: "Inscrição Profissional" })).toBeVisible();
  await page.goto("/en/autenciacar-declaracao");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("when a proxy says the server is not there (502, 503, 504), a page opens from the device", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await controlled(page);
  for (const status of [502, 503, 504]) {
    // What a load balancer answers while every server process restarts (a deploy).
    await context.route("**/gov/inscricao-profissional", (route) =>
      route.fulfill({ status, contentType: "text/html", body: `<h1>${status} from the proxy</h1>` }),
    );
    const response = await page.goto("/gov/inscricao-profissional");
    expect(response?.fromServiceWorker(), `${status}`).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Inscrição Profissional" })).toBeVisible();
    await expect(page.getByText("from the proxy")).toHaveCount(0);
    await context.unrouteAll();
  }
  // Any other answer is the server's own, shown as it came.
  await context.route("**/gov/inscricao-profissional", (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500 from the server</h1>" }),
  );
  await page.goto("/gov/inscricao-profissional");
  await expect(page.getByRole("heading", { level: 1, name: "500 from the server" })).toBeVisible();
  await context.unrouteAll();
});

test("API, build metadata and sitemaps are never answered with the shell, even offline", async ({ page, context }) => {
  await page.goto("/login");
  await controlled(page);
  await context.setOffline(true);
  for (const path of ["/builds/latest.json", "/sitemap.xml", "/api/_auth/session"]) {
    const outcome = await page.evaluate(async (url) => {
      try {
        const res = await fetch(url, { cache: "no-store" });
        return `status ${res.status}: ${(await res.text()).slice(0, 15)}`;
      } catch {
        return "network error";
      }
    }, path);
    expect(outcome, path).toBe("network error");
  }
  await context.setOffline(false);
});

test("the web manifest of each language is linked, valid and installable", async ({ page, request }) => {
  for (const [path, href, start] of [
    ["/login", "/manifest.webmanifest", "/"],
    ["/en/login", "/en/manifest.webmanifest", "/en"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", href);
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/manifest\+json|json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: "Acadêmico", start_url: start, scope: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ["192x192", "512x512"]) {
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose !== "maskable")).toBe(true);
    }
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      const bytes = await png.body();
      // PNG header: width and height are big-endian at bytes 16 and 20.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }
  await page.goto("/login");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/);
});
