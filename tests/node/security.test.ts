import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "./http.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The security baseline of PRODUCT §7 on every answer, and the refusal of foreign origins. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(res: Response): Map<string, string> {
  const csp = res.headers.get("content-security-policy") ?? "";
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("security headers", () => {
  it.each(["/", "/login", "/nope", "/api/_auth/session", "/api/nope", "/sitemap.xml", "/robots.txt"])(
    "%s carries a strict CSP, nosniff and a referrer policy",
    async (path) => {
      const res = await call(t.app, path);
      const csp = directives(res);
      expect(csp.get("default-src")).toBe("'self'");
      expect(csp.get("script-src")).toBe("'self'");
      expect(csp.get("style-src")).toBe("'self'");
      expect(csp.get("img-src")).toBe("'self' data: blob:");
      expect(csp.get("connect-src")).toBe("'self'");
      expect(csp.get("worker-src")).toBe("'self'");
      expect(csp.get("manifest-src")).toBe("'self'");
      expect(csp.get("object-src")).toBe("'none'");
      expect(csp.get("base-uri")).toBe("'none'");
      expect(csp.get("form-action")).toBe("'self'");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("lets only the /gov pages be framed, by the configured origins", async () => {
    const app = t.withEnv({ GOV_FRAME_ANCESTORS: "https://www.instituto.example.org https://portal.example.org" });
    for (const path of ["/gov", "/gov/docente-academico", "/en/gov", "/en/gov/agenda-disciplinas"]) {
      expect(directives(await call(app, path)).get("frame-ancestors"), path).toBe(
        "https://www.instituto.example.org https://portal.example.org",
      );
    }
    for (const path of ["/", "/login", "/government", "/en/login"]) {
      expect(directives(await call(app, path)).get("frame-ancestors"), path).toBe("'none'");
    }
    expect(directives(await call(t.app, "/gov")).get("frame-ancestors")).toBe("'none'");
  });

  it("allows the self-hosted analytics origin, and only it", async () => {
    const app = t.withEnv({ ANALYTICS_SRC: "https://stats.instituto.example.org/js/script.js" });
    const csp = directives(await call(app, "/"));
    expect(csp.get("script-src")).toBe("'self' https://stats.instituto.example.org");
    expect(csp.get("connect-src")).toBe("'self' https://stats.instituto.example.org");
  });

  it("sends HSTS only behind HTTPS", async () => {
    const https = t.withEnv({ PUBLIC_ORIGIN: "https://academico.example.org" });
    expect((await call(https, "/")).headers.get("strict-transport-security")).toBe("max-age=31536000");
    const proxied = t.withEnv({ TRUST_PROXY: "1" });
    const viaProxy = await call(proxied, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(
      (await call(t.app, "/", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("marks every API answer no-store, errors included", async () => {
    for (const path of ["/api/_auth/session", "/api/health", "/api/usuarios", "/api/nope", "/api/openapi.json"]) {
      expect((await call(t.app, path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("foreign origins", () => {
  const loginBody = { idcbpf: "admin", password: "demo1234" };

  it("refuses an unsafe API call from another origin with 403 foreign_origin", async () => {
    const res = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: loginBody,
      headers: { origin: "https://evil.example" },
    });
    const body = await expectApiError(res, 403);
    expect(body.message).toBe("Requisição de outra origem recusada.");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses logout from another origin too, and 'null' origins", async () => {
    const cookie = await login(t.app, "admin");
    for (const origin of ["https://evil.example", "null", "http://localhost:1234"]) {
      const res = await call(t.app, "/api/_auth/session", { method: "DELETE", cookie, headers: { origin } });
      await expectApiError(res, 403);
    }
    expect(await (await call(t.app, "/api/_auth/session", { cookie })).json()).toMatchObject({
      user: { idcbpf: "admin" },
    });
  });

  it("refuses a cross-site request that carries no Origin (Sec-Fetch-Site)", async () => {
    const res = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: loginBody,
      headers: { "sec-fetch-site": "cross-site" },
    });
    await expectApiError(res, 403);
  });

  it("accepts the same origin, same-site fetch metadata, and clients without Origin", async () => {
    const same = { origin: "http://localhost" };
    expect((await call(t.app, "/api/_auth/session", { method: "POST", json: loginBody, headers: same })).status).toBe(
      200,
    );
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    expect(
      (await call(t.app, "/api/_auth/session", { method: "POST", json: loginBody, headers: sameOrigin })).status,
    ).toBe(200);
    expect((await call(t.app, "/api/_auth/session", { method: "POST", json: loginBody })).status).toBe(200);
  });

  it("compares with PUBLIC_ORIGIN when set", async () => {
    const app = t.withEnv({ PUBLIC_ORIGIN: "https://academico.example.org" });
    const ok = await call(app, "/api/_auth/session", {
      method: "POST",
      json: loginBody,
      headers: { origin: "https://academico.example.org" },
    });
    expect(ok.status).toBe(200);
    const local = await call(app, "/api/_auth/session", {
      method: "POST",
      json: loginBody,
      headers: { origin: "http://localhost" },
    });
    await expectApiError(local, 403);
  });

  it("lets safe methods through whatever the origin (they change nothing that matters)", async () => {
    const res = await call(t.app, "/api/_auth/session", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});
