import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../src/app/i18n.ts";
import { ToastRegion } from "../../src/ui/toast-region.tsx";
import { SEVERITIES, toastStore } from "../../src/ui/toast-store.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderRegion(group?: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <button type="button">outside</button>
      <ToastRegion group={group} />
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale("pt"));
afterEach(() => toastStore.removeAll());

test("every severity shows summary and detail, errors and warnings as alerts", async () => {
  await renderRegion();
  for (const severity of SEVERITIES) toastStore.add({ severity, summary: `S ${severity}`, detail: `D ${severity}` });
  for (const severity of SEVERITIES) {
    const role = severity === "error" || severity === "warn" ? "alert" : "status";
    const toast = page.getByRole(role).filter({ hasText: `S ${severity}` });
    await expect.element(toast).toHaveAttribute("data-severity", severity);
    await expect.element(toast.getByText(`D ${severity}`)).toBeVisible();
  }
  await expect.element(page.getByRole("region", { name: "Notificações" })).toHaveClass("bottom-0", "right-0");
});

test("a toast with a life closes itself; one without stays", async () => {
  await renderRegion();
  toastStore.add({ severity: "info", summary: "breve", life: 300 });
  toastStore.add({ severity: "info", summary: "fica" });
  await expect.element(page.getByText("breve")).toBeVisible();
  await sleep(600);
  await expect.element(page.getByText("breve")).not.toBeInTheDocument();
  await expect.element(page.getByText("fica")).toBeVisible();
});

test("hovering pauses the timer; leaving resumes it", async () => {
  await renderRegion();
  toastStore.add({ severity: "success", summary: "pausa", life: 400 });
  const toast = page.getByRole("status").filter({ hasText: "pausa" });
  await userEvent.hover(toast);
  await sleep(900);
  await expect.element(toast).toBeVisible();
  await userEvent.hover(page.getByRole("button", { name: "outside" }));
  await sleep(700);
  await expect.element(toast).not.toBeInTheDocument();
});

test("focus inside a toast pauses it too, and Escape closes it from the keyboard", async () => {
  await renderRegion();
  toastStore.add({ severity: "warn", summary: "teclado", life: 300 });
  const close = page.getByRole("button", { name: "Fechar notificação" });
  await expect.element(close).toBeVisible();
  (close.element() as HTMLElement).focus();
  await sleep(600);
  await expect.element(page.getByText("teclado")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByText("teclado")).not.toBeInTheDocument();
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

test("a group goes only to the region of that group", async () => {
  await renderRegion("lateral");
  toastStore.add({ summary: "sem grupo" });
  toastStore.add({ summary: "do grupo", group: "lateral" });
  await expect.element(page.getByText("do grupo")).toBeVisible();
  await expect.element(page.getByText("sem grupo")).not.toBeInTheDocument();
  toastStore.removeGroup("lateral");
  await expect.element(page.getByText("do grupo")).not.toBeInTheDocument();
});
