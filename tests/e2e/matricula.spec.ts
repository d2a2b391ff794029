import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { Slot } from "../../src/domain/academic.ts";
import { slotsOverlap } from "../../src/domain/enrolment.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, DEMO_PASSWORD, login } from "./helpers.ts";

/**
 * Enrolment and approval through the real UI, in both languages (PRODUCT §2, §7): the demo
 * Discente enrols in an offering with seats that clashes with nothing in its week, sees it
 * pending, drops it, and opens the page offline, marked. A student of the test's own, holding one
 * of two clashing offerings, sees the clash on the other before asking (card and week) with the
 * button disabled, and the server refuses it naming the subject (the demo Discente's clashing
 * candidates are refused earlier, for prerequisites or passed subjects). The demo Docente accepts a pending enrolment of an advisee the
 * test creates (student, guidance and enrolment through the office's API). The demo data is
 * enriched in parallel: candidates are found on the page or through the API at run time.
 */
test.use({ serviceWorkers: "allow" });

const TEXT = {
  pt: {
    enrol: "Pedir matrícula",
    pending: "pendente — aguardando o orientador",
    pendingBadge: "Pendente (aguardando o orientador)",
    clashesWith: "Conflita com",
    drop: "Trancar",
    dropped: "trancada",
    offline: /Offline — atualizado em/,
    accept: "Deferir",
    accepted: "Matrícula deferida",
  },
  en: {
    enrol: "Enrol",
    pending: "pending — awaiting the advisor",
    pendingBadge: "Pending (awaiting the advisor)",
    clashesWith: "Clashes with",
    drop: "Drop",
    dropped: "dropped",
    offline: /Offline — updated/,
    accept: "Accept",
    accepted: "Enrolment accepted",
  },
} as const;

const offerings = (page: Page) => page.getByTestId("offering");
const cardOf = (page: Page, code: string) => page.getByRole("article", { name: new RegExp(`^${code} `) });

async function codeOf(card: Locator): Promise<string> {
  const heading = (await card.getByRole("heading").textContent()) ?? "";
  return heading.trim().split(" ")[0] ?? "";
}

/** Asks for each candidate in turn until the server accepts one (other rules may refuse some); its code. */
async function enrolInFirstAccepted(page: Page, locale: Locale, candidates: Locator): Promise<string> {
  const text = TEXT[locale];
  const count = await candidates.count();
  for (let i = 0; i < count; i++) {
    const code = await codeOf(candidates.nth(i));
    const card = cardOf(page, code);
    await card.getByRole("button", { name: text.enrol, exact: true }).click();
    const toast = page.getByText(`${code}: ${text.pending}`);
    await expect(toast.or(card.getByRole("alert"))).toBeVisible();
    if (await toast.isVisible()) return code;
  }
  throw new Error("no offering with seats accepted the demo Discente");
}

