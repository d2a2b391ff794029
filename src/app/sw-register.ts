import type { Workbox } from "workbox-window";
import type { UpdateNotifier } from "./updates.ts";

/**
 * Registers the service worker (src/sw.ts, built to /sw.js) in production builds only: in
 * development it would serve stale modules. A new worker that is installed and waiting
 * offers the update toast; its button asks the worker to take over (SKIP_WAITING) and the
 * page reloads once it controls the page, never before the person asks.
 */
export type ServiceWorkerHandle = {
  /** Asks the browser to look for a newer worker now (after the build poll saw a new build). */
  checkForUpdate(): void;
};

/** If the worker ignores the message, the button must still do something. */
const TAKEOVER_TIMEOUT_MS = 4000;

function takeOver(wb: Workbox): void {
  wb.addEventListener("controlling", () => window.location.reload());
  wb.messageSkipWaiting();
  setTimeout(() => window.location.reload(), TAKEOVER_TIMEOUT_MS);
}

export function registerServiceWorker(updates: UpdateNotifier): ServiceWorkerHandle {
  let registered: Workbox | null = null;
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    void import("workbox-window")
      .then(async ({ Workbox }) => {
        const wb = new Workbox("/sw.js", { scope: "/" });
        wb.addEventListener("waiting", () => updates.offer({ apply: () => takeOver(wb) }));
        await wb.register();
        registered = wb;
      })
      .catch((error: unknown) => console.error("Service worker registration failed", error));
  }
  return {
    checkForUpdate() {
      registered?.update().catch(() => {
        // Offline or the server is down: the next poll tries again.
      });
    },
  };
}
