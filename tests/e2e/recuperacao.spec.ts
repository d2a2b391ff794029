import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { laneBaseURL, test } from "./test.ts";
import { DEMO, expectPath, login } from "./helpers.ts";

/**
 * A forgotten password, through the real UI in each language, on a desktop and on a 360 px phone:
 * "Esqueci minha senha" on /login, one answer whether or not the login exists, the message read by
 * the office in the demo outbox (/configuracoes → Correio, as a demo has no mail server), its
 * link, the new password, logged in, the person's other session ended, the link dead after one use.
 * And the sign-in throttle's wait, said once beside the form. Each test speaks from an address of
 * its own (X-Forwarded-For, believed behind the e2e server's "proxy"), so its counts never depend
 * on another's.
 */
const RUNS = [
  {
    prefix: "",
    locale: "pt",
    forgot: "Esqueci minha senha",
    field: "Identificador (idcbpf) ou e-mail",
    send: "Enviar link",
    sent: "Verifique seu e-mail",
    subject: "Defina uma nova senha",
    title: "Nova senha",
    password: "Nova senha",
    confirm: "Confirme a nova senha",
    submit: "Definir senha e entrar",
    welcome: /Senha definida\. Bem-vindo\(a\)/,
    idcbpf: "Identificador (idcbpf)",
    secret: "Senha",
    login: "Entrar",
    wait: "Muitas tentativas sem sucesso. Aguarde 1 minuto e tente de novo.",
    dead: "Este link de nova senha não vale: está incompleto, expirou (vale 1 hora) ou já foi usado. Peça outro em “Esqueci minha senha”.",
  },
  {
    prefix: "/en",
    locale: "en",
    forgot: "Forgot my password",
    field: "Identifier (idcbpf) or e-mail",
    send: "Send link",
    sent: "Check your e-mail",
    subject: "Set a new password",
    title: "New password",
    password: "New password",
    confirm: "Confirm the new password",
    submit: "Set password and log in",
    welcome: /Password set\. Welcome/,
    idcbpf: "Identifier (idcbpf)",
    secret: "Password",
    login: "Log in",
    wait: "Too many failed attempts. Wait 1 minute and try again.",
    dead: "This new-password link is not valid: it is incomplete, has expired (it lasts 1 hour) or was already used. Ask for another with “Forgot my password”.",
  },
] as const;

const SCREENS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "360 px", viewport: { width: 360, height: 740 } },
] as const;

/** An address of the test's own (benchmarking range 198.18/15), random so reruns on one server never share counts. */
const address = () => `198.18.${randomBytes(1)[0] ?? 0}.${((randomBytes(1)[0] ?? 0) % 250) + 1}`;

/** No sideways scroll (what matters on the phone; on the desktop it holds trivially). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A new Discente made by the office, in `locale`, with a password of its own. */
async function newPerson(browser: Browser, locale: "pt" | "en"): Promise<{ idcbpf: string; email: string }> {
  const idcbpf = `zz.e2e.${locale}.${randomBytes(4).toString("hex")}`;
  const email = `${idcbpf}@example.org`;
  const office = await browser.newContext({ baseURL: laneBaseURL() });
  const res = await office.request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: "demo1234" },
  });
  expect(res.status()).toBe(200);
  const created = await office.request.post("/api/usuarios", {
    data: {
      idcbpf,
      email,
      locale,
      name: locale === "en" ? "Iris Recovery" : "Íris Recuperação",
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      password: "senha-antiga-1",
    },
  });
  expect(created.status()).toBe(201);
  await office.close();
  return { idcbpf, email };
}

