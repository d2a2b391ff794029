import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context.ts";
import { loadEnv } from "../env.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The headers are set before the handler runs (so Hono puts them into the response it makes);
 * these are the cases that need the check after it. The whole app's answers: tests/node/security.test.ts.
 */
function app() {
  const hono = new Hono<AppEnv>();
  hono.use("*", securityHeaders(loadEnv({})));
  hono.get("/api/json", (c) => c.json({ ok: true }));
  hono.get("/api/raw", () => new Response("made without the context"));
  hono.get("/api/private", (c) => c.body("pdf", 200, { "Cache-Control": "private, no-store" }));
  hono.get("/api/gov/ok", (c) => c.json({ items: [] }, 200, { "Cache-Control": "public, max-age=60" }));
  hono.get("/api/gov/missing", (c) => c.json({ statusCode: 404 }, 404, { "Cache-Control": "public, max-age=60" }));
  hono.get("/page", (c) => c.html("<p>page</p>", 200, { "Cache-Control": "no-cache" }));
  return hono;
}

describe("security headers", () => {
  it("are on answers made by the context and on responses made without it", async () => {
    for (const path of ["/api/json", "/api/raw", "/page"]) {
      const res = await app().request(path);
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
    expect((await app().request("/page")).headers.get("cache-control")).toBe("no-cache");
  });

  it("make every API answer no-store, except a public /gov answer that succeeded", async () => {
    const cache = async (path: string) => (await app().request(path)).headers.get("cache-control");
    expect(await cache("/api/json")).toBe("no-store");
    expect(await cache("/api/raw")).toBe("no-store");
    expect(await cache("/api/private")).toBe("no-store");
    expect(await cache("/api/gov/ok")).toBe("public, max-age=60");
    expect(await cache("/api/gov/missing")).toBe("no-store");
  });
});
