import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Committee } from "../../domain/bancas.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";
import { compositionOf } from "./committee-card.tsx";
import { rescheduleErrors } from "./reschedule-form.tsx";

/**
 * The office's committee queue (/configuracoes?secao=bancas) against a server played by the
 * test: the queue first, the composition as the server counts it, the server's refusal of an
 * approval said in place, a reschedule checked before sending, a cancel behind its confirmation.
 */
type Sent = { method: string; path: string; body: unknown };
const admin = demoUser("Administrador", "zz.office");

const member = (id: number, role: "presidente" | "titular" | "suplente", external: boolean, name: string) => ({
  id,
  role,
  external,
  idcbpf: external ? null : `p${id}`,
  name,
  email: null,
  institution: external ? "UFRJ" : "CBPF",
  highestDegree: "doutorado" as const,
  document: null,
  locale: "pt" as const,
  participated: null,
  declaracao: null,
});
const proposed: Committee = {
  id: 7,
  student: { idcbpf: "aluna.ana", name: "Ana Lima", programme: "academico", degree: "mestrado" },
  kind: "defesa",
  degree: "mestrado",
  title: "Um estudo de caso",
  language: "pt",
  date: "2099-05-10",
  time: "14:00",
  place: "Auditório",
  remoteLink: null,
  status: "proposta",
  members: [
    member(1, "presidente", false, "Lia Prado"),
    member(2, "titular", false, "Rui Dias"),
    member(3, "suplente", true, "Eva Reis"),
  ],
  verdict: null,
  correctionsDeadline: null,
  notes: null,
  ataCodigo: null,
  finalVersion: null,
  proposedBy: { idcbpf: "p1", name: "Lia Prado" },
  approvedAt: null,
  cancelReason: null,
};

function server(write: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/bancas")) return real(input, init);
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const entry = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown };
      sent.push(entry);
      return Promise.resolve(write(entry));
    }
    const items = url.searchParams.get("status") === "proposta" ? [proposed] : [];
    return Promise.resolve(json(200, { items, total: items.length, page: 1, pageSize: 100 }));
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

test("the composition counts the chair and full members, never alternates", () => {
  expect(compositionOf(proposed)).toMatchObject({
    members: 2,
    externals: 0,
    enough: false,
    needs: { members: 3, externals: 1 },
  });
});

test("a reschedule is checked before sending: a day not past, a place or a link, an https link", () => {
  const today = "2026-05-10";
  const ok = rescheduleErrors({ date: today, time: "09:30", place: "Sala 2", remoteLink: "" }, today, "pt");
  expect(ok).toEqual({ patch: { date: today, time: "09:30", place: "Sala 2", remoteLink: null }, errors: {} });
  const past = rescheduleErrors({ date: "2026-05-09", time: "09:30", place: "", remoteLink: "" }, today, "en");
  expect(past.patch).toBeNull();
  expect(past.errors.date).toBe("The date 05/09/26 has passed.");
  expect(past.errors.place).toBeDefined();
  const http = rescheduleErrors({ date: today, time: "09:30", place: "", remoteLink: "http://x.org" }, today, "pt");
  expect(Object.keys(http.errors)).toContain("remoteLink");
});

test("the queue shows the committee; an approval the server refuses is said in place and in a toast", async () => {
  const sent = server(() =>
    json(422, {
      statusCode: 422,
      rule: "committee_too_small",
      message: "Banca pequena demais: são necessários 3 membros entre presidente e titulares; há 2.",
    }),
  );
  await renderApp("/configuracoes?secao=bancas", admin);
  const card = page.getByRole("article", { name: "Defesa de mestrado de Ana Lima" });
  await expect.element(card.getByText("“Um estudo de caso”")).toBeVisible();
  await expect.element(card.getByText(/Composição: 2 de 3 membros/)).toBeVisible();
  await expect.element(card.getByText(/Eva Reis — Membro suplente, UFRJ/)).toBeVisible();
  await card.getByRole("button", { name: "Aprovar e agendar" }).click();
  const form = card.getByRole("form", { name: "Aprovar a banca de Ana Lima" });
  await expect
    .element(form.getByRole("alert"))
    .toHaveTextContent("Banca pequena demais: são necessários 3 membros entre presidente e titulares; há 2.");
  await expect.element(page.getByText("Banca não aprovada")).toBeVisible();
  expect(sent).toEqual([{ method: "POST", path: "/api/bancas/7/aprovacao", body: {} }]);
});

test("cancelling needs a reason and a confirmation, then is sent (in English under /en)", async () => {
  const sent = server(() => json(200, { ...proposed, status: "cancelada", cancelReason: "Student withdrew" }));
  await renderApp("/en/configuracoes?secao=bancas", admin);
  const card = page.getByRole("article", { name: "Master's defence of Ana Lima" });
  await card.getByText("Cancel the committee").first().click();
  const form = card.getByRole("form", { name: "Cancel Ana Lima's committee" });
  await form.getByRole("button", { name: "Cancel the committee" }).click();
  await expect.element(form.getByLabelText("Reason for cancelling")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);
  await userEvent.fill(form.getByLabelText("Reason for cancelling"), "Student withdrew");
  await form.getByRole("button", { name: "Cancel the committee" }).click();
  await page
    .getByRole("dialog", { name: "Cancel Ana Lima's committee?" })
    .getByRole("button", { name: "Cancel the committee" })
    .click();
  await expect.element(page.getByText("Ana Lima's committee cancelled.")).toBeVisible();
  expect(sent).toEqual([{ method: "POST", path: "/api/bancas/7/cancelamento", body: { reason: "Student withdrew" } }]);
});
