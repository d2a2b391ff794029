import { afterEach, expect, test, vi } from "vitest";
import { apiRequest } from "./api.ts";
import { peekEarlyJson, startEarlyRequest, takeEarlyRequest } from "./early-requests.ts";
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
