import { useSyncExternalStore, type ReactNode } from "react";

const neverChanges = () => () => {};

/**
 * False only during the render in which React takes over a page the service worker painted from
 * the device (hydration, src/app/main.tsx); true in every other render, and in the one right
 * after, which React runs at once when the value changes. What the painted copy leaves out
 * because it only makes sense live (src/features/home/first-paint.tsx) waits for it, so that the
 * page React hydrates is exactly the one painted.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Its children once the page is React's own (see `useHydrated`); nothing before. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
