/**
 * `npm test`: the whole suite, as CI runs it. Installs what the machine lacks, checks types,
 * lint and format, starts a throwaway PostgreSQL, runs every Vitest project (units, the API on
 * PGlite and on PostgreSQL, browser code in Chromium), builds the app and runs the Playwright
 * end-to-end tests against the server `npm start` runs. Ends with one line of totals.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { E2E_DIST_DIR } from "../tests/e2e/dist-dir.ts";
import { ensureDeps } from "./ensure-deps.ts";
import { startPostgres, type Postgres } from "./pg.ts";
import { bin, elapsed, root, run, runCollected } from "./run.ts";

const tmp = join(root, ".tmp");
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const started = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
let pg: Postgres | undefined;

const cleanup = () => pg?.stop();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const t = performance.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  console.log(`${code === 0 ? "✔" : "✘"} ${name} (${elapsed(t)})`);
  if (code !== 0) failures.push(name);
  return code === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * A step run beside the next ones; its output is collected and printed whole by the returned
 * function, which resolves with whether it passed.
 */
function besideStep(name: string, command: string, args: string[]): () => Promise<boolean> {
  const t = performance.now();
  const result = runCollected(command, args, { env: process.env }).then((done) => ({
    ...done,
    took: elapsed(t),
  }));
  return async () => {
    const { status, output, took } = await result;
    console.log(`\n▶ ${name} (run beside the steps above)`);
    process.stdout.write(output);
    console.log(`${status === 0 ? "✔" : "✘"} ${name} (${took})`);
    if (status !== 0) failures.push(name);
    return status === 0;
  };
}

try {
  ensureDeps();
  // Types, lint and format are checked while the tests run (docs/server.md, "Tests": what it gains).
  const check = besideStep("check (types, lint, format)", "npm", ["run", "--silent", "check"]);

  pg = await startPostgres();
  console.log(`PostgreSQL for the tests at ${pg.url}`);

  const vitestJson = join(tmp, "vitest.json");
  await step(
    "vitest (unit, api-pglite, api-postgres, browser)",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    { TEST_DATABASE_URL: pg.url },
  );
  const vitest = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(vitestJson);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  } else failures.push("vitest report missing");

  await check();

  // Into the tests' own folder: a running `npm start` of this checkout keeps its `dist`.
  if (await step("build", process.execPath, ["scripts/build.ts"], { DIST_DIR: E2E_DIST_DIR })) {
    const playwrightJson = join(tmp, "playwright.json");
    await step("playwright end-to-end", bin("playwright"), ["test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      playwrightJson,
    );
    if (e2e) {
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    } else failures.push("playwright report missing");
  }
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  cleanup();
}

console.log(`\nnpm test took ${elapsed(started)}.${failures.length ? ` Failed steps: ${failures.join("; ")}.` : ""}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
