import { Suspense } from "react";
import { useQuiet } from "../lib/quiet.ts";
import { lazyPart } from "./pages/lazy-part.tsx";

// The bell's code, its words (in the language on screen, also after a switch) and its request
// wait until the first screen has what it needs (quiet.ts), as the access-log queue does: none of
// it is on the first screen.
const NotificationBell = lazyPart("notificacoes", () =>
  import("../features/notificacoes/notification-bell.tsx").then((m) => m.NotificationBell),
);

/**
 * The header's place for the notification bell (src/features/notificacoes): kept at the bell's
 * size from the first paint, so the bell arriving later moves nothing; empty until the page is
 * quiet, also in the home's first paint from the device, which React takes over as it is.
 */
export function NotificationSlot() {
  const quiet = useQuiet();
  return (
    <span className="inline-flex min-h-11 min-w-9">
      {quiet ? (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      ) : null}
    </span>
  );
}