/** The office opens the demo outbox and the newest message to `email`; returns the link it carries. */
async function linkFromOutbox(office: Page, prefix: string, email: string, subject: string): Promise<string> {
  await office.goto(`${prefix}/configuracoes?secao=correio`);
  const card = office.getByRole("article").filter({ hasText: email }).first();
  await expect(card.getByRole("heading", { name: subject })).toBeVisible();
  await card.getByRole("button").click();
  const dialog = office.getByRole("dialog");
  const link = dialog.getByRole("link", { name: /\/redefinir-senha\// });
  await expect(link).toBeVisible();
  return (await link.getAttribute("href")) ?? "";
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    for (const run of RUNS) {
      test(`forgot password → one answer → outbox → link → new password → logged in (${run.locale}, ${screen.name})`, async ({
        page,
        browser,
      }) => {
        const person = await newPerson(browser, run.locale);
        // The person is also logged in elsewhere (another device): setting a new password ends that session.
        const otherDevice = await browser.newContext({ baseURL: laneBaseURL() });
        const before = await otherDevice.request.post("/api/_auth/session", {
          data: { idcbpf: person.idcbpf, password: "senha-antiga-1" },
        });
        expect(before.status()).toBe(200);

        await page.setExtraHTTPHeaders({ "x-forwarded-for": address() });
        await page.goto(`${run.prefix}/login`);
        await expectNoSidewaysScroll(page);
        // A login nobody has gets the very answer a real one gets (a new one each time: requests
        // are limited per login as typed, whatever the address).
        await page.getByRole("link", { name: run.forgot }).click();
        await expectPath(page, `${run.prefix}/login`);
        await page.getByLabel(run.field).fill(`ninguem.${randomBytes(4).toString("hex")}`);
        await page.getByRole("button", { name: run.send }).click();
        const answer = page.getByRole("status").filter({ hasText: run.sent });
        await expect(answer).toBeVisible();
        await expect(answer).toBeFocused();
        const unknownAnswer = await answer.innerText();
        await expectNoSidewaysScroll(page);

        await page.goto(`${run.prefix}/login`);
        await page.getByRole("link", { name: run.forgot }).click();
        await page.getByLabel(run.field).fill(person.email.toUpperCase());
        await page.getByRole("button", { name: run.send }).click();
        await expect(answer).toBeVisible();
        expect(await answer.innerText()).toBe(unknownAnswer);

        const officeContext = await browser.newContext({ baseURL: laneBaseURL() });
        const office = await officeContext.newPage();
        await login(office, DEMO.Administrador);
        const href = await linkFromOutbox(office, run.prefix, person.email, run.subject);
        await officeContext.close();
        const link = new URL(href);
        expect(link.pathname).toMatch(new RegExp(`^${run.prefix}/redefinir-senha/[A-Za-z0-9_-]{43}$`));

        await page.goto(link.pathname);
        await expect(page.getByRole("heading", { level: 1, name: run.title })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.getByLabel(run.password, { exact: true }).fill("uma-senha-nova-1");
        await page.getByLabel(run.confirm).fill("uma-senha-nova-1");
        await page.getByRole("button", { name: run.submit }).click();
        await expect(page.getByText(run.welcome)).toBeVisible();
        await expectPath(page, run.prefix || "/");
        const me = await page.request.get("/api/_auth/session");
        expect(((await me.json()) as { user?: { idcbpf: string } }).user?.idcbpf).toBe(person.idcbpf);
        const there = await otherDevice.request.get("/api/_auth/session");
        expect(((await there.json()) as { user?: unknown }).user).toBeUndefined();
        await otherDevice.close();

        // The link worked once: opened again, it says so, with the way to ask for another.
        await page.goto(link.pathname);
        await page.getByLabel(run.password, { exact: true }).fill("outra-senha-nova");
        await page.getByLabel(run.confirm).fill("outra-senha-nova");
        await page.getByRole("button", { name: run.submit }).click();
        await expect(page.getByText(run.dead)).toBeVisible();
        await expect(page.getByText(run.dead)).toHaveCount(1);
        await expectNoSidewaysScroll(page);
      });

      test(`the sign-in wait is said once, beside the form; the owner elsewhere gets in (${run.locale}, ${screen.name})`, async ({
        page,
        browser,
      }) => {
        const person = await newPerson(browser, run.locale);
        await page.setExtraHTTPHeaders({ "x-forwarded-for": address() });
        await page.goto(`${run.prefix}/login`);
        await page.getByLabel(run.idcbpf).fill(person.idcbpf);
        await page.getByLabel(run.secret, { exact: true }).fill("nao-e-esta");
        const button = page.getByRole("button", { name: run.login, exact: true });
        const answered = () =>
          page.waitForResponse((res) => res.url().endsWith("/api/_auth/session") && res.request().method() === "POST");
        for (let i = 0; i < 6; i++) {
          await Promise.all([answered(), button.click()]);
          await expect(button).toBeEnabled();
        }
        await expect(page.getByRole("alert")).toHaveText(run.wait);
        // Once: not repeated as a toast, not stacked after a further try.
        await Promise.all([answered(), button.click()]);
        await expect(button).toBeEnabled();
        await expect(page.getByRole("alert")).toHaveText(run.wait);
        await expect(page.getByText(run.wait)).toHaveCount(1);
        await expect(page.getByLabel(run.idcbpf)).toHaveValue(person.idcbpf);
        await expectNoSidewaysScroll(page);

        // The right password from another address is not refused because of these failures.
        const elsewhere = await browser.newContext({
          baseURL: laneBaseURL(),
          extraHTTPHeaders: { "x-forwarded-for": address() },
        });
        const res = await elsewhere.request.post("/api/_auth/session", {
          data: { idcbpf: person.idcbpf, password: "senha-antiga-1" },
        });
        expect(res.status()).toBe(200);
        await elsewhere.close();
      });
    }
  });
}
