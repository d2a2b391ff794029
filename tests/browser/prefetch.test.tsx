import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../src/app/i18n.ts";
import { preloadPage } from "../../src/app/preload.ts";
import { splitLocale } from "../../src/domain/locale.ts";
import { AppLink, PREFETCH_DELAY_MS } from "../../src/ui/app-link.tsx";
import {
  MAX_CONCURRENT_PRELOADS,
  prefetchPage,
  prefetchStats,
  resetPrefetch,
  setPagePreloader,
} from "../../src/ui/prefetch-queue.ts";

afterEach(() => {
  vi.useRealTimers();
  resetPrefetch();
  setPagePreloader(() => undefined);
});

test("at most four page modules load at a time", async () => {
  const pending: (() => void)[] = [];
  setPagePreloader(() => new Promise<void>((resolve) => pending.push(resolve)));
  for (let i = 0; i < 7; i++) prefetchPage(`/pagina-${i}`);
  prefetchPage("/pagina-0");
  expect(MAX_CONCURRENT_PRELOADS).toBe(4);
  expect(prefetchStats()).toEqual({ running: 4, waiting: 3 });
  pending.shift()?.();
  await expect.poll(() => prefetchStats()).toEqual({ running: 4, waiting: 2 });
  while (pending.length) {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await expect.poll(() => prefetchStats()).toEqual({ running: 0, waiting: 0 });
});

/**
 * `links` on a page at `at` (its language), with the test's clock for the prefetch delay; the
 * paths the preloader is asked for, as they come.
 */
async function linksInView(at: string, links: ReactNode): Promise<string[]> {
  const asked: string[] = [];
  setPagePreloader((path) => {
    asked.push(path);
    return Promise.resolve();
  });
  await activateLocale(splitLocale(at).locale);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const router = createMemoryRouter([{ path: "*", element: links }], { initialEntries: [at] });
  await render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return asked;
}

test("a link in view for a second prefetches its page, in the link's language", async () => {
  const asked = await linksInView("/en", <AppLink to="/historico">go</AppLink>);
  // The second is counted on the test's clock from when the link was seen (its timer set); a
  // real sleep could end on either side of it on a loaded machine.
  await expect.poll(() => vi.getTimerCount(), { interval: 0 }).toBe(1);
  vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
  expect(asked).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(asked).toEqual(["/en/historico"]);
});

test("the shell's preloader maps a path to its page module", async () => {
  const page = await preloadPage("/en/historico");
  expect(page).toBeTypeOf("function");
  expect(preloadPage("/nao/existe")).toBeUndefined();
});

test("a page the server renders has no module: nothing to prefetch", () => {
  expect(preloadPage("/en/gov/agenda-disciplinas")).toBeUndefined();
  expect(preloadPage("/gov")).toBeUndefined();
  // The application form under /gov is a page of the app.
  expect(preloadPage("/gov/inscricao-profissional")).toBeInstanceOf(Promise);
});

test("a link to a page the server renders is a plain link: the browser loads the document, nothing is prefetched", async () => {
  const asked = await linksInView(
    "/",
    <>
      <AppLink to="/gov/docente-academico">gov</AppLink> <AppLink to="/disciplinas">app</AppLink>
    </>,
  );
  await expect.poll(() => vi.getTimerCount(), { interval: 0 }).toBe(1);
  vi.advanceTimersByTime(PREFETCH_DELAY_MS);
  expect(asked).toEqual(["/disciplinas"]);

  // Whether the router took the click (client-side routing) or left it to the browser; the
  // browser's navigation itself is stopped here, after the router has decided.
  const routed: Record<string, boolean> = {};
  const watch = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    if (link) routed[link.getAttribute("href") ?? ""] = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", watch);
  try {
    for (const href of ["/gov/docente-academico", "/disciplinas"]) {
      document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
    }
  } finally {
    window.removeEventListener("click", watch);
  }
  expect(routed).toEqual({ "/gov/docente-academico": false, "/disciplinas": true });
});
