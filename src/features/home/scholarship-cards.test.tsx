import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { addDays } from "../../domain/calendar-days.ts";
import { formatDay } from "../../domain/dates.ts";
import type { Allocation } from "../../domain/funding.ts";
import type { Guidance } from "../../domain/guidance.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline, type Reply } from "../../../tests/browser/network.ts";
import { WEEK } from "../../../tests/browser/week-fixture.ts";
import { todayHere } from "./committees-home.tsx";

/**
 * Scholarships on the homes (funding spec §2): the Discente's "Minha bolsa" (not an ended one), the
 * Docente's advisees with the scholarship each holds today (or its suspension's end), and the
 * office's count of warnings linking to its section, or nothing when the warnings cannot be read —
 * in both languages.
 */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

function serve(routes: Record<string, (url: URL) => Reply>) {
  const calls: Record<string, URL[]> = {};
  for (const [prefix, reply] of Object.entries(routes)) calls[prefix] = interceptFetch(prefix, reply).calls;
  return calls;
}
const pageOf = (items: unknown[], total = items.length) => ({
  status: 200,
  body: { items, total, page: 1, pageSize: Math.max(1, items.length) },
});
const today = todayHere();

function allocation(id: number, student: string, fields: Partial<Allocation> = {}): Allocation {
  return {
    id,
    bolsa: { id: id * 10, number: `CAPES-DS-${id}`, sponsor: "CAPES", type: "DS", level: "mestrado" },
    student: { idcbpf: student, name: `Nome ${student}` },
    startDate: addDays(today, -100),
    endDate: addDays(today, 200),
    cancelDate: null,
    cancelReason: null,
    suspensions: [],
    status: "ativa",
    notes: "",
    ...fields,
  };
}

function guidance(id: number, student: string, advisor: string): Guidance {
  const person = (idcbpf: string) => ({ idcbpf, name: `Nome ${idcbpf}`, email: `${idcbpf}@x.org`, lattes: null });
  return {
    id,
    student: { ...person(student), status: "ativo", programme: "academico", degree: "mestrado" },
    advisor: person(advisor),
    coAdvisors: [],
    title: "",
    startDate: "2025-03-01",
    milestones: [],
    egressoProposed: false,
  };
}

const SUSPENDED = allocation(2, "ana", {
  bolsa: { id: 20, number: "CNPq-GD-7", sponsor: "CNPq", type: "GD", level: "mestrado" },
  status: "suspensa",
  suspensions: [{ id: 1, startDate: addDays(today, -10), endDate: addDays(today, 50), reason: "Sanduíche em Lisboa" }],
});
const ENDED = allocation(1, "ana", {
  bolsa: { id: 10, number: "FAPERJ-1", sponsor: "FAPERJ", type: "M10", level: "mestrado" },
  startDate: addDays(today, -500),
  endDate: addDays(today, -101),
  status: "encerrada",
});

for (const [locale, text] of [
  ["pt", { prefix: "", card: "Minha bolsa", status: "Suspensa", until: "até" }],
  ["en", { prefix: "/en", card: "My scholarship", status: "Suspended", until: "until" }],
] as const) {
  test(`the Discente's home: its scholarship not yet ended, suspended until a day (${locale})`, async () => {
    serve({
      "/api/horario": () => ({ status: 200, body: WEEK }),
      "/api/alocacoes": () => pageOf([ENDED, SUSPENDED]),
      "/api/matriculas": () => pageOf([]),
      "/api/orientacoes": () => pageOf([]),
      "/api/declaracoes": () => pageOf([]),
      "/api/requerimentos": () => pageOf([]),
      "/api/bancas": () => pageOf([]),
    });
    await renderApp(`${text.prefix}/`, demoUser("Discente", `ana.${locale}`));
    const card = page.getByRole("region", { name: text.card });
    await expect.element(card.getByTestId("my-scholarship")).toBeVisible();
    expect(card.getByTestId("my-scholarship").elements()).toHaveLength(1);
    const shown = card.getByTestId("my-scholarship");
    await expect.poll(() => shown.element().textContent).toContain("CNPq · GD");
    await expect
      .poll(() => shown.element().textContent)
      .toContain(`${formatDay(SUSPENDED.startDate, locale)} – ${formatDay(SUSPENDED.endDate, locale)}`);
    await expect.poll(() => shown.element().textContent).toContain(text.status);
    await expect
      .poll(() => shown.element().textContent)
      .toContain(`${text.until} ${formatDay(addDays(today, 50), locale)} (Sanduíche em Lisboa)`);
    await expect.element(card.getByText("FAPERJ")).not.toBeInTheDocument();
  });
}

