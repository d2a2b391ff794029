import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FuzzRequest } from "./fuzz/requests.ts";
import { describeFailure, inProcess, prepareFuzzing, runFuzzing, type Fuzzing, type Sender } from "./fuzz/run.ts";
import { onSocket, send } from "./listener.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Hostile input, property-based (fast-check): requests to every operation of the OpenAPI
 * document, their path, query and body built from its schemas and mutated (wrong types, huge and
 * NUL-filled strings, deep nesting, bytes that are not UTF-8, unicode edge cases, numbers at their
 * limits, extra fields), sent as anonymous, the office, a Docente and a Discente: never a 5xx,
 * never a stack trace, every 4xx our JSON error with `statusCode` and `message`. In-process for
 * the bulk; a smaller sample through the real listener, where a reset would show. A bounded
 * sample here (`FUZZ_PER_OPERATION`, default 6 an operation); `npm run bench` (section `fuzz`)
 * runs more than 10,000.
 */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 6);
const ON_SOCKET_PER_OPERATION = 1;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);

let t: TestApp;
let fuzzing: Fuzzing;
beforeAll(async () => {
  t = await createTestApp();
  fuzzing = await prepareFuzzing(t.app, t.db);
});
afterAll(() => t.close());

function report(label: string, cases: number, failures: { length: number }, statuses: Record<number, number>): void {
  const answered = Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  console.log(
    `fuzz ${label}: ${cases} cases, ${failures.length} failures (seed ${SEED}; FUZZ_SEED=${SEED} replays it); answers ${answered}`,
  );
}

describe("hostile input", () => {
  it("in-process: every operation, every caller — never a 5xx, always our JSON error", async () => {
    const { cases, failures, statuses } = await runFuzzing(fuzzing, {
      perOperation: PER_OPERATION,
      seed: SEED,
      send: inProcess(t.app),
    });
    report("in-process", cases, failures, statuses);
    expect(cases).toBe(fuzzing.operations.length * PER_OPERATION);
    expect(failures.slice(0, 10).map(describeFailure)).toEqual([]);
  }, 300_000);

  it("through the real listener: no reset either, bytes that are not UTF-8 in the address included", async () => {
    const socket = await onSocket(t.app, t.env);
    try {
      const overSocket: Sender = async (request: FuzzRequest, cookie) => {
        const exchange = await send(socket.port, {
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          ...(request.body ? { body: Buffer.from(request.body) } : {}),
        });
        return {
          status: exchange.status,
          contentType: exchange.headers["content-type"] ?? null,
          body: exchange.body,
          error: exchange.error,
        };
      };
      const { cases, failures, statuses } = await runFuzzing(fuzzing, {
        perOperation: ON_SOCKET_PER_OPERATION,
        seed: SEED + 7919,
        send: overSocket,
      });
      // Raw bytes that are not UTF-8 (nor ASCII) in the request line and in a header.
      const raw: FuzzRequest[] = [
        "/api/usuarios?q=\xff\xfe",
        "/api/disciplinas/\xc3\x28",
        "/api/_log?path=/\x80",
        "/api/\xf0\x28\x8c\x28",
      ].map((url) => ({ operation: "raw", method: "GET", url, headers: { "accept-language": "pt\xff" } }));
      for (const request of raw) {
        const answer = await overSocket(request, await fuzzing.cookie("zzf-admin"));
        if (answer.error || answer.status === 0 || answer.status >= 500)
          failures.push({ caller: "zzf-admin", request, problem: answer.error ?? `status ${answer.status}` });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
      report("through the listener", cases + raw.length, failures, statuses);
      expect(failures.slice(0, 10).map(describeFailure)).toEqual([]);
    } finally {
      await socket.close();
    }
  }, 300_000);
});
