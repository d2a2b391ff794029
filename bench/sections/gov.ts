/**
 * Section `gov`: time to first byte of each server-rendered /gov page (both languages, and one
 * search), p50/p95 over `BENCH_GOV_ROUNDS` (200) sequential requests on one server process with
 * the demo data, plus the whole answer's time and size. TTFB is the time until the answer's
 * status line and headers arrive (`fetch` resolves then; the body is read after). Figures, never
 * assertions; loopback only; bounded loops.
 */
import type { Section } from "../harness/report.ts";
import { percentile, withDemoServer } from "../harness/server.ts";

const ROUNDS = Number(process.env.BENCH_GOV_ROUNDS ?? 200);
const PAGES = [
  "/gov",
  "/gov/docente-academico",
  "/gov/docente-profissional",
  "/gov/discente-academico",
  "/gov/discente-profissional",
  "/gov/agenda-disciplinas",
  "/en/gov/agenda-disciplinas",
  "/gov/discente-academico?q=silva",
];

async function measure(base: string, section: Section): Promise<void> {
  section.note(
    `${ROUNDS} sequential requests a page on one server process; TTFB is until the status line and headers arrive.`,
  );
  for (const path of PAGES) {
    // Warm-up: the first answer pays for module and query-plan start-up.
    await (await fetch(`${base}${path}`)).arrayBuffer();
    const ttfb: number[] = [];
    const total: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const res = await fetch(`${base}${path}`);
      ttfb.push(performance.now() - t);
      bytes = (await res.arrayBuffer()).byteLength;
      total.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    section.row({
      what: `${path} (${(bytes / 1024).toFixed(1)} KiB)`,
      figure: `TTFB p50 ${ms(percentile(ttfb, 50))}, p95 ${ms(percentile(ttfb, 95))}; whole answer p95 ${ms(percentile(total, 95))}`,
    });
  }
}

export function benchGov(section: Section): Promise<void> {
  return withDemoServer("gov", (server) => measure(server.base, section));
}
