import { useEffect } from "react";

/**
 * Sets `document.title` while the component is on screen. An effect rather than React's
 * hoisted <title>, so index.html's own <title> (what crawlers without JS read) is replaced,
 * not shadowed by a second element.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
