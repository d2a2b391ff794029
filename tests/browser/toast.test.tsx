import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../src/app/i18n.ts";
import { ToastRegion } from "../../src/ui/toast-region.tsx";
import { SEVERITIES, toastStore } from "../../src/ui/toast-store.ts";

async function renderRegion(group?: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <button type="button">outside</button>
      <ToastRegion group={group} />
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale("pt"));
afterEach(() => {
  vi.useRealTimers();
  toastStore.removeAll();
});

test("every severity shows summary and detail, errors and warnings as alerts", async () => {
  await renderRegion();
  for (const severity of SEVERITIES) {
    const id = toastStore.add({ severity, summary: `S ${severity}`, detail: `D ${severity}` });
    const role = severity === "error" || severity === "warn" ? "alert" : "status";
    const toast = page.getByRole(role).filter({ hasText: `S ${severity}` });
    await expect.element(toast).toHaveAttribute("data-severity", severity);
    await expect.element(toast.getByText(`D ${severity}`)).toBeVisible();
    toastStore.remove(id);
  }
  await expect.element(page.getByRole("region", { name: "Notificações" })).toHaveClass("bottom-0", "right-0");
});

/**
 * A toast's life runs on the test's clock: with real timers, a loaded machine can let the life
 * run out before the test's hover or focus arrives. Vitest moves fake timers while it waits
 * (by its polling interval, and with real time during a Playwright action), so these tests wait
 * with `interval: 0` and hover by dispatching the pointer's events themselves.
 */
const still = { interval: 0 };
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
}
/** Until React has committed and the toasts' effects have set (or cleared) their timers. */
async function timers(count: number): Promise<void> {
  await expect.poll(() => vi.getTimerCount(), still).toBe(count);
}
/** The pointer moving from one element to another: what React derives enter and leave from. */
function movePointer(from: Element, to: Element): void {
  from.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: to }));
  to.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: from }));
}

test("a toast with a life closes itself; one without stays", async () => {
  await renderRegion();
  fakeClock();
  toastStore.add({ severity: "info", summary: "breve", life: 300 });
  toastStore.add({ severity: "info", summary: "fica" });
  await expect.element(page.getByText("breve"), still).toBeVisible();
  await timers(1);
  vi.advanceTimersByTime(299);
  await expect.element(page.getByText("breve"), still).toBeVisible();
  vi.advanceTimersByTime(1);
  await expect.element(page.getByText("breve"), still).not.toBeInTheDocument();
  vi.advanceTimersByTime(60_000);
  await expect.element(page.getByText("fica"), still).toBeVisible();
});

test("hovering pauses the timer; leaving resumes it", async () => {
  await renderRegion();
  fakeClock();
  toastStore.add({ severity: "success", summary: "pausa", life: 400 });
  const toast = page.getByRole("status").filter({ hasText: "pausa" });
  const outside = page.getByRole("button", { name: "outside" }).element();
  await timers(1);
  vi.advanceTimersByTime(100);
  movePointer(outside, toast.element());
  await timers(0);
  vi.advanceTimersByTime(10_000);
  await expect.element(toast, still).toBeVisible();
  movePointer(toast.element(), outside);
  await timers(1);
  vi.advanceTimersByTime(299);
  await expect.element(toast, still).toBeVisible();
  vi.advanceTimersByTime(1);
  await expect.element(toast, still).not.toBeInTheDocument();
});

test("focus inside a toast pauses it too, and Escape closes it from the keyboard", async () => {
  await renderRegion();
  fakeClock();
  toastStore.add({ severity: "warn", summary: "teclado", life: 300 });
  const close = page.getByRole("button", { name: "Fechar notificação" });
  await timers(1);
  (close.element() as HTMLElement).focus();
  await timers(0);
  vi.advanceTimersByTime(10_000);
  await expect.element(page.getByText("teclado"), still).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByText("teclado"), still).not.toBeInTheDocument();
});

test("closable toasts have a close button; closable: false ones do not", async () => {
  await renderRegion();
  toastStore.add({ severity: "contrast", summary: "fechável" });
  toastStore.add({ severity: "secondary", summary: "fixo", closable: false });
  await expect.poll(() => page.getByRole("button", { name: "Fechar notificação" }).all()).toHaveLength(1);
  await page.getByRole("button", { name: "Fechar notificação" }).click();
  await expect.element(page.getByText("fechável")).not.toBeInTheDocument();
  await expect.element(page.getByText("fixo")).toBeVisible();
});

test("at most two show, in a region bound to a third of a phone's screen; older ones wait their turn", async () => {
  await page.viewport(360, 740);
  await renderRegion();
  const long =
    "Uma explicação longa do que aconteceu e do que fazer agora, como as mensagens do servidor às vezes são. ";
  const ids = ["primeira", "segunda", "terceira", "quarta"].map((summary) =>
    toastStore.add({ severity: "info", summary, detail: long.repeat(2) }),
  );
  const region = page.getByRole("region", { name: "Notificações" });
  await expect.element(region.getByText("quarta", { exact: true })).toBeVisible();
  await expect.element(region.getByText("terceira", { exact: true })).toBeVisible();
  await expect.poll(() => region.getByRole("status").all()).toHaveLength(2);
  await expect.element(region.getByText("Mais 2 notificações a seguir")).toBeVisible();
  // This project runs without the app's stylesheet: the region's bound is checked as its classes
  // (a third of the screen below 640 px, scrolling within), not as drawn pixels.
  await expect.element(region).toHaveClass("max-h-[33dvh]", "overflow-y-auto", "sm:max-h-none");

  // The newest closes: the one before it comes back.
  toastStore.remove(ids[3] as number);
  await expect.element(region.getByText("segunda", { exact: true })).toBeVisible();
  await expect.element(region.getByText("Mais 1 notificação a seguir")).toBeVisible();
});

test("a group goes only to the region of that group", async () => {
  await renderRegion("lateral");
  toastStore.add({ summary: "sem grupo" });
  toastStore.add({ summary: "do grupo", group: "lateral" });
  await expect.element(page.getByText("do grupo")).toBeVisible();
  await expect.element(page.getByText("sem grupo")).not.toBeInTheDocument();
  toastStore.removeGroup("lateral");
  await expect.element(page.getByText("do grupo")).not.toBeInTheDocument();
});
