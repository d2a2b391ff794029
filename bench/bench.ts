/**
 * `npm run bench`: figures, never assertions. Runs each section below in order, prints its
 * figures as they come, and writes them, beside their references and goals, to
 * `bench/results.md` (harness/report.ts). `BENCH_ONLY=startup,gov npm run bench` runs only the
 * sections named (their ids below); the report keeps the others from their last run, each with
 * its own date, commit and load. What each section measures: bench/README.md. Loopback only;
 * bounded loops.
 */
import { Section, setSectionOrder } from "./harness/report.ts";
import { benchApi } from "./sections/api.ts";
import { benchCapes } from "./sections/capes.ts";
import { benchDeclaracoes } from "./sections/declaracoes.ts";
import { benchFuzz } from "./sections/fuzz.ts";
import { benchGov } from "./sections/gov.ts";
import { benchInp } from "./sections/inp.ts";
import { benchMemory } from "./sections/memory.ts";
import { benchOffline } from "./sections/offline.ts";
import { benchPages } from "./sections/pages.ts";
import { benchPrazos } from "./sections/prazos.ts";
import { benchProcesses } from "./sections/processes.ts";
import { benchScale } from "./sections/scale.ts";
import { benchStartup } from "./sections/startup.ts";
import { benchUsers } from "./sections/users.ts";

type SectionSpec = { id: string; title: string; run: (section: Section) => Promise<void> };

/** In the order they run and appear in the report. */
const SECTIONS: SectionSpec[] = [
  { id: "startup", title: "Start-up and basic calls (PGlite, demo data)", run: benchStartup },
  { id: "api", title: "API overhead (autocannon, 10 connections, demo data)", run: benchApi },
  { id: "memory", title: "Server memory (RSS), demo data", run: benchMemory },
  { id: "offline", title: "Offline re-open of the Discente's week (Chromium)", run: benchOffline },
  {
    id: "pages",
    title: "Page weight and Lighthouse (/login, home, /matricula, /historico, /usuarios, /gov; pt and en)",
    run: benchPages,
  },
  { id: "inp", title: "The first tap: Interaction to Next Paint (Chromium, phone, CPU 4× slower)", run: benchInp },
  { id: "gov", title: "/gov pages, time to first byte (PGlite, demo data)", run: benchGov },
  { id: "users", title: "Users' search and CSV import at 50,000 users", run: benchUsers },
  { id: "scale", title: "University scale: reads and the enrolment rush at 2,000 a second", run: benchScale },
  { id: "processes", title: "Several server processes against one PostgreSQL", run: benchProcesses },
  { id: "prazos", title: "The overdue list (GET /api/prazos) at 50,000 students", run: benchPrazos },
  { id: "capes", title: "The CAPES pack of a year at 50,000 students", run: benchCapes },
  { id: "declaracoes", title: "Declarations: issue, PDF, verification", run: benchDeclaracoes },
  { id: "fuzz", title: "Hostile input: property-based requests over the OpenAPI document", run: benchFuzz },
];

setSectionOrder(SECTIONS.map((s) => s.id));
const only = process.env.BENCH_ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((id) => !SECTIONS.some((s) => s.id === id)) ?? [];
if (unknown.length) {
  console.error(
    `BENCH_ONLY names unknown sections: ${unknown.join(", ")}. Known: ${SECTIONS.map((s) => s.id).join(", ")}`,
  );
  process.exit(2);
}
const started = performance.now();
let failed = 0;
for (const spec of SECTIONS) {
  if (only && !only.includes(spec.id)) continue;
  const section = new Section(spec.id, spec.title);
  try {
    await spec.run(section);
    section.save();
  } catch (error) {
    // A section that fails is reported as failed, not saved: the report keeps its last real run.
    failed += 1;
    console.error(
      `section ${spec.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
console.log(
  `\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s; report written to bench/results.md${failed ? `; ${failed} section(s) FAILED` : ""}`,
);
process.exit(failed ? 1 : 0);
