import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import type { OutboxItem } from "../../domain/outbox.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline } from "../../../tests/browser/network.ts";

/**
 * The demo outbox in /configuracoes (states, a message opened with its links followable, the
 * answer outside demo mode), with the API answered here. The page a first-access link opens is
 * tested beside it (features/primeiro-acesso).
 */
const admin = demoUser("Administrador", "zz.correio");
const FIRST = "https://academico.example/primeiro-acesso/q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E";
const ITEMS: OutboxItem[] = [
  {
    id: 2,
    to: "bia@example.org",
    subject: "Seu primeiro acesso",
    text: `Olá, Beatriz!\nDefina sua senha: ${FIRST}.\nAté logo.`,
    createdAt: "2026-11-20T13:00:00Z",
    attempts: 0,
    sentAt: null,
    nextAttemptAt: "2026-11-20T13:00:00Z",
    lastError: null,
  },
  {
    id: 1,
    to: "ana@example.org",
    subject: "Inscrição recebida",
    text: "Código: 7K3M",
    createdAt: "2026-11-20T12:00:00Z",
    attempts: 3,
    sentAt: null,
    nextAttemptAt: "2026-11-20T12:30:00Z",
    lastError: "550: Mailbox unavailable",
  },
];

type Sent = { method: string; path: string; body: unknown };

function server(outbox: () => Response, write: (sent: Sent) => Response = () => json(500, {})) {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const entry = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown };
      sent.push(entry);
      return write(entry);
    }
    if (url.pathname === "/api/configuracoes/outbox") return outbox();
    if (url.pathname === "/api/configuracoes") return json(200, { ...DEFAULT_SETTINGS, concepts: DEFAULT_CONCEPTS });
    if (url.pathname === "/api/_auth/session") return json(200, {});
    return json(404, { statusCode: 404, message: "Não encontrado." });
  });
  return { sent };
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("the outbox lists each message with its state and opens one with its links as links", async () => {
  server(() => json(200, { items: ITEMS, total: 2, page: 1, pageSize: 20 }));
  await renderApp("/configuracoes?secao=correio", admin);
  const nav = page.getByRole("navigation", { name: "Seções das configurações" });
  await expect.element(nav.getByRole("link", { name: "Correio" })).toHaveAttribute("aria-current", "page");
  const failing = page.getByRole("article").filter({ hasText: "Inscrição recebida" });
  await expect.element(failing.getByText("Falhando (3 tentativas)")).toBeVisible();
  const waiting = page.getByRole("article").filter({ hasText: "Seu primeiro acesso" });
  await expect.element(waiting.getByText("Aguardando envio")).toBeVisible();

  await waiting.getByRole("button", { name: /Abrir/ }).click();
  const dialog = page.getByRole("dialog", { name: "Seu primeiro acesso" });
  await expect.element(dialog.getByText("bia@example.org")).toBeVisible();
  await expect.element(dialog.getByRole("link", { name: FIRST })).toHaveAttribute("href", FIRST);
  expect(dialog.element().textContent).toContain("Olá, Beatriz!");
  await dialog.getByRole("button", { name: "Fechar" }).click();

  await failing.getByRole("button", { name: /Abrir/ }).click();
  const refused = page.getByRole("dialog", { name: "Inscrição recebida" });
  await expect.element(refused.getByText(/550: Mailbox unavailable/)).toBeVisible();
});

test("outside demo mode the section says the outbox cannot be read", async () => {
  server(() => json(404, { statusCode: 404, message: "The outbox can only be read in demo mode." }));
  await renderApp("/en/configuracoes?secao=correio", admin);
  await expect.element(page.getByRole("heading", { level: 2, name: "Outbox" })).toBeVisible();
  await expect.element(page.getByText("The outbox can only be read in demo mode.")).toBeVisible();
});
