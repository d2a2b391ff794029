/**
 * GETs the app's first script (src/app/early.ts) starts before the app's code has even loaded —
 * the session, and on a Discente's home the week — so that their answers travel while the code
 * does, instead of after it: on a slow network that is a round trip or two less before the first
 * screen. Each answer is read in full as it comes (nothing is left half-read on the connection)
 * and kept; the app's own request for the same path (src/lib/api.ts) takes it, once, and only
 * within EARLY_FOR_MS of the start (later, it asks afresh). Never started offline.
 *
 * For a logged-in navigation the server has usually made some of these reads already and put
 * their answers into the page (`<script type="application/json" id="first-reads">`,
 * src/server/pages/first-reads.ts): `adoptFirstReads` takes them as if they were early answers
 * that had already come, so nothing is asked for them. A page without them (the service worker's
 * shell, offline; a server that could not read) asks as before.
 */
const EARLY_FOR_MS = 10_000;

type Answer = { status: number; statusText: string; headers: Headers; body: ArrayBuffer };

const started = new Map<string, { at: number; answer: Promise<Answer> }>();

export function startEarlyRequest(path: string): void {
  if (started.has(path) || !navigator.onLine) return;
  const answer = fetch(path, {
    // The page's language as the server wrote it (`<html lang>`, by the path): no import of the
    // locale table, which would be a module more for the first script to wait for.
    headers: { Accept: "application/json", "Accept-Language": document.documentElement.lang || "pt-BR" },
    credentials: "same-origin",
  }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: await response.arrayBuffer(),
  }));
  // Failures are the taker's to see (api.ts); none is left unhandled meanwhile.
  answer.catch(() => undefined);
  started.set(path, { at: performance.now(), answer });
}

const FIRST_READS_ID = "first-reads";

/** The answers the server put into the page, each an early answer already there; the block is then removed. */
export function adoptFirstReads(): void {
  const block = document.getElementById(FIRST_READS_ID);
  if (!block) return;
  block.remove();
  let reads: unknown;
  try {
    reads = JSON.parse(block.textContent || "null");
  } catch {
    return; // not ours to judge: the app asks for its data itself
  }
  if (typeof reads !== "object" || reads === null || Array.isArray(reads)) return;
  const at = performance.now();
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const [path, body] of Object.entries(reads)) {
    if (started.has(path)) continue;
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    started.set(path, { at, answer: Promise.resolve({ status: 200, statusText: "OK", headers, body: bytes.buffer }) });
  }
}

/** The early answer for `path`, once, if it was started and not too long ago. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  if (!early || performance.now() - early.at >= EARLY_FOR_MS) return undefined;
  return early.answer.then(({ body, ...init }) => new Response(body, init));
}

/** The early answer's JSON, without taking it (undefined when there is none or it is not JSON). */
export async function peekEarlyJson(path: string): Promise<unknown> {
  try {
    const answer = await started.get(path)?.answer;
    return answer ? (JSON.parse(new TextDecoder().decode(answer.body)) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
