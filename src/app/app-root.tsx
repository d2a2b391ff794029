import { StrictMode, useLayoutEffect } from "react";
import { App, type Router } from "./app.tsx";

/**
 * When `#root` held a page painted before the app ran — the device's copy the service worker
 * painted offline (src/lib/first-paint.ts), or the build's pre-render the server sent
 * (src/app/prerender.tsx) — React's first commit makes that page its own; from then on the root
 * is no longer busy.
 */
function FirstCommit() {
  useLayoutEffect(() => {
    const root = document.getElementById("root");
    root?.removeAttribute("aria-busy");
    root?.removeAttribute("data-first-paint");
  }, []);
  return null;
}

/**
 * Everything React renders into `#root`, the same in the browser (main.tsx) and in the build's
 * pre-rendering (prerender.tsx): a pre-rendered page is exactly the tree hydration expects.
 */
export function AppRoot({ router }: { router: Router }) {
  return (
    <StrictMode>
      <App router={router} />
      <FirstCommit />
    </StrictMode>
  );
}
