import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Call } from "../../domain/inscricoes.ts";
import { documentProblem, formatSize } from "./document-check.ts";
import { renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch } from "../../../tests/browser/network.ts";

/**
 * The applicant's screens without a server: what the browser decides on its own (the shared
 * schema's inline errors before sending, the checks of a file before uploading it) and how it
 * shows the server's answers (202 "a message was sent"). The real calls run in the end-to-end test.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Picks a file in a file input as the browser does (built in the page: no 10 MB sent through the test driver). */
function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const CALL: Call = {
  id: 7,
  programme: "academico",
  degree: "doutorado",
  title: { pt: "Doutorado 2027", en: "Doctorate 2027" },
  opensOn: "2026-01-01",
  closesOn: "2099-12-31",
  documents: [{ key: "cv", label: { pt: "Currículo", en: "Curriculum vitae" } }],
  open: true,
};

test("documentProblem: a PDF by type or name, not empty, at most 10 MB", () => {
  const MB = 1024 * 1024;
  expect(documentProblem({ name: "a.pdf", type: "application/pdf", size: 10 * MB })).toBeNull();
  expect(documentProblem({ name: "a.PDF", type: "", size: 100 })).toBeNull();
  expect(documentProblem({ name: "a.pdf", type: "application/pdf", size: 10 * MB + 1 })).toBe("too_large");
  expect(documentProblem({ name: "a.docx", type: "application/msword", size: 100 })).toBe("not_pdf");
  expect(documentProblem({ name: "a.txt", type: "", size: 100 })).toBe("not_pdf");
  expect(documentProblem({ name: "a.pdf", type: "application/pdf", size: 0 })).toBe("empty");
  expect(formatSize(2.45 * MB, "pt-BR")).toBe("2,5 MB");
  expect(formatSize(2.45 * MB, "en-US")).toBe("2.5 MB");
  expect(formatSize(900, "en-US")).toBe("900 B");
});

test("the form refuses bad fields inline, in Portuguese, before sending anything", async () => {
  const { calls } = interceptFetch("/api/", (url) =>
    url.pathname === "/api/chamadas"
      ? { status: 200, body: { items: [CALL], total: 1, page: 1, pageSize: 100 } }
      : { status: 500 },
  );
  await renderApp("/inscricao", null);
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await expect.element(page.getByRole("heading", { name: "Candidatura: Doutorado 2027" })).toHaveFocus();
  await userEvent.fill(page.getByLabelText("E-mail"), "nope");
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect.element(page.getByLabelText("Nome completo")).toHaveAttribute("aria-invalid", "true");
  await expect.element(page.getByLabelText("Nome completo")).toHaveFocus();
  await expect.element(page.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
  expect(calls.filter((url) => url.pathname === "/api/inscricoes")).toHaveLength(0);
});

test("an e-mail that already applied gets only 'a message was sent' (202), in English", async () => {
  interceptFetch("/api/", (url) => {
    if (url.pathname === "/api/chamadas")
      return { status: 200, body: { items: [CALL], total: 1, page: 1, pageSize: 100 } };
    if (url.pathname === "/api/inscricoes") return { status: 202, body: { sent: true } };
    return { status: 500 };
  });
  await renderApp("/en/inscricao", null);
  await page.getByRole("button", { name: "Apply" }).click();
  await userEvent.fill(page.getByLabelText("Full name"), "Ana Teste");
  await userEvent.fill(page.getByLabelText("Email"), "ana@example.org");
  await userEvent.fill(page.getByLabelText("Identity document (CPF or passport)"), "X123");
  await userEvent.fill(page.getByLabelText("Date of birth"), "1999-02-03");
  await userEvent.fill(page.getByLabelText("Research area"), "Optics");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect.element(page.getByText("We sent a message to ana@example.org. Check your inbox.")).toBeVisible();
  await expect.element(page.getByText(/^[0-9A-Z]{4}-/)).not.toBeInTheDocument();
});

test("a file over 10 MB or not a PDF is refused beside its document, before any upload", async () => {
  const codigo = "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345";
  const application = {
    codigo,
    call: { ...CALL, open: undefined },
    status: "rascunho",
    name: "Ana Teste",
    email: "ana@example.org",
    documentId: "X1",
    birthDate: "1999-02-03",
    researchArea: "Óptica",
    desiredAdvisor: null,
    documents: [],
    history: [{ status: "rascunho", at: "2026-11-25T12:00:00.000Z" }],
    open: true,
    editable: true,
    user: null,
  };
  interceptFetch("/api/", (url) =>
    url.pathname.startsWith("/api/inscricoes/") ? { status: 200, body: application } : { status: 500 },
  );
  const xhrSend = vi.spyOn(XMLHttpRequest.prototype, "send");
  await renderApp(`/inscricao/${codigo}`, null);
  const input = page.getByLabelText("Enviar Currículo (PDF, até 10 MB)");
  await expect.element(input).toBeInTheDocument();
  const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "enorme.pdf", { type: "application/pdf" });
  choose(input.element() as HTMLInputElement, big);
  await expect.element(page.getByRole("alert")).toHaveTextContent("enorme.pdf tem 10 MB: o limite é 10 MB.");
  choose(input.element() as HTMLInputElement, new File(["x"], "carta.docx", { type: "application/msword" }));
  await expect.element(page.getByRole("alert")).toHaveTextContent("carta.docx não é um PDF. Escolha um arquivo PDF.");
  expect(xhrSend).not.toHaveBeenCalled();
  await expect.element(page.getByRole("button", { name: "Submeter" })).toBeDisabled();
  await expect.element(page.getByText("Faltam documentos: Currículo.")).toBeVisible();
  xhrSend.mockRestore();
});

test("the chosen call is in the address: a reload opens its form, Back and Forward move between list and form", async () => {
  interceptFetch("/api/", (url) =>
    url.pathname === "/api/chamadas"
      ? { status: 200, body: { items: [CALL], total: 1, page: 1, pageSize: 100 } }
      : { status: 500 },
  );
  const { router } = await renderApp("/en/inscricao?chamada=7", null);
  await expect.element(page.getByRole("heading", { name: "Application: Doctorate 2027" })).toBeVisible();
  await page.getByRole("button", { name: "Other calls" }).click();
  await expect.element(page.getByRole("button", { name: "Apply" })).toBeVisible();
  expect(router.state.location.search).toBe("");
  await router.navigate(-1);
  await expect.element(page.getByRole("heading", { name: "Application: Doctorate 2027" })).toBeVisible();
  await router.navigate(1);
  await page.getByRole("button", { name: "Apply" }).click();
  expect(router.state.location.search).toBe("?chamada=7");
  // A call no longer open (an old link) shows the list.
  await router.navigate("/en/inscricao?chamada=99");
  await expect.element(page.getByRole("button", { name: "Apply" })).toBeVisible();
});
