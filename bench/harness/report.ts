/**
 * The bench's report: every figure `npm run bench` measures, beside its reference, the ratio and
 * the goal, written to `bench/results.md` (and the machine-readable `bench/results.json` it is
 * rendered from).
 *
 * Each section (a part of the bench: the API's overhead, memory, the enrolment rush…) records
 * its own date, commit, machine and load at its start and end: `BENCH_ONLY=api,memory npm run
 * bench` re-measures two sections and leaves the others as they were, each still saying when and
 * on what it was measured. A figure is only ever what this run measured; nothing is carried over
 * into a section that ran.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { root } from "../../scripts/run.ts";

export type Verdict = "met" | "missed" | "undecided" | "none";

export type Row = {
  /** What was measured, in words (`GET /api/horario, p50`). */
  what: string;
  /** The figure with its unit (`3.1 ms`). */
  figure: string;
  /** The reference measured in the same run, with its unit, when there is one. */
  reference?: string;
  /** figure ÷ reference (`0.82×`), when both are measured. */
  ratio?: string;
  /** The goal in words (`≥ 0.85×`, `≤ 5 ms`). */
  goal?: string;
  verdict?: Verdict;
};

export type SectionRecord = {
  id: string;
  title: string;
  /** ISO date-time of the section's start. */
  date: string;
  commit: string;
  machine: string;
  load: { start: number; end: number };
  seconds: number;
  rows: Row[];
  notes: string[];
};

type Report = { sections: Record<string, SectionRecord> };

const benchDir = join(root, "bench");
const jsonPath = join(benchDir, "results.json");
const mdPath = join(benchDir, "results.md");

/** A goal of the form "at most `goal`": met, missed, or none when the figure is not a number. */
export function atMost(value: number, goal: number): Verdict {
  return Number.isFinite(value) ? (value <= goal ? "met" : "missed") : "none";
}

/** A goal of the form "at least `goal`". */
export function atLeast(value: number, goal: number): Verdict {
  return Number.isFinite(value) ? (value >= goal ? "met" : "missed") : "none";
}

export function ratio(figure: number, reference: number, digits = 2): string {
  return Number.isFinite(figure) && Number.isFinite(reference) && reference !== 0
    ? `${(figure / reference).toFixed(digits)}×`
    : "n/a";
}

function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    // The report's own files do not count: a run writes them section by section.
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results.md", ":!bench/results.json"],
      { cwd: root, encoding: "utf8" },
    ).trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return "unknown (not a git checkout)";
  }
}

function machine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? "unknown CPU";
  return `${cpu.length} cores (${model}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
}

const load1 = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

function read(): Report {
  if (!existsSync(jsonPath)) return { sections: {} };
  try {
    return JSON.parse(readFileSync(jsonPath, "utf8")) as Report;
  } catch {
    return { sections: {} };
  }
}

/** One part of the bench: rows and notes are printed as they come and saved when it ends. */
export class Section {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];
  private readonly started = performance.now();
  private readonly date = new Date().toISOString();
  private readonly loadStart = load1();

  readonly id: string;
  readonly title: string;

  constructor(id: string, title: string) {
    this.id = id;
    this.title = title;
    console.log(`\n## ${title}  (load ${this.loadStart} at start)`);
  }

  row(row: Row): void {
    this.rows.push(row);
    const parts = [row.figure];
    if (row.reference) parts.push(`reference ${row.reference}`);
    if (row.ratio) parts.push(row.ratio);
    if (row.goal) parts.push(`goal ${row.goal}${row.verdict && row.verdict !== "none" ? ` — ${row.verdict}` : ""}`);
    console.log(`  ${row.what.padEnd(56)} ${parts.join("  ")}`);
  }

  /** A sentence for the report under the section's table (how it was measured, what it means). */
  note(text: string): void {
    this.notes.push(text);
    console.log(`  note: ${text}`);
  }

  /** Saves the section into results.json and re-renders results.md. */
  save(): SectionRecord {
    const record: SectionRecord = {
      id: this.id,
      title: this.title,
      date: this.date,
      commit: commit(),
      machine: machine(),
      load: { start: this.loadStart, end: load1() },
      seconds: Math.round((performance.now() - this.started) / 100) / 10,
      rows: this.rows,
      notes: this.notes,
    };
    const { sections } = read();
    sections[this.id] = record;
    // A section no longer in the bench leaves the report: its last figures would read as current.
    const kept = Object.entries(sections).filter(([id]) => order.length === 0 || order.includes(id));
    writeReport({ sections: Object.fromEntries(kept) });
    return record;
  }
}

/** The order sections appear in the report: bench.ts's order, then any unknown ones. */
let order: string[] = [];
export function setSectionOrder(ids: string[]): void {
  order = ids;
}

function cell(text: string | undefined): string {
  return (text ?? "").replaceAll("|", "\\|").replaceAll("\n", " ");
}

const VERDICT: Record<Verdict, string> = { met: "met", missed: "**missed**", undecided: "undecided", none: "" };

export function renderReport(report: Report): string {
  const ids = [
    ...order.filter((id) => report.sections[id]),
    ...Object.keys(report.sections).filter((id) => !order.includes(id)),
  ];
  const out: string[] = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (`bench/bench.ts`); do not edit by hand. Each section says when, on",
    "which commit and machine, and under what load (1-minute load average at its start and end) it",
    "was measured; `BENCH_ONLY=<ids> npm run bench` re-measures some sections and keeps the others.",
    "References are measured in the same run as the figure beside them. Tests never assert on",
    "these figures. What each section measures and how to run it: [`README.md`](README.md); the",
    "dated story of the figures — what was tried, profiles, causes: [`history.md`](history.md).",
    "",
    "| Section | Measured | Commit | Load (start → end) |",
    "| --- | --- | --- | --- |",
  ];
  for (const id of ids) {
    const s = report.sections[id];
    if (!s) continue;
    out.push(
      `| [${cell(s.title)}](#${id}) | ${s.date.slice(0, 16).replace("T", " ")} UTC | ${cell(s.commit)} | ${s.load.start} → ${s.load.end} |`,
    );
  }
  for (const id of ids) {
    const s = report.sections[id];
    if (!s) continue;
    out.push(
      "",
      `<a id="${id}"></a>`,
      "",
      `## ${s.title}`,
      "",
      `${s.date.slice(0, 16).replace("T", " ")} UTC, commit ${s.commit}, ${s.machine}; load ${s.load.start} → ${s.load.end}; took ${s.seconds} s. Section id \`${id}\`.`,
      "",
      "| What | Figure | Reference | Ratio | Goal | Verdict |",
      "| --- | --- | --- | --- | --- | --- |",
    );
    for (const r of s.rows) {
      out.push(
        `| ${cell(r.what)} | ${cell(r.figure)} | ${cell(r.reference)} | ${cell(r.ratio)} | ${cell(r.goal)} | ${VERDICT[r.verdict ?? "none"]} |`,
      );
    }
    if (s.notes.length) out.push("", ...s.notes.map((n) => `- ${n}`));
  }
  return `${out.join("\n")}\n`;
}

function writeReport(report: Report): void {
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdPath, renderReport(report));
}
