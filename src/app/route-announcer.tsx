import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * After each client-side navigation to another page, says the new page's title (polite live
 * region) and moves focus to its main heading, as a full page load would for screen-reader
 * and keyboard users. Query-only changes (a search box updating the URL) keep the focus.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // One frame later the new page and its <title> are committed.
    const frame = requestAnimationFrame(() => {
      setMessage(document.title);
      // Without scrolling: the scroll position is ScrollMemory's (back returns to where the page was left).
      document.querySelector<HTMLElement>("[data-page-heading]")?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" data-testid="route-announcer" data-first-paint-omit="" className="sr-only">
      {message}
    </p>
  );
}
