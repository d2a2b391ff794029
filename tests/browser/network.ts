import { vi } from "vitest";

/**
 * The network is the edge of the world in the browser tests (here, and the component tests beside
 * the features, src/features/<area>/*.test.tsx): requests to the paths a test names are
 * answered by the test, everything else goes out as usual. Storage (IndexedDB) stays real.
 * Real offline (the browser's own) is not used here because it would also cut the test
 * runner's connection; the end-to-end tests turn the browser context offline for real.
 */
export type Reply = { status: number; body?: unknown } | "network-error" | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Answers requests whose path starts with `prefix` by `reply(url, init)`; records them in `calls`. */
export function interceptFetch(prefix: string, reply: (url: URL, init?: RequestInit) => Reply) {
  const calls: URL[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith(prefix)) return real(input, init);
    calls.push(url);
    const answer = reply(url, init);
    if (answer === "network-error") return Promise.reject(new TypeError("Failed to fetch"));
    if (answer instanceof Promise) return answer;
    return Promise.resolve(json(answer.status, answer.body));
  });
  return { calls };
}

export type Sent = { method: string; path: string; body: unknown };

/**
 * A server played by the test for `/api/`: a GET of a path in `reads` answers its body (200),
 * another 404; every other method is recorded with its JSON body and answered by `write`.
 * Returns what was sent, in order.
 */
export function playServer(reads: Record<string, unknown>, write: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  interceptFetch("/api/", (url, init) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const entry = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown };
      sent.push(entry);
      return Promise.resolve(write(entry));
    }
    const found = reads[url.pathname];
    return found === undefined
      ? { status: 404, body: { statusCode: 404, message: "Não encontrado." } }
      : { status: 200, body: found };
  });
  return sent;
}

/** What the browser says and announces when the connection drops or returns. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

/** Back to the browser's own `navigator.onLine`. */
export function restoreOnline(): void {
  Reflect.deleteProperty(navigator, "onLine");
  window.dispatchEvent(new Event("online"));
}
