/**
 * Section `capes`: the CAPES pack (GET /api/capes/{ano}, its .zip) of last year at 50,000
 * students, built in-process on PostgreSQL (and PGlite when BENCH_CAPES_TARGETS names it): the
 * report's build time, the ZIP's, the process's heap and RSS growth while it builds, the ZIP's
 * size — beside a plain `COPY (…the same five statements…) TO STDOUT` of the same rows through
 * psql, the floor no mapping can beat. The data is section `prazos`'s programme year (50,000
 * students, 150 Docentes, guidances) plus, set-based: everyone's personal data, the entry terms,
 * a quota and an allocation for two students in five (one in ten of those suspended three months),
 * an offering per Docente in last year's first term with its enrolments, and a passed defence
 * milestone for one student in twenty. Figures, never assertions. Settings: BENCH_CAPES_TARGETS
 * (postgres), BENCH_CAPES_STUDENTS (50000), BENCH_CAPES_ROUNDS (3).
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client.ts";
import { allocationsStatement } from "../../src/server/capes/bolsas.ts";
import { readPackSettings, type PackScope } from "../../src/server/capes/capes.queries.ts";
import { studentsStatement } from "../../src/server/capes/discentes.ts";
import { offeringsStatement } from "../../src/server/capes/disciplinas.ts";
import { teachersStatement } from "../../src/server/capes/docentes.ts";
import { buildPack } from "../../src/server/capes/pack.ts";
import { packZip } from "../../src/server/capes/pack-zip.ts";
import { defencesStatement } from "../../src/server/capes/trabalhos-conclusao.ts";
import { TARGET_LABEL, type TargetName } from "../harness/demo-databases.ts";
import { postgresDatabase } from "../harness/postgres.ts";
import type { Section } from "../harness/report.ts";
import { scratchDir, startBenchServer } from "../harness/server.ts";
import { loadProgrammeYear } from "./prazos-data.ts";
import { loadCapesData } from "./capes-data.ts";

const STUDENTS = Number(process.env.BENCH_CAPES_STUDENTS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_CAPES_ROUNDS ?? 3);
const START_MS = 600_000;
const MiB = 1024 * 1024;

type Target = { name: string; env: Record<string, string>; target: DatabaseTarget; url?: string; close: () => void };

async function open(name: TargetName): Promise<Target> {
  if (name === "pglite") {
    const dataDir = scratchDir("capes-pglite");
    return {
      name: "PGlite",
      env: { DATA_DIR: dataDir },
      target: { pgliteDir: join(dataDir, "pglite") },
      close: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const postgres = await postgresDatabase("bench_capes");
  return {
    name: `${TARGET_LABEL.postgres} ${postgres.version}`,
    env: { DATABASE_URL: postgres.url },
    target: { databaseUrl: postgres.url },
    url: postgres.url,
    close: postgres.stop,
  };
}

/** A statement with its parameters written in, for psql (numbers and strings only here). */
function inlined(statement: SQL): string {
  const query = new PgDialect().sqlToQuery(statement);
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/**
 * Time of `work`, the process's peak RSS growth while it ran (`maxRSS`: a peak reached inside
 * synchronous code too, which no timer could sample; 0 when an earlier peak was higher), and the
 * heap its result keeps (after a collection, with `--expose-gc`).
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; peakMiB: number; keptMiB: number | null }> {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const peakBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const peakMiB = (process.resourceUsage().maxRSS - peakBefore) / 1024;
  global.gc?.();
  const kept = global.gc ? (process.memoryUsage().heapUsed - heapBefore) / MiB : null;
  return { value, ms, peakMiB, keptMiB: kept };
}

async function benchTarget(section: Section, target: Target): Promise<void> {
  await (await startBenchServer(target.env, { timeoutMs: START_MS })).stop();
  const handle = await openDatabase(target.target);
  try {
    const loadStarted = performance.now();
    await loadProgrammeYear(handle.db, STUDENTS);
    const year = await loadCapesData(handle.db);
    section.row({
      what: `${target.name}: generated and loaded (${STUDENTS.toLocaleString("en")} students)`,
      figure: `${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    });
    const scope: PackScope = { year, programme: null };
    for (let round = 1; round <= ROUNDS; round++) {
      const built = await measured(() => buildPack(handle.db, scope, "pt"));
      const zipped = await measured(async () => packZip(built.value));
      const rows = built.value.files.map((f) => `${f.name.replace(".csv", "")} ${f.rows.length.toLocaleString("en")}`);
      section.row({
        what: `${target.name}: the report of ${year}, round ${round} (${rows.join(", ")}; ${built.value.issues.length.toLocaleString("en")} issues)`,
        figure: `${built.ms.toFixed(0)} ms; peak RSS +${built.peakMiB.toFixed(0)} MiB, report kept ${built.keptMiB === null ? "? (no --expose-gc)" : built.keptMiB.toFixed(0)} MiB of heap`,
      });
      section.row({
        what: `${target.name}: its ZIP, round ${round} (${(zipped.value.byteLength / MiB).toFixed(1)} MiB)`,
        figure: `${zipped.ms.toFixed(0)} ms; peak RSS +${zipped.peakMiB.toFixed(0)} MiB`,
      });
    }
    if (target.url) {
      const settings = await readPackSettings(handle.db);
      const statements = [
        studentsStatement(scope),
        allocationsStatement(scope),
        offeringsStatement(scope, settings),
        teachersStatement(scope),
        defencesStatement(scope),
      ];
      const started = performance.now();
      let bytes = 0;
      for (const statement of statements)
        bytes += execFileSync(
          "psql",
          [
            target.url,
            "-X",
            "-q",
            "-c",
            `copy (${inlined(statement)}) to stdout with (format csv, delimiter ';', header)`,
          ],
          {
            maxBuffer: 1024 * MiB,
          },
        ).byteLength;
      section.row({
        what: `${target.name}: COPY of the same five statements to psql (${(bytes / MiB).toFixed(1)} MiB of CSV)`,
        figure: `${(performance.now() - started).toFixed(0)} ms`,
      });
    }
    section.row({
      what: `bench process: peak RSS`,
      figure: `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
    });
  } finally {
    await handle.close();
  }
}

export async function benchCapes(section: Section): Promise<void> {
  section.note(
    `${STUDENTS.toLocaleString("en")} students (section prazos's programme year) with personal data, scholarships, offerings and defences; the pack built in the bench's process, ${ROUNDS} rounds; memory as the growth of the process's peak RSS during each step and the heap the report keeps.`,
  );
  const names = (process.env.BENCH_CAPES_TARGETS ?? "postgres").split(",").map((s) => s.trim());
  for (const name of names.filter((n): n is TargetName => n === "pglite" || n === "postgres")) {
    const target = await open(name);
    try {
      await benchTarget(section, target);
    } finally {
      target.close();
    }
  }
}
