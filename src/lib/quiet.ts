import { useEffect, useState } from "react";
import { whenIdle } from "./idle.ts";

/**
 * "The first screen has what it needs": no API request in flight (api.ts counts them) and the
 * browser idle. What the first screen does not use — the access-log queue and its database
 * library, the service worker's registration and the update checks — starts then, so that it
 * never competes with the page's own code and data for the network and the main thread: on a
 * page whose content comes from the API, the browser is idle while that answer travels, and
 * plain idleness would start them then. At the latest after `timeoutMs` (a page that keeps asking).
 */
let inFlight = 0;
const onQuiet = new Set<() => void>();

/** Counts `request` as in flight until it settles. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight++;
  const settle = () => {
    inFlight--;
    if (inFlight === 0) for (const listener of [...onQuiet]) listener();
  };
  request.then(settle, settle);
  return request;
}

export function whenQuiet(work: () => void, { timeoutMs = 10_000 } = {}): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    onQuiet.delete(attempt);
    work();
  };
  // Idle first, then still quiet: a request started meanwhile (the page's data, asked for by its
  // first render's effects) makes it wait for that answer.
  function attempt(): void {
    onQuiet.delete(attempt);
    whenIdle(() => {
      if (inFlight === 0) finish();
      else if (!done) onQuiet.add(attempt);
    });
  }
  const timer = setTimeout(finish, timeoutMs);
  if (inFlight === 0) attempt();
  else onQuiet.add(attempt);
}

/** False until the first screen has what it needs (`whenQuiet`, from this component's mount), then true. */
export function useQuiet(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenQuiet(() => {
      if (mounted) setQuiet(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return quiet;
}
