import { afterEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { activateLocale } from "../../src/app/i18n.ts";
import { apiFetch, ApiRequestError } from "../../src/lib/api.ts";
import { logUrl } from "../../src/lib/log-url.ts";
import { errorText } from "../../src/ui/error-text.ts";

/** Answers that are not our JSON (a refusal before routing, a proxy's page) are said in the UI's words. */
function answerWith(status: number, statusText: string, body = "<html><body>nginx</body></html>") {
  vi.stubGlobal("fetch", () =>
    Promise.resolve(new Response(body, { status, statusText, headers: { "Content-Type": "text/html" } })),
  );
}

async function failure(): Promise<ApiRequestError> {
  const error = await apiFetch("/api/usuarios?q=x", z.object({})).catch((e: unknown) => e);
  if (!(error instanceof ApiRequestError)) throw new Error("expected an ApiRequestError");
  return error;
}

afterEach(() => vi.unstubAllGlobals());

test("a non-JSON 431 shows the translated message, never the browser's English status text", async () => {
  await activateLocale("pt");
  answerWith(431, "Request Header Fields Too Large");
  const pt = await failure();
  expect(pt.statusCode).toBe(431);
  expect(errorText(pt)).toBe(
    "O pedido é grande demais (endereço ou cabeçalhos). Encurte o texto da busca e tente de novo.",
  );
  expect(errorText(pt)).not.toContain("Request Header");

  await activateLocale("en");
  answerWith(431, "Request Header Fields Too Large");
  expect(errorText(await failure())).toBe(
    "The request is too large (address or headers). Shorten the search text and try again.",
  );
});

test("other statuses too: a proxy's 502, a 414, an unexpected code", async () => {
  await activateLocale("pt");
  answerWith(502, "Bad Gateway");
  expect(errorText(await failure())).toBe("O servidor não está respondendo. Tente novamente em instantes.");
  answerWith(414, "URI Too Long");
  expect(errorText(await failure())).toBe("O endereço é longo demais. Encurte o texto da busca e tente de novo.");
  answerWith(418, "I'm a teapot");
  expect(errorText(await failure())).toBe("O pedido falhou (código 418).");
});

test("our JSON error keeps the server's own message", async () => {
  await activateLocale("pt");
  answerWith(400, "Bad Request", JSON.stringify({ statusCode: 400, message: "Alguns campos são inválidos." }));
  expect(errorText(await failure())).toBe("Alguns campos são inválidos.");
});

test("the access log cuts a long path to what the server keeps, never inside an escape", () => {
  const search = encodeURIComponent("á".repeat(3000)); // "%C3%A1" × 3000
  const path = `/usuarios?q=${search}`;
  const sent = new URL(logUrl(path, "abcdefgh", 1), location.origin).searchParams.get("path") ?? "";
  expect(sent.length).toBeLessThanOrEqual(2048);
  expect(sent.length).toBeGreaterThan(2040);
  expect(path.startsWith(sent)).toBe(true);
  expect(sent).toMatch(/%C3%A1$/);
  expect(new URL(logUrl("/historico", "abcdefgh", 1), location.origin).searchParams.get("path")).toBe("/historico");
});
