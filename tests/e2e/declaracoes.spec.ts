import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login } from "./helpers.ts";

/**
 * Declarations, end to end in both languages: the demo Discente issues one (through the API, from
 * the page's own session), opens its verification URL and sees it authentic; the office revokes
 * it; the page says revoked, when and why; a code nobody issued is not found; the old spelling of
 * the address redirects to the seed's. Every verification counts against this spec's own address
 * (10 a minute; see playwright.config.ts): this spec makes three per language.
 */
// This spec's own client address for the look-up limit (see playwright.config.ts).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.21" } });

const WORDS = {
  pt: {
    prefix: "",
    valid: "Declaração autêntica",
    revoked: "Declaração revogada",
    notFound: "Declaração não encontrada",
    field: "Código da declaração",
    submit: "Verificar",
    reason: "Reemitida com dados corrigidos (teste pt)",
  },
  en: {
    prefix: "/en",
    valid: "Authentic declaration",
    revoked: "Declaration revoked",
    notFound: "Declaration not found",
    field: "Declaration code",
    submit: "Check",
    reason: "Reissued with corrected data (test en)",
  },
} as const;

async function revokeAsOffice(request: APIRequestContext, codigo: string, reason: string) {
  const session = await request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const res = await request.post(`/api/declaracoes/${codigo}/revogacao`, { data: { reason } });
  expect(res.status()).toBe(200);
}

for (const locale of ["pt", "en"] as const) {
  const words = WORDS[locale];

  test(`a declaration is issued, verified, revoked and shown revoked (${locale})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await login(page, DEMO.Discente);
    const issued = await page.request.post("/api/declaracoes", { data: { type: "vinculo" } });
    expect(issued.status()).toBe(201);
    const doc = (await issued.json()) as { codigo: string; url: string; holder: { name: string } };
    expect(new URL(doc.url).pathname).toBe(`/autenciacar-declaracao/${doc.codigo}`);

    // Someone holding the paper types the code on the form.
    await page.goto(`${words.prefix}/autenciacar-declaracao`);
    await page.getByLabel(words.field).fill(doc.codigo.toLowerCase());
    await page.getByRole("button", { name: words.submit }).click();
    await expectPath(page, `${words.prefix}/autenciacar-declaracao/${doc.codigo}`);
    await expect(page.getByRole("heading", { name: words.valid })).toBeVisible();
    await expect(page.getByText(doc.holder.name, { exact: true })).toBeVisible();

    const office = await playwright.request.newContext({ baseURL });
    await revokeAsOffice(office, doc.codigo, words.reason);
    await office.dispose();

    await page.reload();
    await expect(page.getByRole("heading", { name: words.revoked })).toBeVisible();
    await expect(page.getByText(words.reason)).toBeVisible();
  });

  test(`a code nobody issued is not found; the old spelling redirects (${locale})`, async ({ page }) => {
    await page.goto(`${words.prefix}/autenticar-declaracao`);
    await expectPath(page, `${words.prefix}/autenciacar-declaracao`);
    await page.goto(`${words.prefix}/autenciacar-declaracao/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ`);
    await expect(page.getByRole("heading", { name: words.notFound })).toBeVisible();
  });
}
