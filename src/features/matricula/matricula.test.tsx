import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Enrolment } from "../../domain/matriculas.ts";
import type { Term } from "../../domain/terms.ts";
import type { Offering } from "./matricula-api.ts";
import { clashesWith, holdingItems, planWeek } from "./week-plan.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline } from "../../../tests/browser/network.ts";
import { today } from "../../../tests/browser/week-fixture.ts";

/**
 * `/matricula` against a server played by the test: the week beside the offerings previews an
 * offering's slots with its clashes (slots that touch do not clash), enrolling answers with a
 * toast or the server's refusal beside the offering, and the deadlines and the connection
 * disable what they stop, with the reason.
 */
type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | undefined;

function server(handler: Handler): Call[] {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return Promise.resolve(handler(call) ?? json(404, { statusCode: 404, message: "Não encontrado." }));
  });
  return calls;
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

function shift(days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function term(more: Partial<Term> = {}): Term {
  return {
    code: "2026.2",
    startDate: shift(-2),
    endDate: shift(100),
    offeringStart: shift(-40),
    offeringEnd: shift(-20),
    enrolmentStart: shift(-5),
    enrolmentEnd: shift(5),
    dropDeadline: shift(20),
    gradeDeadline: shift(110),
    current: true,
    ...more,
  };
}

const name = (pt: string, en: string) => ({ pt, en });
function offering(id: number, code: string, slots: Offering["slots"], more: Partial<Offering> = {}): Offering {
  return {
    id,
    term: "2026.2",
    subject: { code, name: name(`Disciplina ${code}`, `Subject ${code}`), credits: 4 },
    teachers: [{ idcbpf: "docente", name: "Ricardo Lima", responsible: true }],
    slots,
    capacity: 30,
    taken: 10,
    waiting: 0,
    language: "pt",
    notes: null,
    ...more,
  };
}
const slot = (weekday: number, start: string, end: string) => ({ weekday, start, end, room: "Sala 101" });

const HELD = offering(1, "FIS-501", [slot(1, "10:00", "12:00")]);
const CLASHING = offering(2, "FIS-502", [slot(1, "11:00", "13:00")]);
const TOUCHING = offering(3, "FIS-503", [slot(1, "12:00", "14:00")]);
const FULL = offering(4, "FIS-504", [slot(3, "08:00", "10:00")], { taken: 30, waiting: 2 });
/** Of another programme: the subjects open to the student do not include it. */
const OTHER = offering(5, "PRO-900", [slot(5, "08:00", "10:00")]);
const FITTING = [
  { code: "FIS-501", prerequisites: [], repeatable: false },
  { code: "FIS-502", prerequisites: [], repeatable: false },
  { code: "FIS-503", prerequisites: ["FIS-401"], repeatable: false },
  { code: "FIS-504", prerequisites: [], repeatable: false },
  { code: "FIS-505", prerequisites: [], repeatable: false },
  { code: "FIS-506", prerequisites: ["FIS-401", "FIS-402"], repeatable: false },
  { code: "FIS-507", prerequisites: [], repeatable: false },
  { code: "FIS-508", prerequisites: [], repeatable: true },
];

/** The student's transcript: FIS-401, FIS-505 and FIS-508 passed, FIS-402 failed. */
function passedEntry(code: string, result: "aprovado" | "reprovado") {
  return {
    subject: { code, name: name(`Disciplina ${code}`, `Subject ${code}`), credits: 4 },
    concept: result === "aprovado" ? "A" : "D",
    conceptLabel: null,
    attendance: 90,
    result,
    transfer: null,
  };
}
const TRANSCRIPT = {
  student: { idcbpf: "ana.b", name: "Ana B", programme: "academico", degree: "mestrado", status: "ativo" },
  terms: [
    {
      term: "2026.1",
      entries: [
        passedEntry("FIS-401", "aprovado"),
        passedEntry("FIS-402", "reprovado"),
        passedEntry("FIS-505", "aprovado"),
        passedEntry("FIS-508", "aprovado"),
      ],
    },
  ],
  creditsEarned: 12,
  cr: 4,
};

function enrolment(of: Offering, status: Enrolment["status"], position: number | null = null): Enrolment {
  return {
    codigo: `AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-000${of.id}`,
    student: { idcbpf: "ana.b", name: "Ana B", programme: "academico", degree: "mestrado", termCredits: 8, cr: 3.5 },
    offering: { id: of.id, term: of.term, subject: of.subject, slots: of.slots },
    status,
    position,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    reason: null,
    rule: null,
    canDecide: false,
    prerequisiteOf: [],
  };
}

const pageOf = <T,>(items: T[]) => json(200, { items, total: items.length, page: 1, pageSize: 100 });

function matriculaServer(
  options: { term?: Term; mine?: Enrolment[]; offerings?: Offering[]; onPost?: (call: Call) => Response } = {},
) {
  const mine = options.mine ?? [enrolment(HELD, "pendente")];
  return server((call) => {
    const path = call.url.pathname;
    if (path === "/api/periodos") return pageOf([options.term ?? term()]);
    if (path === "/api/configuracoes") return json(200, { timeZone: "America/Sao_Paulo" });
    if (path === "/api/ofertas") return pageOf(options.offerings ?? [HELD, CLASHING, TOUCHING, FULL, OTHER]);
    if (path === "/api/historico/ana.b") return json(200, TRANSCRIPT);
    if (path === "/api/disciplinas") return pageOf(FITTING);
    if (path === "/api/matriculas" && call.method === "GET") return pageOf(mine);
    if (path === "/api/matriculas" && call.method === "POST") return options.onPost?.(call);
    return undefined;
  });
}

const ana = demoUser("Discente", "ana.b");
const card = (code: string) => page.getByRole("article", { name: new RegExp(`^${code} `) });

test("the week previews an offering's slots: overlapping ones are marked as a clash, touching ones are not", () => {
  const held = holdingItems([enrolment(HELD, "pendente"), enrolment(FULL, "em_espera")]);
  expect(held.map((item) => item.subject.code)).toEqual(["FIS-501"]);
  const preview = (o: Offering) => ({ key: "p", subject: o.subject, slots: o.slots, kind: "preview" as const });
  const clashing = planWeek(held, preview(CLASHING)).days.find((day) => day.weekday === 1);
  expect(clashing?.entries.map((e) => [e.subject.code, e.kind, e.clash])).toEqual([
    ["FIS-501", "pendente", true],
    ["FIS-502", "preview", true],
  ]);
  const touching = planWeek(held, preview(TOUCHING)).days.find((day) => day.weekday === 1);
  expect(touching?.entries.every((e) => !e.clash)).toBe(true);
  expect(clashesWith(CLASHING.slots, held).map((item) => item.subject.code)).toEqual(["FIS-501"]);
  expect(clashesWith(TOUCHING.slots, held)).toEqual([]);
  // Monday to Friday always; a Saturday class adds Saturday; hours stretch to the latest end.
  const late = planWeek(held, preview(offering(9, "X", [slot(6, "18:00", "21:30")])));
  expect(late.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
  expect([late.startHour, late.endHour]).toEqual([8, 22]);
});

test("pointing at an offering draws it in the week with its clash; the card names the clashing subject", async () => {
  const calls = matriculaServer();
  await renderApp("/matricula", ana);
  const week = page.getByTestId("week-plan");
  await expect.element(week.getByText("FIS-501")).toBeVisible();
  await expect.element(card("FIS-502")).toMatchTextContent(/Conflita com FIS-501 Disciplina FIS-501/);
  await expect.element(card("FIS-503")).not.toMatchTextContent(/Conflita/);
  await expect.element(card("FIS-503")).toMatchTextContent(/Pré-requisitos: FIS-401/);
  // Only the subjects open to the student's programme and level (asked of the server with them).
  await expect.element(page.getByText("4 turmas")).toBeVisible();
  expect(card("PRO-900").elements()).toHaveLength(0);
  const asked = calls.find((call) => call.url.pathname === "/api/disciplinas")?.url.searchParams;
  expect([asked?.get("programme"), asked?.get("level")]).toEqual(["academico", "mestrado"]);

  await userEvent.hover(card("FIS-502"));
  await expect.element(week.getByText("FIS-502")).toBeVisible();
  const entries = () =>
    [...week.element().querySelectorAll("li[data-kind]")].map(
      (li) => `${li.getAttribute("data-kind")}:${li.textContent?.slice(0, 7)}:${li.hasAttribute("data-clash")}`,
    );
  await expect.poll(entries).toEqual(["pendente:FIS-501:true", "preview:FIS-502:true"]);

  // By keyboard too: focus moves the preview to the touching offering, which clashes with nothing.
  (card("FIS-503").element() as HTMLElement).focus();
  await expect.poll(entries).toEqual(["pendente:FIS-501:false", "preview:FIS-503:false"]);
});

test("enrolling answers with a toast (waitlist with its position) or with the refusal beside the offering", async () => {
  let answer = json(201, { codigo: "AAAA", status: "em_espera", position: 3 });
  const calls = matriculaServer({ onPost: () => answer });
  await renderApp("/matricula", ana);
  await card("FIS-504").getByRole("button", { name: "Entrar na lista de espera" }).click();
  await expect.element(page.getByText("FIS-504: lista de espera, posição 3")).toBeVisible();
  expect(calls.find((call) => call.method === "POST")?.body).toEqual({ offering: 4 });

  answer = json(422, {
    statusCode: 422,
    message: "Limite de 24 créditos no período excedido: seriam 28.",
    rule: "credit_limit",
  });
  await card("FIS-503").getByRole("button", { name: "Pedir matrícula" }).click();
  await expect.element(card("FIS-503").getByRole("alert")).toMatchTextContent("Limite de 24 créditos");
});

test("after the drop deadline dropping is disabled with the reason; offline every action is, with the reason", async () => {
  matriculaServer({ term: term({ enrolmentStart: shift(-30), enrolmentEnd: shift(-20), dropDeadline: shift(-1) }) });
  const { screen } = await renderApp("/matricula", ana);
  const drop = card("FIS-501").getByRole("button", { name: "Trancar" });
  await expect.element(drop).toBeDisabled();
  await expect.element(card("FIS-501")).toMatchTextContent(/O prazo de trancamento terminou em/);
  await expect.element(card("FIS-503").getByRole("button", { name: "Pedir matrícula" })).toBeDisabled();
  await expect.element(card("FIS-503")).toMatchTextContent(/A janela de matrícula terminou em/);
  screen.unmount();

  matriculaServer();
  await renderApp("/matricula", ana);
  await expect.element(card("FIS-503").getByRole("button", { name: "Pedir matrícula" })).toBeEnabled();
  setOnline(false);
  await expect.element(card("FIS-503").getByRole("button", { name: "Pedir matrícula" })).toBeDisabled();
  await expect.element(card("FIS-503")).toMatchTextContent(/Sem conexão: pedir matrícula precisa da internet/);
  await expect.element(card("FIS-501").getByRole("button", { name: "Trancar" })).toBeDisabled();
});

const PASSED = offering(6, "FIS-505", [slot(2, "08:00", "10:00")]);
const NEEDS = offering(7, "FIS-506", [slot(2, "14:00", "16:00")]);
/** Full and clashing with the held FIS-501: its waitlist would be refused too. */
const FULL_CLASH = offering(8, "FIS-507", [slot(1, "09:00", "11:00")], { taken: 30 });
const REPEATABLE = offering(9, "FIS-508", [slot(4, "08:00", "10:00")]);

test("what cannot be taken says why beforehand, without an enabled button: passed, prerequisite, clash", async () => {
  const offerings = [HELD, CLASHING, TOUCHING, PASSED, NEEDS, FULL_CLASH, REPEATABLE];
  const calls = matriculaServer({ offerings });
  await renderApp("/matricula", ana);
  await expect.element(card("FIS-505")).toMatchTextContent(/FIS-505 Disciplina FIS-505 já foi cursada com aprovação/);
  await expect.element(card("FIS-505").getByRole("button", { name: "Pedir matrícula" })).toBeDisabled();
  // Only the prerequisite not passed is named (FIS-401 passed, FIS-402 failed).
  await expect
    .element(card("FIS-506").getByTestId("offering-blockers"))
    .toHaveTextContent("Falta o pré-requisito FIS-402.");
  await expect.element(card("FIS-506").getByRole("button", { name: "Pedir matrícula" })).toBeDisabled();
  await expect.element(card("FIS-502").getByRole("button", { name: "Pedir matrícula" })).toBeDisabled();
  await expect
    .element(card("FIS-502").getByRole("button", { name: "Pedir matrícula" }))
    .toHaveAccessibleDescription(/Conflita com FIS-501/);
  await expect.element(card("FIS-507").getByRole("button", { name: "Entrar na lista de espera" })).toBeDisabled();
  await expect.element(card("FIS-507")).toMatchTextContent(/Conflita com FIS-501/);
  // A repeatable subject passed may be taken again; a prerequisite passed lets it through.
  await expect.element(card("FIS-508").getByRole("button", { name: "Pedir matrícula" })).toBeEnabled();
  await expect.element(card("FIS-503").getByRole("button", { name: "Pedir matrícula" })).toBeEnabled();
  expect(card("FIS-503").getByTestId("offering-blockers").elements()).toHaveLength(0);
  expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
});

test("in English the reasons are the server's own words", async () => {
  matriculaServer({ offerings: [HELD, CLASHING, PASSED, NEEDS, FULL_CLASH] });
  await renderApp("/en/matricula", ana);
  await expect.element(card("FIS-505")).toMatchTextContent(/FIS-505 Subject FIS-505 has already been passed\./);
  await expect.element(card("FIS-505").getByRole("button", { name: "Enrol" })).toBeDisabled();
  await expect.element(card("FIS-506")).toMatchTextContent(/Prerequisite missing: FIS-402\./);
  await expect.element(card("FIS-502").getByRole("button", { name: "Enrol" })).toBeDisabled();
  await expect.element(card("FIS-507").getByRole("button", { name: "Join the waitlist" })).toBeDisabled();
});

test("the filters live in the address: a reload keeps them, Back undoes a choice", async () => {
  matriculaServer();
  const { router } = await renderApp("/matricula?q=fis-50&withSeats=1", ana);
  await expect.element(page.getByLabelText("Buscar disciplina ou docente")).toHaveValue("fis-50");
  await expect.element(page.getByRole("checkbox", { name: "Só turmas com vagas" })).toBeChecked();
  await expect.element(card("FIS-503")).toBeVisible();
  await expect.poll(() => card("FIS-504").elements().length).toBe(0);

  await page.getByRole("checkbox", { name: "Só turmas com vagas" }).click();
  await expect.poll(() => router.state.location.search).toBe("?q=fis-50");
  await router.navigate(-1);
  await expect.element(page.getByRole("checkbox", { name: "Só turmas com vagas" })).toBeChecked();
  // An edited link with a value no filter takes is no filter.
  await router.navigate("/matricula?weekday=9&language=fr");
  await expect.element(page.getByRole("combobox", { name: "Dia da semana" })).toHaveValue("");
  await expect.element(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("");
});
