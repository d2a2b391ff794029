import { useSyncExternalStore } from "react";

/**
 * Whether the device believes it is online (`navigator.onLine`, updated by the `online` and
 * `offline` events). "Online" can still mean a captive portal or a dead Wi-Fi, so callers
 * treat it as a hint: offline for sure disables what needs the server; online means "try".
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function isOnline(): boolean {
  return navigator.onLine;
}

export function useOnline(): boolean {
  // The same value when React takes over a page painted from the device (hydration, main.tsx):
  // that page shows the offline banner, and so does React when the device says it is offline.
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}
