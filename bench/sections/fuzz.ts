/**
 * Section `fuzz`: the hostile-input property test of `npm test` (tests/node/fuzz.test.ts) at
 * scale — at least `BENCH_FUZZ_CASES` (10,000) requests drawn from the OpenAPI document's schemas,
 * spread over every operation and every caller, in-process on PGlite with the demo data, then
 * `BENCH_FUZZ_SOCKET` a operation through the real listener (where a reset would show). Prints the
 * number of cases and every failure (a 5xx, a reset, a stack trace, a 4xx that is not our JSON
 * error). The count of failures is the figure; its goal is 0.
 */
import { describeFailure, inProcess, prepareFuzzing, runFuzzing, type Sender } from "../../tests/node/fuzz/run.ts";
import { onSocket, send } from "../../tests/node/listener.ts";
import { createTestApp } from "../../tests/node/test-app.ts";
import { atMost, type Section } from "../harness/report.ts";

const CASES = Number(process.env.BENCH_FUZZ_CASES ?? 10_000);
const SOCKET_PER_OPERATION = Number(process.env.BENCH_FUZZ_SOCKET ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);

function answers(statuses: Record<number, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
}

export async function benchFuzz(section: Section): Promise<void> {
  const t = await createTestApp();
  try {
    const fuzzing = await prepareFuzzing(t.app, t.db);
    const perOperation = Math.ceil(CASES / fuzzing.operations.length);
    section.note(
      `Seed ${SEED} (FUZZ_SEED=${SEED} replays it); ${fuzzing.operations.length} operations, ${perOperation} cases each, callers anonymous, the office, a Docente and a Discente in turn.`,
    );
    const started = performance.now();
    const inside = await runFuzzing(fuzzing, { perOperation, seed: SEED, send: inProcess(t.app) });
    const seconds = (performance.now() - started) / 1000;
    for (const failure of inside.failures.slice(0, 20)) console.log(`  FAIL ${describeFailure(failure)}`);
    section.row({
      what: "in-process cases (PGlite)",
      figure: `${inside.cases} cases in ${seconds.toFixed(0)} s, ${inside.failures.length} failures`,
      goal: "0 failures",
      verdict: atMost(inside.failures.length, 0),
    });
    section.note(`In-process answers: ${answers(inside.statuses)}.`);

    const socket = await onSocket(t.app, t.env);
    try {
      const overSocket: Sender = async (request, cookie) => {
        const exchange = await send(socket.port, {
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          ...(request.body ? { body: Buffer.from(request.body) } : {}),
        });
        const type = exchange.headers["content-type"] ?? null;
        return { status: exchange.status, contentType: type, body: exchange.body, error: exchange.error };
      };
      const outside = await runFuzzing(fuzzing, {
        perOperation: SOCKET_PER_OPERATION,
        seed: SEED + 7919,
        send: overSocket,
      });
      for (const failure of outside.failures.slice(0, 20)) console.log(`  FAIL ${describeFailure(failure)}`);
      section.row({
        what: "cases through the real listener",
        figure: `${outside.cases} cases, ${outside.failures.length} failures`,
        goal: "0 failures",
        verdict: atMost(outside.failures.length, 0),
      });
      section.note(`Through the listener: ${answers(outside.statuses)}.`);
      console.log(`fuzz: ${inside.cases + outside.cases} cases in all`);
    } finally {
      await socket.close();
    }
  } finally {
    await t.close();
  }
}
