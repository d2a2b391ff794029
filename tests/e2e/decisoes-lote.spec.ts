import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { DEMO, DEMO_PASSWORD, login } from "./helpers.ts";

/**
 * Decisions in bulk through the real UI on a 360 px phone, in both languages (PRODUCT §7, §8
 * `POST /api/matriculas/decisoes`): the demo Docente reads what weighs on each of its advisee's
 * requests, selects two by keyboard-reachable checkboxes, rejects them at once with one reason
 * (asked, and required) and reads the outcome in a toast; the server recorded both, with the
 * reason. The advisee and its requests are the test's own (through the office's API).
 */
const PASSWORD = "decisoes-e2e-1";
const PHONE = { width: 360, height: 740 };

const TEXT = {
  pt: {
    select: (name: string, code: string) => `Selecionar ${name} — ${code}`,
    credits: /Créditos no período: \d+/,
    bar: "Decidir as selecionadas",
    selected: "2 selecionadas",
    reject: "Indeferir selecionadas",
    confirm: "Indeferir",
    reason: "Motivo",
    required: "Diga o motivo do indeferimento: o discente o lerá.",
    done: "2 decididas",
  },
  en: {
    select: (name: string, code: string) => `Select ${name} — ${code}`,
    credits: /Credits this term: \d+/,
    bar: "Decide the selected",
    selected: "2 selected",
    reject: "Reject selected",
    confirm: "Reject",
    reason: "Reason",
    required: "Give the reason for the rejection: the student will read it.",
    done: "2 decided",
  },
} as const;

type Offering = { id: number; subject: { code: string }; capacity: number; taken: number };

/** A Discente of the test's own advised by the demo Docente (the cap lifted for a moment when full). */
async function adviseeOfDocente(office: APIRequestContext, idcbpf: string, name: string): Promise<void> {
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
      password: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
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

/** The office places the student in two offerings that give it a seat (`pendente`): their codes. */
async function twoPending(office: APIRequestContext, student: string): Promise<{ codigo: string; code: string }[]> {
  const { items } = (await (await office.get("/api/ofertas?pageSize=100")).json()) as { items: Offering[] };
  const placed: { codigo: string; code: string }[] = [];
  for (const offering of items.filter((o) => o.taken < o.capacity)) {
    const res = await office.post("/api/matriculas", { data: { offering: offering.id, student } });
    if (res.status() !== 201) continue;
    const body = (await res.json()) as { codigo: string; status: string };
    if (body.status === "pendente") placed.push({ codigo: body.codigo, code: offering.subject.code });
    else expect((await office.delete(`/api/matriculas/${body.codigo}`)).status()).toBe(200);
    if (placed.length === 2) return placed;
  }
  throw new Error("fewer than two offerings gave the test's student a seat");
}

for (const locale of ["pt", "en"] as const) {
  test(`the advisor rejects two requests at once with one reason, on a phone (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-lote-${tag}`, name: `Zuleica Lote ${tag}` };
    await login(page, DEMO.Administrador);
    const office = page.request;
    await adviseeOfDocente(office, student.idcbpf, student.name);
    const placed = await twoPending(office, student.idcbpf);

    const context = await browser.newContext({
      baseURL: baseURL ?? "",
      viewport: PHONE,
      locale: locale === "en" ? "en-US" : "pt-BR",
    });
    const session = await context.request.post("/api/_auth/session", {
      data: { idcbpf: DEMO.Docente, password: DEMO_PASSWORD },
    });
    expect(session.status()).toBe(200);
    const docente = await context.newPage();
    await docente.goto(localizePath("/orientacoes", locale));
    const card = (code: string) =>
      docente.getByTestId("enrolment-request").filter({ hasText: student.name }).filter({ hasText: code });
    for (const { code } of placed) {
      await expect(card(code).getByTestId("decision-context")).toContainText(text.credits);
      // A checkbox with a name, reached and ticked by keyboard.
      const box = card(code).getByRole("checkbox", { name: text.select(student.name, code) });
      await box.focus();
      await docente.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    const bar = docente.getByRole("region", { name: text.bar });
    await expect(bar).toContainText(text.selected);
    await bar.getByRole("button", { name: text.reject, exact: true }).click();
    const dialog = docente.getByRole("dialog");
    await dialog.getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(dialog.getByText(text.required)).toBeVisible();
    await dialog.getByLabel(text.reason).fill(`Sem vaga no laboratório ${tag}`);
    await dialog.getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(docente.getByText(text.done, { exact: true })).toBeVisible();
    for (const { code } of placed) await expect(card(code)).toBeHidden();
    // Nothing scrolls sideways on the phone.
    expect(await docente.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();

    const mine = (await (await office.get(`/api/matriculas?student=${student.idcbpf}`)).json()) as {
      items: { codigo: string; status: string; reason: string | null }[];
    };
    for (const { codigo } of placed) {
      const decided = mine.items.find((item) => item.codigo === codigo);
      expect(decided?.status).toBe("indeferida");
      expect(decided?.reason).toBe(`Sem vaga no laboratório ${tag}`);
    }
    expect((await office.patch(`/api/usuarios/${student.idcbpf}`, { data: { status: "inativo" } })).status()).toBe(200);
  });
}