for (const locale of ["pt", "en"] as const) {
  test(`the Discente enrols, sees it pending, drops it; the page opens offline (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    await login(page, DEMO.Discente);
    await page.goto(localizePath("/matricula", locale));
    await expect(offerings(page).first()).toBeVisible();
    await expect(page.getByTestId("my-requests")).toBeVisible();

    // An offering with seats that clashes with nothing in the student's week.
    const free = offerings(page)
      .filter({ has: page.getByRole("button", { name: text.enrol, exact: true, disabled: false }) })
      .filter({ hasNotText: text.clashesWith });
    const code = await enrolInFirstAccepted(page, locale, free);
    const card = cardOf(page, code);
    await expect(card.getByText(text.pendingBadge)).toBeVisible();
    const requests = page.getByTestId("my-requests").getByRole("listitem").filter({ hasText: code });
    await expect(requests.getByText(text.pendingBadge)).toBeVisible();
    await expect(page.getByTestId("week-plan").getByText(code, { exact: true }).first()).toBeVisible();

    await card.getByRole("button", { name: text.drop, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.drop, exact: true }).click();
    await expect(page.getByText(`${code} ${text.dropped}`)).toBeVisible();
    await expect(card.getByRole("button", { name: text.enrol, exact: true })).toBeVisible();

    // Seen once, the page opens offline with the mark.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText(text.offline).first()).toBeVisible();
    await expect(cardOf(page, code)).toBeVisible();
    await expect(cardOf(page, code).getByRole("button", { name: text.enrol, exact: true })).toBeDisabled();
    await page.context().setOffline(false);
  });
}

type Offering = { id: number; subject: { code: string }; capacity: number; taken: number; slots: Slot[] };

const STUDENT_PASSWORD = "matricula-e2e-1";

/** A Discente of the test's own: academic master's, active, no history. */
async function createStudent(office: APIRequestContext, idcbpf: string, name: string): Promise<void> {
  const created = await office.post("/api/usuarios", {
    data: {
      idcbpf,
      name,
      email: `${idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
      password: STUDENT_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A Discente of the test's own, advised by the demo Docente (the cap lifted for a moment when it is full). */
async function adviseeOfDocente(office: APIRequestContext, idcbpf: string, name: string): Promise<void> {
  await createStudent(office, idcbpf, name);
  const guidance = {
    student: idcbpf,
    advisor: DEMO.Docente,
    coAdvisors: [],
    title: `Tese ${name}`,
    startDate: "2025-03-01",
    milestones: [],
  };
  let assigned = await office.post("/api/orientacoes", { data: guidance });
  if (assigned.status() === 422) {
    // The demo Docente may already advise as many students as the cap allows: lifted by one for
    // this assignment only (the cap is checked when assigning), then put back.
    const { adviseeCap } = (await (await office.get("/api/configuracoes")).json()) as { adviseeCap: number };
    expect((await office.patch("/api/configuracoes", { data: { adviseeCap: adviseeCap + 1 } })).status()).toBe(200);
    try {
      assigned = await office.post("/api/orientacoes", { data: guidance });
    } finally {
      expect((await office.patch("/api/configuracoes", { data: { adviseeCap } })).status()).toBe(200);
    }
  }
  expect(assigned.status(), await assigned.text()).toBe(201);
}

/**
 * The office enrols the student in the first offering of the current term the rules let it take
 * and that gives a seat (`pendente`; a waiting entry is left at once); the offering's subject code.
 * The candidates: the term's offerings with seats left, and the offerings of the term's enrolments.
 */
async function officeEnrols(office: APIRequestContext, student: string): Promise<{ codigo: string; code: string }> {
  const candidates = new Map<number, string>();
  const offered = await office.get("/api/ofertas?pageSize=100");
  if (offered.ok()) {
    const { items } = (await offered.json()) as { items: Offering[] };
    for (const o of items) if (o.taken < o.capacity) candidates.set(o.id, o.subject.code);
  }
  const enrolled = (await (await office.get("/api/matriculas?pageSize=100")).json()) as {
    items: { offering: { id: number; subject: { code: string } } }[];
  };
  for (const { offering } of enrolled.items) candidates.set(offering.id, offering.subject.code);
  for (const [id, code] of candidates) {
    const res = await office.post("/api/matriculas", { data: { offering: id, student } });
    if (res.status() !== 201) continue;
    const body = (await res.json()) as { codigo: string; status: string };
    if (body.status === "pendente") return { codigo: body.codigo, code };
    expect((await office.delete(`/api/matriculas/${body.codigo}`)).status()).toBe(200);
  }
  throw new Error("no offering gave the test's student a seat");
}

async function docenteContext(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext({ baseURL, locale: locale === "en" ? "en-US" : "pt-BR" });
  const res = await context.request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Docente, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return context;
}

for (const locale of ["pt", "en"] as const) {
  test(`the demo Docente accepts its advisee's pending enrolment (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-matricula-${tag}`, name: `Zélia Matrícula ${tag}` };
    await login(page, DEMO.Administrador);
    const office = page.request;
    await adviseeOfDocente(office, student.idcbpf, student.name);
    const { codigo, code } = await officeEnrols(office, student.idcbpf);

    const context = await docenteContext(browser, baseURL ?? "", locale);
    const docente = await context.newPage();
    await docente.goto(localizePath("/orientacoes", locale));
    const request = docente
      .getByTestId("enrolment-request")
      .filter({ hasText: student.name })
      .filter({ hasText: code });
    await expect(request).toBeVisible();
    await request.getByRole("button", { name: text.accept, exact: true }).click();
    await expect(docente.getByText(text.accepted, { exact: true })).toBeVisible();
    await expect(request).toBeHidden();
    await context.close();

    const mine = (await (await office.get(`/api/matriculas?student=${student.idcbpf}`)).json()) as {
      items: { codigo: string; status: string }[];
    };
    expect(mine.items.find((item) => item.codigo === codigo)?.status).toBe("deferida");
    // The test's student leaves: its enrolment is withdrawn and the Docente's advisee count is as before.
    expect((await office.patch(`/api/usuarios/${student.idcbpf}`, { data: { status: "inativo" } })).status()).toBe(200);
  });
}

/**
 * Two offerings of the current term with seats whose slots overlap, both of subjects without
 * prerequisites open to an academic master's student (so the only rule that can refuse the
 * second, for a student holding the first, is the clash).
 */
async function clashingPair(office: APIRequestContext): Promise<[Offering, Offering][]> {
  const { items } = (await (await office.get("/api/ofertas?pageSize=100")).json()) as { items: Offering[] };
  const subjects = (await (
    await office.get("/api/disciplinas?programme=academico&level=mestrado&pageSize=100")
  ).json()) as { items: { code: string; prerequisites: string[] }[] };
  const free = new Set(subjects.items.filter((s) => s.prerequisites.length === 0).map((s) => s.code));
  const open = items.filter((o) => o.taken < o.capacity && free.has(o.subject.code));
  const pairs: [Offering, Offering][] = [];
  for (const a of open)
    for (const b of open)
      if (a.subject.code !== b.subject.code && a.slots.some((x) => b.slots.some((y) => slotsOverlap(x, y))))
        pairs.push([a, b]);
  return pairs;
}

async function studentContext(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  const context = await browser.newContext({ baseURL, locale: locale === "en" ? "en-US" : "pt-BR" });
  const res = await context.request.post("/api/_auth/session", { data: { idcbpf, password: STUDENT_PASSWORD } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
  const { user } = (await res.json()) as { user: { mustChangePassword?: boolean } };
  if (user.mustChangePassword) {
    const changed = await context.request.patch(`/api/usuarios/${idcbpf}`, {
      data: { password: `${STUDENT_PASSWORD}-novo`, currentPassword: STUDENT_PASSWORD },
    });
    expect(changed.status()).toBe(200);
  }
  return context;
}

for (const locale of ["pt", "en"] as const) {
  test(`a clash is shown before it is refused, and the refusal names the subject (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-conflito-${tag}`, name: `Zacarias Conflito ${tag}` };
    await login(page, DEMO.Administrador);
    const office = page.request;
    await createStudent(office, student.idcbpf, student.name);
    // The student holds the first of a clashing pair (the office registers it: pendente).
    let pair: [Offering, Offering] | null = null;
    for (const [held, other] of await clashingPair(office)) {
      const res = await office.post("/api/matriculas", { data: { offering: held.id, student: student.idcbpf } });
      if (res.status() !== 201) continue;
      const body = (await res.json()) as { codigo: string; status: string };
      if (body.status === "pendente") {
        pair = [held, other];
        break;
      }
      await office.delete(`/api/matriculas/${body.codigo}`);
    }
    expect(pair, "two clashing offerings with seats, without prerequisites").not.toBeNull();
    const [held, other] = pair as [Offering, Offering];

    const context = await studentContext(browser, baseURL ?? "", locale, student.idcbpf);
    const mine = await context.newPage();
    await mine.goto(localizePath("/matricula", locale));
    const card = cardOf(mine, other.subject.code);
    // Before asking: the card names the clash and the week draws both, marked.
    await expect(card.getByText(`${text.clashesWith} ${held.subject.code}`)).toBeVisible();
    await card.hover();
    const week = mine.getByTestId("week-plan");
    await expect(week.locator("li[data-kind=preview][data-clash]").first()).toContainText(other.subject.code);
    await expect(week.locator("li[data-kind=pendente][data-clash]").first()).toContainText(held.subject.code);
    // No press that would only fail: the button is disabled and says why.
    const enrol = card.getByRole("button", { name: text.enrol, exact: true });
    await expect(enrol).toBeDisabled();
    await expect(enrol).toHaveAccessibleDescription(new RegExp(`${text.clashesWith} ${held.subject.code}`));
    // The server refuses it all the same, in the request's language, naming the subject.
    const refused = await context.request.post("/api/matriculas", {
      data: { offering: other.id },
      headers: { "Accept-Language": locale === "pt" ? "pt-BR" : "en-US" },
    });
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { rule: string; message: string };
    expect(body.rule).toBe("slot_clash");
    expect(body.message).toContain(held.subject.code);
    await context.close();
    expect((await office.patch(`/api/usuarios/${student.idcbpf}`, { data: { status: "inativo" } })).status()).toBe(200);
  });
}