test("the Discente without a scholarship in force sees no card", async () => {
  serve({
    "/api/horario": () => ({ status: 200, body: WEEK }),
    "/api/alocacoes": () => pageOf([ENDED]),
    "/api/matriculas": () => pageOf([]),
    "/api/orientacoes": () => pageOf([]),
  });
  await renderApp("/", demoUser("Discente", "bia.s"));
  await expect.element(page.getByRole("region", { name: "Orientação" })).toBeVisible();
  await expect.element(page.getByRole("region", { name: "Atalhos" })).toBeVisible();
  await expect.element(page.getByRole("region", { name: "Minha bolsa" })).not.toBeInTheDocument();
});

for (const [locale, text] of [
  [
    "pt",
    {
      prefix: "",
      card: "Orientandos",
      holder: (day: string) => `bolsista CAPES DS até ${day}`,
      paused: (day: string) => `bolsista CNPq GD, suspensa até ${day}`,
    },
  ],
  [
    "en",
    {
      prefix: "/en",
      card: "Advisees",
      holder: (day: string) => `CAPES DS scholarship holder until ${day}`,
      paused: (day: string) => `CNPq GD scholarship holder, suspended until ${day}`,
    },
  ],
] as const) {
  test(`the Docente's advisees with the scholarship each holds today, read once (${locale})`, async () => {
    const calls = serve({
      "/api/ofertas": () => pageOf([]),
      "/api/matriculas": () => pageOf([]),
      "/api/orientacoes": () =>
        pageOf([guidance(1, "aluno.1", "prof.y"), guidance(2, "aluno.2", "prof.y"), guidance(3, "aluno.3", "prof.y")]),
      "/api/alocacoes": () =>
        pageOf([allocation(5, "aluno.1"), { ...SUSPENDED, student: { idcbpf: "aluno.2", name: "x" } }]),
    });
    await renderApp(`${text.prefix}/`, demoUser("Docente", "prof.y"));
    const advisees = page.getByRole("region", { name: text.card, exact: true });
    const rows = advisees.getByRole("listitem");
    await expect
      .poll(() => rows.nth(0).element().textContent)
      .toContain(text.holder(formatDay(addDays(today, 200), locale)));
    await expect
      .poll(() => rows.nth(1).element().textContent)
      .toContain(text.paused(formatDay(addDays(today, 50), locale)));
    await expect.element(rows.nth(2).getByTestId("scholarship-note")).not.toBeInTheDocument();
    const asked = calls["/api/alocacoes"] ?? [];
    expect(asked.map((url) => url.searchParams.get("activeOn"))).toEqual([today]);
  });
}

for (const [locale, text] of [
  ["pt", { prefix: "", card: "Bolsas", link: "3 avisos de bolsas" }],
  ["en", { prefix: "/en", card: "Scholarships", link: "3 scholarship warnings" }],
] as const) {
  test(`the office's home: the scholarships' warnings counted, linking to their section (${locale})`, async () => {
    serve({
      "/api/painel": () => ({ status: 404, body: { statusCode: 404, message: "x" } }),
      "/api/bolsas/avisos": () => pageOf([{}], 3),
    });
    await renderApp(`${text.prefix}/`, demoUser("Administrador", `adm.${locale}`));
    await expect
      .element(page.getByRole("region", { name: text.card, exact: true }).getByRole("link", { name: text.link }))
      .toHaveAttribute("href", `${text.prefix}/configuracoes?secao=bolsas`);
  });
}

test("the office's home shows no scholarships' card when the warnings cannot be read", async () => {
  serve({
    "/api/painel": () => ({ status: 404, body: { statusCode: 404, message: "x" } }),
    "/api/bolsas/avisos": () => ({ status: 404, body: { statusCode: 404, message: "Não encontrado." } }),
  });
  await renderApp("/", demoUser("Administrador", "adm.none"));
  await expect.element(page.getByRole("region", { name: "Período atual" }).getByRole("alert")).toBeVisible();
  await expect.element(page.getByRole("region", { name: "Bolsas", exact: true })).not.toBeInTheDocument();
});
