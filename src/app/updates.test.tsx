import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "./i18n.ts";
import { checkForUpdate, createUpdateNotifier, startUpdateChecks } from "./updates.ts";
import { ToastRegion } from "../ui/toast-region.tsx";
import { toastStore } from "../ui/toast-store.ts";
import { interceptFetch, json, restoreOnline, setOnline, type Reply } from "../../tests/browser/network.ts";

/** The update toast: the build poll (network played by the test) and the service worker's offer. */
async function setup(locale: "pt" | "en" = "pt") {
  await activateLocale(locale);
  await render(
    <I18nProvider i18n={i18n}>
      <ToastRegion />
    </I18nProvider>,
  );
  let reloads = 0;
  const notifier = createUpdateNotifier(() => reloads++);
  return { notifier, reloads: () => reloads };
}

function deployed(reply: () => Reply) {
  return interceptFetch("/builds/latest.json", reply);
}

afterEach(() => {
  vi.useRealTimers();
  restoreOnline();
  toastStore.removeAll();
  vi.unstubAllGlobals();
});

test("a different build id brings one persistent toast with a reload button", async () => {
  const { notifier, reloads } = await setup();
  const { calls } = deployed(() => ({ status: 200, body: { id: "build-2", timestamp: 2 } }));
  expect(await checkForUpdate(notifier, "build-1")).toBe(true);
  expect(await checkForUpdate(notifier, "build-1")).toBe(true);
  expect(calls).toHaveLength(2);

  const toast = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
  await expect.element(toast).toBeVisible();
  expect(toastStore.list()).toHaveLength(1);
  expect(toastStore.list()[0].life).toBeUndefined();
  await toast.getByRole("button", { name: "Recarregar" }).click();
  expect(reloads()).toBe(1);
});

test("the same build id, a 404, a 403, a broken file or no network: nothing", async () => {
  const { notifier } = await setup();
  const replies: Reply[] = [
    { status: 200, body: { id: "build-1" } },
    { status: 404, body: { statusCode: 404, message: "x" } },
    { status: 403 },
    { status: 200, body: "<html>" },
    "network-error",
  ];
  for (const reply of replies) {
    deployed(() => reply);
    expect(await checkForUpdate(notifier, "build-1")).toBe(false);
  }
  expect(toastStore.list()).toEqual([]);
});

test("the service worker's offer joins the same toast, and its button switches workers", async () => {
  const { notifier, reloads } = await setup("en");
  deployed(() => ({ status: 200, body: { id: "build-2" } }));
  await checkForUpdate(notifier, "build-1");
  let skipWaiting = 0;
  notifier.offer({ apply: () => skipWaiting++ });
  await expect.element(page.getByText("New version available")).toBeVisible();
  expect(toastStore.list()).toHaveLength(1);
  await page.getByRole("button", { name: "Reload" }).click();
  expect(skipWaiting).toBe(1);
  expect(reloads()).toBe(0);
});

test("closed by the person, the same build is not offered again; a newer one is", async () => {
  const { notifier } = await setup();
  let id = "build-2";
  deployed(() => ({ status: 200, body: { id } }));
  await checkForUpdate(notifier, "build-1");
  await page.getByRole("button", { name: "Fechar notificação" }).click();
  await checkForUpdate(notifier, "build-1");
  notifier.offer({ apply: () => {} });
  expect(toastStore.list()).toEqual([]);
  id = "build-3";
  await checkForUpdate(notifier, "build-1");
  expect(toastStore.list()).toHaveLength(1);
});

/** Counts an event and lets a test wait for the n-th one, without polling (which would move fake timers). */
function counter() {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    add(): void {
      count++;
      for (const waiter of waiting.filter((w) => w.n <= count)) waiter.resolve();
    },
    reached(n: number): Promise<void> {
      return count >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }));
    },
    get count(): number {
      return count;
    },
  };
}

test("the poll runs at start, on focus and on its interval, and asks the service worker to look", async () => {
  const { notifier } = await setup();
  // Answers that come late, as on a loaded machine (where the old form of this test failed).
  const { calls } = deployed(
    () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, { id: "another-build" })), 100)),
  );
  const swChecks = counter();
  // The interval is the test's to move: on a loaded machine a real one may come late, or early
  // relative to the test's steps. (expect.poll would advance fake timers: the test waits on
  // the service worker's checks themselves instead.)
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const stop = startUpdateChecks(notifier, { onNewBuild: () => swChecks.add(), intervalMs: 200 });
  try {
    // A request is counted when it starts, the service worker's check when its answer came:
    // each step waits for the later one.
    await swChecks.reached(1);
    window.dispatchEvent(new Event("focus"));
    await swChecks.reached(2);
    vi.advanceTimersByTime(199);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await swChecks.reached(3);
  } finally {
    stop();
  }
  vi.advanceTimersByTime(1000);
  window.dispatchEvent(new Event("focus"));
  expect(calls).toHaveLength(3);
  expect(swChecks.count).toBe(3);
  expect(toastStore.list()).toHaveLength(1);
  expect(calls.every((url) => url.pathname === "/builds/latest.json")).toBe(true);
});

test("offline the poll does not run, not even on focus; the connection's return polls", async () => {
  const { notifier } = await setup();
  const { calls } = deployed(() => ({ status: 200, body: { id: "another-build" } }));
  setOnline(false);
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const stop = startUpdateChecks(notifier, { intervalMs: 100 });
  try {
    window.dispatchEvent(new Event("focus"));
    vi.advanceTimersByTime(350); // three turns of the interval
    expect(calls).toHaveLength(0);
    expect(toastStore.list()).toHaveLength(0);
    setOnline(true);
    expect(calls).toHaveLength(1);
  } finally {
    stop();
  }
  vi.useRealTimers();
  await expect.element(page.getByText("Nova versão disponível")).toBeVisible();
});
