/**
 * Section `declaracoes`: on one server process (PGlite, the demo data), the office issues
 * ROUNDS transcripts (`historico`, the longest statement) of the demo student and downloads each
 * as a PDF (DejaVu embedded, the QR code drawn): p50/p95 of the issue, of the PDF, and the
 * throughput of issue + download one after another and with CONCURRENCY clients. Then the public
 * verification `GET /api/autenticacao/{codigo}`: look-ups per second. The rate limit (10 a
 * minute per address) would stop a bench, so the server trusts a proxy (TRUST_PROXY=1) and each
 * client address (X-Forwarded-For) makes at most 10 look-ups — the limit is measured as it runs,
 * not switched off. Figures, never assertions; loopback only; bounded loops.
 * `BENCH_DECLARACOES_ROUNDS` (200), `BENCH_DECLARACOES_LOOKUPS` (2000).
 */
import type { Section } from "../harness/report.ts";
import { loginCookie, percentile, withDemoServer, type BenchServer } from "../harness/server.ts";

const ROUNDS = Number(process.env.BENCH_DECLARACOES_ROUNDS ?? 200);
const LOOKUPS = Number(process.env.BENCH_DECLARACOES_LOOKUPS ?? 2000);
const CONCURRENCY = 8;

const ms = (n: number) => `${n.toFixed(1)} ms`;

function summary(section: Section, label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  section.row({
    what: `${label} (${times.length}×)`,
    figure: `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`,
  });
}

async function issueAndDownload(
  base: string,
  cookie: string,
): Promise<{ issue: number; pdf: number; codigo: string; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/declaracoes`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ type: "historico", holder: "discente" }),
  });
  if (res.status !== 201) throw new Error(`issue answered ${res.status}: ${await res.text()}`);
  const { codigo } = (await res.json()) as { codigo: string };
  const t1 = performance.now();
  const pdf = await fetch(`${base}/api/declaracoes/${codigo}/pdf`, { headers: { cookie } });
  const body = await pdf.arrayBuffer();
  if (pdf.status !== 200) throw new Error(`pdf answered ${pdf.status}`);
  return { issue: t1 - t0, pdf: performance.now() - t1, codigo, bytes: body.byteLength };
}

/** Runs `count` tasks with `workers` at a time; returns the elapsed seconds. */
async function pool(count: number, workers: number, task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < count; index = next++) await task(index);
    }),
  );
  return (performance.now() - started) / 1000;
}

async function measure(server: BenchServer, section: Section): Promise<void> {
  const cookie = await loginCookie(server.base, "admin");
  section.note(
    "One server process on PGlite with the demo data; the office issues the demo student's transcript (the longest statement) and downloads it as a PDF; verifications come from distinct proxied addresses, 10 each, so the look-up limit stays on.",
  );
  for (let i = 0; i < 10; i++) await issueAndDownload(server.base, cookie); // warm-up (JIT, font parsing)

  const issues: number[] = [];
  const pdfs: number[] = [];
  const both: number[] = [];
  const codes: string[] = [];
  let bytes = 0;
  const sequential = await pool(ROUNDS, 1, async () => {
    const round = await issueAndDownload(server.base, cookie);
    issues.push(round.issue);
    pdfs.push(round.pdf);
    both.push(round.issue + round.pdf);
    codes.push(round.codigo);
    bytes = round.bytes;
  });
  summary(section, "POST /api/declaracoes (historico)", issues);
  summary(section, "GET /api/declaracoes/{codigo}/pdf (with QR)", pdfs);
  summary(section, "issue + download", both);
  section.row({
    what: `Issue + download, one client (PDF ${(bytes / 1024).toFixed(0)} KiB)`,
    figure: `${(ROUNDS / sequential).toFixed(1)}/s`,
  });
  const concurrent = await pool(ROUNDS, CONCURRENCY, async () => {
    await issueAndDownload(server.base, cookie);
  });
  section.row({
    what: `Issue + download, ${CONCURRENCY} clients at once`,
    figure: `${(ROUNDS / concurrent).toFixed(1)}/s`,
  });

  // Verification: distinct addresses, at most 10 look-ups each (within the limit).
  const lookups: number[] = [];
  let refused = 0;
  const seconds = await pool(LOOKUPS, CONCURRENCY, async (index) => {
    const address = `198.18.${Math.floor(index / 10 / 250)}.${(Math.floor(index / 10) % 250) + 1}`;
    const t = performance.now();
    const res = await fetch(`${server.base}/api/autenticacao/${codes[index % codes.length]}`, {
      headers: { "x-forwarded-for": address },
    });
    await res.arrayBuffer();
    if (res.status !== 200) refused += 1;
    lookups.push(performance.now() - t);
  });
  summary(section, `GET /api/autenticacao/{codigo} (${CONCURRENCY} clients)`, lookups);
  section.row({
    what: `Verifications, ${CONCURRENCY} clients`,
    figure: `${(LOOKUPS / seconds).toFixed(0)} look-ups/s (${refused} answers not 200)`,
  });
}

export function benchDeclaracoes(section: Section): Promise<void> {
  return withDemoServer("declaracoes", (server) => measure(server, section), { TRUST_PROXY: "1" });
}
