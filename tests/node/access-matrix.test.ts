import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ACCESS, type Req } from "./api-access.ts";
import { CALLERS, buildScene, type Scene } from "./access-scene.ts";
import { call } from "./http.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Every operation of the API (the OpenAPI registry) × anonymous, the office, a Docente, a
 * Discente and a second Discente, against the hand-written table of api-access.ts — which must
 * name exactly the registry's operations, so a new route without its row fails here. Each refusal
 * of who asks (401, 403) holds whatever the body: the same call with a 100 KB body that is not
 * JSON gets the same answer (PRODUCT §7: who asks is judged before what is sent).
 */
let t: TestApp;
let scene: Scene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await buildScene(t.app, t.db);
}, 120_000);
afterAll(() => t.close());

const counts = { operations: 0, cases: 0, junk: 0 };
afterAll(() => {
  console.log(
    `access matrix: ${counts.operations} operations × ${CALLERS.length} callers = ${counts.cases} cases, ` +
      `${counts.junk} of them again with a body that is not JSON`,
  );
});

function registryOperations(): string[] {
  return t.app.openAPIRegistry.definitions.flatMap((def) =>
    def.type === "route" ? [`${def.route.method.toUpperCase()} ${def.route.path}`] : [],
  );
}

async function send(request: Req, cookie: string | undefined, junk = false): Promise<Response> {
  const headers = { ...request.headers };
  const init = { method: request.method ?? "GET", headers, ...(cookie ? { cookie } : {}) };
  if (junk)
    return call(t.app, request.path, { ...init, body: "x".repeat(100_000), headers: { "content-type": "text/plain" } });
  if (request.json !== undefined) return call(t.app, request.path, { ...init, json: request.json });
  if (request.body !== undefined) return call(t.app, request.path, { ...init, body: request.body as BodyInit });
  return call(t.app, request.path, init);
}

describe("the access matrix", () => {
  it("has one row for each operation of the registry, and no other", () => {
    const operations = registryOperations();
    const missing = operations.filter((op) => !(op in API_ACCESS));
    const extra = Object.keys(API_ACCESS).filter((op) => !operations.includes(op));
    expect(missing, "operations without a row in tests/node/api-access.ts").toEqual([]);
    expect(extra, "rows of tests/node/api-access.ts for no operation").toEqual([]);
    counts.operations = operations.length;
  });

  it.each(Object.keys(API_ACCESS))("%s", async (operation) => {
    const row = API_ACCESS[operation];
    if (!row) throw new Error(operation);
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const request = await row.request(scene, caller);
      const cookie = request.newSession ? await scene.newSession(caller) : scene.cookie[caller];
      const res = await send(request, cookie);
      got[caller] = res.status;
      counts.cases += 1;
      await res.arrayBuffer();
      const expected = row.expect[caller];
      const beforeBody = !row.refusedByRecord?.includes(caller);
      if ((expected === 401 || expected === 403) && beforeBody && request.method && request.method !== "GET") {
        const junk = await send(request, cookie, true);
        got[`${caller} (body not JSON)`] = junk.status;
        counts.junk += 1;
      }
    }
    const wanted: Record<string, number> = {};
    for (const caller of CALLERS) {
      wanted[caller] = row.expect[caller];
      if (`${caller} (body not JSON)` in got) wanted[`${caller} (body not JSON)`] = row.expect[caller];
    }
    expect(got).toEqual(wanted);
  });
});
