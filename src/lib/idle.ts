/**
 * Runs `work` when the browser is idle, and at the latest after `timeoutMs`: for what the
 * first screen does not need (service worker registration, update checks, the log queue).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, Math.min(timeoutMs, 500));
}
