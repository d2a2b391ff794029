import { afterEach, expect, test } from "vitest";
import { demoUser, renderApp, settled } from "./helpers.tsx";

/**
 * Scroll positions across navigations (src/app/scroll-memory.tsx): a new page opens at its
 * top, going back returns to where the page was left.
 */
afterEach(() => {
  document.body.style.minHeight = "";
  document.documentElement.style.overflowAnchor = "";
  window.scrollTo(0, 0);
});

const scrolled = (y: number) =>
  new Promise<void>((resolve) => {
    window.addEventListener("scroll", () => resolve(), { once: true });
    window.scrollTo(0, y);
  });

test("a new page opens at its top; back and forward return to where each page was left", async () => {
  // Tall enough to scroll whatever the pages hold.
  document.body.style.minHeight = "6000px";
  // What is checked is this component's saving and restoring. Chrome's scroll anchoring would
  // add to a restored position the height of content that arrives above it afterwards (a list
  // read from the device after the restore, later under load): that is the browser's own
  // behaviour, kept in the app, but it would make exact positions depend on timing here.
  document.documentElement.style.overflowAnchor = "none";
  const { router } = await renderApp("/disciplinas", demoUser("Administrador"));
  await settled(router);
  await scrolled(1200);

  await router.navigate("/configuracoes");
  expect(await settled(router)).toBe("/configuracoes");
  await expect.poll(() => window.scrollY).toBe(0);
  await scrolled(300);

  await router.navigate(-1);
  expect(await settled(router)).toBe("/disciplinas");
  await expect.poll(() => window.scrollY).toBe(1200);

  await router.navigate(1);
  expect(await settled(router)).toBe("/configuracoes");
  await expect.poll(() => window.scrollY).toBe(300);

  // A link to the same page is a new entry: its top again.
  await router.navigate("/disciplinas");
  await settled(router);
  await expect.poll(() => window.scrollY).toBe(0);
});

test("the positions are saved for the tab when the page is hidden, and only when one changed", async () => {
  document.body.style.minHeight = "6000px";
  const { router } = await renderApp("/disciplinas", demoUser("Administrador"));
  await settled(router);
  const saved = () => sessionStorage.getItem("academico:scroll");

  // Not scrolled since it opened: nothing is written as the page unloads.
  sessionStorage.setItem("academico:scroll", "untouched");
  window.dispatchEvent(new PageTransitionEvent("pagehide"));
  expect(saved()).toBe("untouched");

  await scrolled(700);
  window.dispatchEvent(new PageTransitionEvent("pagehide"));
  expect(JSON.parse(saved() ?? "[]")).toContainEqual([router.state.location.key, 700]);

  // Saved already, not scrolled since: not written again.
  sessionStorage.setItem("academico:scroll", "untouched");
  window.dispatchEvent(new PageTransitionEvent("pagehide"));
  expect(saved()).toBe("untouched");
  sessionStorage.removeItem("academico:scroll");
});
