import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { logNavigation } from "../lib/access-log.ts";
import { ToastRegion } from "../ui/toast-region.tsx";
import { AfterHydration } from "../ui/after-hydration.tsx";
import { LoadingBar } from "./loading-bar.tsx";
import { RouteAnnouncer } from "./route-announcer.tsx";
import { ScrollMemory } from "./scroll-memory.tsx";
import { UnsavedGuard } from "./unsaved-guard.tsx";

/**
 * Around every page and every error screen: loading bar, announcer, toasts, access log, the
 * question before leaving unsaved work. The
 * first three are not in a page painted from the device: they come right after React took it
 * over (src/ui/after-hydration.tsx).
 */
export function RootShell() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    logNavigation(path);
    // location.key: a navigation to the same address is a navigation too.
  }, [path, location.key]);

  return (
    <>
      <AfterHydration>
        <LoadingBar />
        <RouteAnnouncer />
      </AfterHydration>
      <Outlet />
      <AfterHydration>
        <ToastRegion />
        <UnsavedGuard />
      </AfterHydration>
      <ScrollMemory />
    </>
  );
}

/** While the first navigation (session and catalog) is loading, before any page exists. */
export function StartupFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-slate-50" />;
}
