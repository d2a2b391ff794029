import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Notification } from "../../domain/notificacoes.ts";
import { readCachedAnswer } from "../../lib/offline-store.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline } from "../../../tests/browser/network.ts";
import { NOTIFICATIONS_KEY } from "./notificacoes-api.ts";

/**
 * The header's bell against a server played by the test: the unread count (badge and name), the
 * panel opened and closed from the keyboard with the focus moving in and back, a press that marks
 * one read and follows its link, "mark all", the device's copy offline with the offline mark and
 * marking unavailable, and the panel within a 360 px screen. The bell arrives once the page is
 * quiet (src/app/notification-slot.tsx), hence the longer waits for it.
 */
type Call = { method: string; url: URL };
const SLOW = { timeout: 15_000 };

const ana = demoUser("Discente", "ana.n");

function notice(id: number, title: string, readAt: string | null = null): Notification {
  return {
    id,
    kind: "matricula_decidida",
    title: { pt: `${title} (pt)`, en: `${title} (en)` },
    body: { pt: `Texto ${id}`, en: `Text ${id}` },
    link: "/matricula",
    createdAt: new Date(Date.UTC(2026, 7, 3, 12, id)).toISOString(),
    readAt,
  };
}

/** Plays `/api/notificacoes…` over `items` (kept in order, newest first); every other API call is 404. */
function server(items: Notification[]) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const method = init?.method ?? "GET";
    calls.push({ method, url });
    const now = new Date().toISOString();
    if (url.pathname === "/api/notificacoes") {
      const unread = items.filter((item) => item.readAt === null).length;
      return Promise.resolve(json(200, { items, total: items.length, page: 1, pageSize: 20, unread }));
    }
    if (url.pathname === "/api/notificacoes/lidas" && method === "POST") {
      for (const item of items) item.readAt ??= now;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    const one = /^\/api\/notificacoes\/(\d+)\/lida$/.exec(url.pathname);
    if (one && method === "POST") {
      const item = items.find((candidate) => candidate.id === Number(one[1]));
      if (item) item.readAt ??= now;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(json(404, { statusCode: 404, message: "Não encontrado." }));
  });
  return calls;
}

afterEach(async () => {
  restoreOnline();
  vi.unstubAllGlobals();
  await page.viewport(1280, 800);
});

test("shows the unread count as a badge and says it, in both languages", async () => {
  server([notice(3, "Terceira"), notice(2, "Segunda"), notice(1, "Primeira", "2026-08-03T12:00:00Z")]);
  const first = await renderApp("/disciplinas", ana);
  const bell = page.getByRole("button", { name: "2 notificações não lidas" });
  await expect.element(bell, SLOW).toBeVisible();
  await expect.element(bell).toHaveAttribute("aria-expanded", "false");
  await expect.element(page.getByTestId("notification-badge")).toHaveTextContent("2");
  await expect.element(page.getByRole("status").filter({ hasText: "2 notificações não lidas" })).toBeInTheDocument();
  await first.screen.unmount();

  server([notice(1, "Única")]);
  await renderApp("/en/disciplinas", ana);
  await expect.element(page.getByRole("button", { name: "1 unread notification" }), SLOW).toBeVisible();
});

