import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Declaration } from "../../domain/declaracoes.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline } from "../../../tests/browser/network.ts";

/**
 * The declarations' screens against a server the test plays: the office issues one for a user
 * (the body names the holder; the PDF's download starts; the list asks again), a refusal is
 * said in words, the office revokes with a required reason, and offline issuing is disabled
 * with the reason.
 */
type Call = { method: string; url: URL; body: unknown };

const CODE = "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345";
const ana = demoUser("Discente", "ana.b");
const admin = demoUser("Administrador", "admin");

function declaration(over: Partial<Declaration> = {}): Declaration {
  return {
    codigo: CODE,
    type: "historico",
    holder: { idcbpf: ana.idcbpf, name: ana.name },
    issuedAt: "2026-03-10T13:00:00.000Z",
    timeZone: "America/Sao_Paulo",
    url: `http://app.invalid/autenciacar-declaracao/${CODE}`,
    status: "valida",
    statement: { pt: "Declaramos…", en: "We declare…" },
    issuedBy: { idcbpf: "admin", name: "Secretaria" },
    ...over,
  };
}

/** Plays `/api/…`: `answer` decides declarations' calls; the user's record is `ana`. */
function server(answer: (call: Call) => { status: number; body?: unknown }): Call[] {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (url.pathname === `/api/usuarios/${ana.idcbpf}`) return json(200, { user: ana });
    if (url.pathname.startsWith("/api/declaracoes")) {
      const reply = answer(call);
      return json(reply.status, reply.body);
    }
    return json(404, { statusCode: 404, message: "Não encontrado." });
  });
  return calls;
}

const pageOf = (items: Declaration[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
const lists = (calls: Call[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname === "/api/declaracoes");

afterEach(() => {
  restoreOnline();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test("the office issues a transcript for a student: the holder is sent, the PDF's download starts, the list asks again", async () => {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute("href") ?? "");
  });
  let issued = false;
  const calls = server(({ method }) => {
    if (method === "POST") {
      issued = true;
      return { status: 201, body: declaration() };
    }
    return { status: 200, body: pageOf(issued ? [declaration()] : []) };
  });
  await renderApp(`/usuarios/${ana.idcbpf}`, admin);
  await expect.element(page.getByText("Nenhuma declaração emitida para esta pessoa.")).toBeVisible();
  expect(lists(calls)[0]?.url.searchParams.get("holder")).toBe(ana.idcbpf);
  await userEvent.selectOptions(page.getByLabelText("Tipo de declaração"), "historico");
  await userEvent.click(page.getByRole("button", { name: "Emitir: Histórico escolar" }));
  await expect.element(page.getByText("Histórico escolar emitido.")).toBeVisible();
  const post = calls.find((call) => call.method === "POST");
  expect(post?.body).toEqual({ type: "historico", holder: ana.idcbpf });
  expect(clicked).toEqual([`/api/declaracoes/${encodeURIComponent(CODE)}/pdf?lang=pt`]);
  // The list below asked again and shows it, with its links in both languages.
  await expect.element(page.getByRole("article", { name: "Histórico escolar" })).toBeVisible();
  expect(lists(calls).length).toBeGreaterThanOrEqual(2);
  await expect
    .element(page.getByRole("link", { name: "Baixar PDF em inglês: Histórico escolar" }).first())
    .toHaveAttribute("href", `/api/declaracoes/${encodeURIComponent(CODE)}/pdf?lang=en`);
});

test("a refusal is said in words under the button, in the UI language", async () => {
  server(({ method }) =>
    method === "POST"
      ? {
          status: 422,
          body: {
            statusCode: 422,
            rule: "not_eligible",
            message: "Only active or on-leave students get a transcript.",
          },
        }
      : { status: 200, body: pageOf([]) },
  );
  await renderApp(`/en/usuarios/${ana.idcbpf}`, admin);
  await userEvent.click(page.getByRole("button", { name: "Issue: Enrolment declaration" }));
  await expect
    .element(page.getByRole("alert").getByText("Only active or on-leave students get a transcript."))
    .toBeVisible();
});

test("the office revokes with a required reason; a revoked one says when and why", async () => {
  let revoked = false;
  const calls = server(({ method }) => {
    if (method === "POST") {
      revoked = true;
      return {
        status: 200,
        body: declaration({ status: "revogada", revokedAt: "2026-03-11T12:00:00.000Z", reason: "Erro" }),
      };
    }
    const one = revoked
      ? declaration({ status: "revogada", revokedAt: "2026-03-11T12:00:00.000Z", reason: "Emitida por engano" })
      : declaration();
    return { status: 200, body: pageOf([one]) };
  });
  await renderApp("/en/configuracoes?secao=declaracoes", admin);
  await userEvent.click(page.getByRole("button", { name: "Revoke: Academic transcript" }));
  const dialog = page.getByRole("dialog", { name: "Revoke declaration" });
  await expect.element(dialog).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: "Revoke", exact: true }));
  await expect.element(dialog.getByLabelText("Reason (required)")).toHaveAttribute("aria-invalid", "true");
  expect(calls.some((call) => call.method === "POST")).toBe(false);
  await userEvent.fill(dialog.getByLabelText("Reason (required)"), "  Emitida por engano ");
  await userEvent.click(dialog.getByRole("button", { name: "Revoke", exact: true }));
  await expect.element(page.getByText("Declaration revoked.")).toBeVisible();
  const post = calls.find((call) => call.method === "POST");
  expect(post?.url.pathname).toBe(`/api/declaracoes/${encodeURIComponent(CODE)}/revogacao`);
  expect(post?.body).toEqual({ reason: "Emitida por engano" });
  await expect
    .element(page.getByText(/Revoked: .*\(Brasilia Standard Time\)\. Reason: Emitida por engano/))
    .toBeVisible();
  await expect.element(page.getByRole("button", { name: "Revoke: Academic transcript" })).not.toBeInTheDocument();
});

