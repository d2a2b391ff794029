import type { RouterProviderProps } from "react-router-dom";
import { onSessionRevised, refreshSession } from "../lib/session.ts";

type Router = RouterProviderProps["router"];

/**
 * Keeps the screen in step with the session once the app runs. The guard may have decided
 * from the device copy; when the server's answer differs (`{}`: the session is gone, or
 * another user or level), the guard runs again on the current page, which sends the person
 * to /login in the same language unless the page is open to anonymous visitors. When the
 * connection comes back, the server is asked again, since the device copy may be stale.
 */
export function followSession(router: Router): () => void {
  const stopRevised = onSessionRevised(() => void router.revalidate());
  const onOnline = () => void refreshSession();
  window.addEventListener("online", onOnline);
  return () => {
    stopRevised();
    window.removeEventListener("online", onOnline);
  };
}
