/**
 * Registers the service worker (src/sw.ts, built to /sw.js) in production builds only: in
 * development it would serve stale modules. Update prompts arrive with the offline issue.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void import("workbox-window")
    .then(({ Workbox }) => new Workbox("/sw.js", { scope: "/" }).register())
    .catch((error: unknown) => console.error("Service worker registration failed", error));
}