test("the holder's search is checked before the URL changes and sent as a filter", async () => {
  const calls = server(() => ({ status: 200, body: pageOf([]) }));
  const { router } = await renderApp("/configuracoes?secao=declaracoes", admin);
  await expect.element(page.getByText("Nenhuma declaração encontrada.")).toBeVisible();
  await userEvent.fill(page.getByLabelText("Titular (idcbpf)"), "Ana.B");
  await userEvent.selectOptions(page.getByLabelText("Situação"), "revogada");
  await userEvent.click(page.getByRole("button", { name: "Buscar" }));
  await expect.poll(() => router.state.location.search).toBe("?secao=declaracoes&holder=ana.b&status=revogada");
  await expect.poll(() => lists(calls).at(-1)?.url.search).toBe("?holder=ana.b&status=revogada&page=1&pageSize=10");
});

test("offline, issuing is disabled with the reason", async () => {
  server(() => ({ status: 200, body: pageOf([declaration()]) }));
  await renderApp(`/usuarios/${ana.idcbpf}`, admin);
  await expect.element(page.getByRole("article", { name: "Histórico escolar" })).toBeVisible();
  setOnline(false);
  await expect.element(page.getByRole("button", { name: /^Emitir:/ })).toBeDisabled();
  await expect.element(page.getByText("Sem conexão: emitir uma declaração precisa da internet.")).toBeVisible();
  await expect.element(page.getByRole("button", { name: "Revogar: Histórico escolar" })).toBeDisabled();
  await expect.element(page.getByText("PDF indisponível sem conexão")).toBeVisible();
});

test("the press answers at once: the button is busy while the issuing's code and the answer come, then the code and its links show", async () => {
  let answer: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  server(({ method }) =>
    method === "POST" ? { status: 201, body: declaration() } : { status: 200, body: pageOf([]) },
  );
  // The POST's answer is held until the busy state has been seen.
  const played = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") await held;
    return played(input, init);
  });
  await renderApp(`/usuarios/${ana.idcbpf}`, admin);
  await userEvent.selectOptions(page.getByLabelText("Tipo de declaração"), "historico");
  const button = page.getByRole("button", { name: "Emitir: Histórico escolar" });
  await userEvent.click(button);
  await expect.element(button).toHaveAttribute("aria-busy", "true");
  await expect.element(button).toBeDisabled();
  answer?.();
  await expect.element(button).not.toHaveAttribute("aria-busy");
  await expect.element(page.getByText("Histórico escolar emitido.").first()).toBeVisible();
  await expect.element(page.getByText(CODE).first()).toBeVisible();
  await expect
    .element(page.getByRole("link", { name: "Baixar PDF em inglês: Histórico escolar" }).first())
    .toHaveAttribute("href", `/api/declaracoes/${encodeURIComponent(CODE)}/pdf?lang=en`);
});