test("opens from the keyboard with the focus in the panel, lists newest first, and Escape gives the focus back", async () => {
  server([notice(3, "Terceira"), notice(2, "Segunda", "2026-08-03T12:00:00Z"), notice(1, "Primeira")]);
  await renderApp("/disciplinas", ana);
  const bell = page.getByRole("button", { name: "2 notificações não lidas" });
  await expect.element(bell, SLOW).toBeVisible();
  (bell.element() as HTMLButtonElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(bell).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByTestId("notifications-panel");
  await expect.element(panel).toBeVisible();
  expect(bell.element().getAttribute("aria-controls")).toBe(panel.element().id);
  await expect.element(page.getByRole("heading", { name: "Notificações" })).toHaveFocus();
  const items = panel.getByRole("listitem");
  await expect
    .poll(() => items.elements().map((item) => item.querySelector(".font-semibold, .font-medium")?.textContent))
    .toEqual(["Terceira (pt)", "Segunda (pt)", "Primeira (pt)"]);
  // Unread ones say so to a screen reader; the read one does not.
  await expect.element(panel.getByRole("link", { name: /^Não lida: Terceira \(pt\) Texto 3/ })).toBeVisible();
  await expect.element(panel.getByRole("link", { name: /^Segunda \(pt\)/ })).toBeVisible();
  await expect.element(panel.getByText("03/08/26 09:03")).toBeVisible();

  await userEvent.keyboard("{Tab}");
  await expect.element(panel.getByRole("button", { name: "Marcar todas como lidas" })).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  await expect.element(panel).not.toBeInTheDocument();
  await expect.element(bell).toHaveFocus();
  await expect.element(bell).toHaveAttribute("aria-expanded", "false");
  // A press outside closes it too.
  await bell.click();
  await expect.element(page.getByTestId("notifications-panel")).toBeVisible();
  await page.getByRole("main").click();
  await expect.element(page.getByTestId("notifications-panel")).not.toBeInTheDocument();
});

test("a press on a notice marks it read and follows its link; 'mark all' marks the rest", async () => {
  const calls = server([notice(3, "Terceira"), notice(2, "Segunda"), notice(1, "Primeira")]);
  const { router } = await renderApp("/disciplinas", ana);
  await page.getByRole("button", { name: "3 notificações não lidas" }).click(SLOW);
  await page.getByRole("link", { name: /Segunda \(pt\)/ }).click();
  await expect.poll(() => router.state.location.pathname, SLOW).toBe("/matricula");
  await expect.element(page.getByTestId("notifications-panel")).not.toBeInTheDocument();
  await expect.element(page.getByRole("button", { name: "2 notificações não lidas" })).toBeVisible();
  expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual([
    "/api/notificacoes/2/lida",
  ]);

  await page.getByRole("button", { name: "2 notificações não lidas" }).click();
  await page.getByRole("button", { name: "Marcar todas como lidas" }).click();
  await expect.element(page.getByText("Todas as notificações marcadas como lidas.")).toBeVisible();
  await expect.element(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
  await expect.element(page.getByTestId("notification-badge")).not.toBeInTheDocument();
  await expect.element(page.getByRole("button", { name: "Marcar todas como lidas" })).toBeDisabled();
});

test("offline: the device's last copy with the offline mark; marking says it needs the connection", async () => {
  server([notice(2, "Segunda"), notice(1, "Primeira")]);
  const first = await renderApp("/en/disciplinas", ana);
  await expect.element(page.getByRole("button", { name: "2 unread notifications" }), SLOW).toBeVisible();
  await expect.poll(() => readCachedAnswer("ana.n", NOTIFICATIONS_KEY)).toMatchObject({ data: { unread: 2 } });
  await first.screen.unmount();

  setOnline(false);
  const calls = server([]);
  await renderApp("/en/disciplinas", ana);
  await page.getByRole("button", { name: "2 unread notifications" }).click(SLOW);
  const panel = page.getByTestId("notifications-panel");
  await expect.element(panel.getByText(/^Offline — updated \d\d\/\d\d\/\d\d \d\d:\d\d (AM|PM)$/)).toBeVisible();
  await expect.element(panel.getByRole("link", { name: /Segunda \(en\)/ })).toBeVisible();
  const markAll = panel.getByRole("button", { name: "Mark all as read" });
  await expect.element(markAll).toBeDisabled();
  await expect.element(markAll).toHaveAccessibleDescription(/Marking as read needs a connection/);
  expect(calls.filter((call) => call.url.pathname.startsWith("/api/notificacoes"))).toEqual([]);
});

test("on a 360 px phone the panel fits the screen's width", async () => {
  await page.viewport(360, 740);
  server(
    Array.from({ length: 8 }, (_, index) => notice(index + 1, `Aviso com um título comprido número ${index + 1}`)),
  );
  await renderApp("/disciplinas", ana);
  await page.getByRole("button", { name: "8 notificações não lidas" }).click(SLOW);
  const panel = page.getByTestId("notifications-panel");
  await expect.element(panel).toBeVisible();
  const box = panel.element().getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(360);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
});
