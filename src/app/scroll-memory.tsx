import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * Scroll positions across navigations, in place of React Router's `<ScrollRestoration>`: a new
 * page (link, redirect) opens at its top, or at its `#anchor`; going back or forward returns to
 * where that page was left. Positions are kept per history entry (`location.key`) as the person
 * scrolls (a passive listener, no layout read), and saved for the tab when the page is hidden
 * if one changed since the last save (a re-open not scrolled writes nothing as it unloads: a
 * write then is work on the way of the next page).
 * Unlike `<ScrollRestoration>`, nothing here reads the layout while the page unloads: its
 * `pagehide` handler forced a full style recalculation of the old page on every reload, on the
 * way of the next page's first paint (docs/browser.md, "What loads before the first screen").
 */
const STORAGE_KEY = "academico:scroll";

function restore(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (Array.isArray(saved))
      return new Map(
        saved.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number",
        ),
      );
  } catch {
    // No storage, or not ours: start afresh.
  }
  return new Map();
}

/** At most this many entries are kept (the most recent): a long session stays small. */
const MAX_ENTRIES = 50;

export function ScrollMemory() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const unsaved = useRef(false);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const onScroll = () => {
      const map = (positions.current ??= restore());
      map.delete(current.current);
      map.set(current.current, window.scrollY);
      if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value ?? "");
      unsaved.current = true;
    };
    const onHide = () => {
      if (!unsaved.current || !positions.current) return;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions.current]));
        unsaved.current = false;
      } catch {
        // Full or blocked: back and forward in this tab still work until it closes.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onHide);
    };
  }, []);

  useLayoutEffect(() => {
    // A page scrolled before this component's listener was attached (a page that painted before
    // the app's first commit finished) has no recorded position: take the one it is left at.
    // Only then — a recorded one is right, while the new page's height may already clamp scrollY.
    const map = (positions.current ??= restore());
    if (current.current !== location.key && !map.has(current.current) && window.scrollY > 0) {
      map.set(current.current, window.scrollY);
      unsaved.current = true;
    }
    current.current = location.key;
    if (type === "POP") {
      const saved = map.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);

  return null;
}
