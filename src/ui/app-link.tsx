import { useEffect, useRef, type ComponentProps } from "react";
import { Link } from "react-router-dom";
import { localizePath, splitLocale } from "../domain/locale.ts";
import { isAppPage, matchRoute } from "../domain/routes.ts";
import { useLocale } from "../lib/use-locale.ts";
import { prefetchPage } from "./prefetch-queue.ts";

/** How long a link stays in view before its page's code is fetched (seed §9). */
export const PREFETCH_DELAY_MS = 1000;

type AppLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  /** An unprefixed path (`/historico`); the link adds `/en` in English. */
  to: string;
};

/** Whether a path leads to a document the server renders (`layout: "server"`), not a page of the app. */
function isServerDocument(pathname: string): boolean {
  const id = matchRoute(splitLocale(pathname).path)?.route.id;
  return id !== undefined && !isAppPage(id);
}

/**
 * A link in the current language that, after a second in the viewport, prefetches the code
 * of the page it points at (through the queue of at most 4 loads). A link to a document the
 * server renders (the /gov pages) is a plain link: the browser loads it, nothing is prefetched.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  const pathname = href.split(/[?#]/)[0] ?? href;
  const serverDocument = isServerDocument(pathname);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (serverDocument || !element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      clearTimeout(timer);
      if (!visible) return;
      timer = setTimeout(() => {
        prefetchPage(pathname);
        observer.disconnect();
      }, PREFETCH_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname, serverDocument]);

  return <Link ref={ref} to={href} reloadDocument={serverDocument} {...props} />;
}
