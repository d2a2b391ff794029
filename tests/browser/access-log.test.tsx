import { expect, test } from "vitest";
import { logUrl } from "../../src/lib/log-url.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";

/** The requests the page made to /api/_log, read from the browser's own resource timing. */
function logRequests(): URL[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname === "/api/_log");
}

test("the log URL carries the full path, a client id and the client time", () => {
  const url = new URL(logUrl("/en/usuarios?q=ana&page=2", "abcDEF12_-", 1_700_000_000_000), location.origin);
  expect(url.pathname).toBe("/api/_log");
  expect(url.searchParams.get("path")).toBe("/en/usuarios?q=ana&page=2");
  expect(url.searchParams.get("id")).toBe("abcDEF12_-");
  expect(url.searchParams.get("at")).toBe("1700000000000");
});

test("every navigation sends GET /api/_log with the path, /en and query included", async () => {
  performance.clearResourceTimings();
  const { router } = await renderApp("/en/disciplinas", demoUser("Discente"));
  await settled(router);
  await router.navigate("/en/orientacoes?aba=marcos");
  await settled(router);
  await expect
    .poll(() => logRequests().map((url) => url.searchParams.get("path")))
    .toEqual(expect.arrayContaining(["/en/disciplinas", "/en/orientacoes?aba=marcos"]));
  for (const url of logRequests()) {
    expect(url.searchParams.get("id")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(Number(url.searchParams.get("at"))).toBeGreaterThan(0);
  }
});
