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

/** How the page React takes over by hydration was painted (see useOnline). */
let paintedOnline = false;

/**
 * Before hydration (main.tsx) or the build's pre-rendering (prerender.tsx): the page was painted
 * online (the build's pre-render, served by the server) rather than from the device offline.
 */
export function setPaintedOnline(online: boolean): void {
  paintedOnline = online;
}

const whilePainted = () => paintedOnline;

export function useOnline(): boolean {
  // While React takes over a painted page (hydration, main.tsx), the value it was painted with:
  // offline for the device's copy, which always shows the page as it looks offline, banner
  // included, since the network did not answer; online for a page the build pre-rendered, which
  // the server sent. Right after, the device's own value (on a Wi-Fi that lets nothing through
  // the device says online, and the banner goes: the device is not offline).
  return useSyncExternalStore(subscribe, isOnline, whilePainted);
}
