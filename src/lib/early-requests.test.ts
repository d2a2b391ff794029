import { afterEach, expect, test, vi } from "vitest";
import { apiRequest } from "./api.ts";
import { adoptFirstReads, peekEarlyJson, startEarlyRequest, takeEarlyRequest } from "./early-requests.ts";
import { interceptFetch } from "../../tests/browser/network.ts";

/**
 * The GETs the app's first script starts before the app has loaded (src/lib/early-requests.ts):
 * the app's own request for the same path takes that answer instead of asking again, once.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

test("the app's request takes the early answer, once; the next asks the server again", async () => {
  let served = 0;
  const server = interceptFetch("/api/early-test", () => ({ status: 200, body: { n: ++served } }));
  startEarlyRequest("/api/early-test");
  expect(await peekEarlyJson("/api/early-test")).toEqual({ n: 1 });
  expect(await apiRequest("/api/early-test")).toEqual({ n: 1 });
  expect(server.calls).toHaveLength(1);
  expect(await apiRequest("/api/early-test")).toEqual({ n: 2 });
  expect(server.calls).toHaveLength(2);
});

test("a refusal comes to the taker as the app's own request would have had it", async () => {
  interceptFetch("/api/early-refused", () => ({ status: 403, body: { statusCode: 403, message: "Não." } }));
  startEarlyRequest("/api/early-refused");
  await expect(apiRequest("/api/early-refused")).rejects.toMatchObject({ statusCode: 403, message: "Não." });
});

test("nothing is taken for a path that was not started, nor for a request with a body", async () => {
  expect(takeEarlyRequest("/api/never-started")).toBeUndefined();
  const server = interceptFetch("/api/early-post", () => ({ status: 200, body: {} }));
  startEarlyRequest("/api/early-post");
  await apiRequest("/api/early-post", { method: "POST", body: { a: 1 } });
  expect(server.calls).toHaveLength(2);
});

/** The page's data block as the server writes it (src/server/pages/first-reads.ts). */
function embed(text: string): HTMLElement {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "first-reads";
  block.textContent = text;
  document.body.append(block);
  return block;
}

test("answers the page brought are taken without asking, once, and the block is gone", async () => {
  const server = interceptFetch("/api/embedded", () => ({ status: 200, body: { from: "network" } }));
  const block = embed(JSON.stringify({ "/api/embedded?x=1": { from: "page", name: "</script>\u2028" } }));
  adoptFirstReads();
  expect(block.isConnected).toBe(false);
  startEarlyRequest("/api/embedded?x=1");
  expect(await peekEarlyJson("/api/embedded?x=1")).toEqual({ from: "page", name: "</script>\u2028" });
  expect(await apiRequest("/api/embedded?x=1")).toEqual({ from: "page", name: "</script>\u2028" });
  expect(server.calls).toHaveLength(0);
  // Another path, and the same one again, go to the server.
  expect(await apiRequest("/api/embedded?x=2")).toEqual({ from: "network" });
  expect(await apiRequest("/api/embedded?x=1")).toEqual({ from: "network" });
  expect(server.calls.map((url) => url.search)).toEqual(["?x=2", "?x=1"]);
});

test("a page without the block, or with a broken one, leaves the app asking for its own", async () => {
  const server = interceptFetch("/api/not-embedded", () => ({ status: 200, body: { n: 1 } }));
  adoptFirstReads();
  embed("{not json");
  adoptFirstReads();
  expect(document.getElementById("first-reads")).toBeNull();
  expect(takeEarlyRequest("/api/not-embedded")).toBeUndefined();
  expect(await apiRequest("/api/not-embedded")).toEqual({ n: 1 });
  expect(server.calls).toHaveLength(1);
});
