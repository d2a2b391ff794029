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

const offlineWhilePainted = () => false;

export function useOnline(): boolean {
  // Offline while React takes over a page painted from the device (hydration, main.tsx), the only
  // page it hydrates: the copy always shows the page as it looks offline, banner included, since
  // the network did not answer. Right after, the device's own value (on a Wi-Fi that lets nothing
  // through the device says online, and the banner goes: the device is not offline).
  return useSyncExternalStore(subscribe, isOnline, offlineWhilePainted);
}
