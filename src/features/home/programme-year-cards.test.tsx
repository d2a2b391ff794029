import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { Committee } from "../../domain/bancas.ts";
import { addDays } from "../../domain/calendar-days.ts";
import { formatDay } from "../../domain/dates.ts";
import type { Painel } from "../../domain/painel.ts";
import type { OverdueRow } from "../../domain/prazos.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline, type Reply } from "../../../tests/browser/network.ts";
import { WEEK } from "../../../tests/browser/week-fixture.ts";
import { readCachedAnswer } from "../../lib/offline-store.ts";
import { nextCommittee, todayHere, verdictsDue } from "./committees-home.tsx";
import { DUE_SOON_PATH, FIRST_ROWS_PATH, OVERDUE_PATH } from "./prazos-card.tsx";

/**
 * The programme year's cards on the homes: the office's "Prazos" (the two totals, the first ten
 * rows with days in words, the final version named, each student linking to its view) and its
 * committees to approve; the Docente's verdicts due; the Discente's next committee — in both languages.
 */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

function serve(routes: Record<string, (url: URL) => Reply>) {
  for (const [prefix, reply] of Object.entries(routes)) interceptFetch(prefix, reply);
}
const pageOf = (items: unknown[], total = items.length) => ({
  status: 200,
  body: { items, total, page: 1, pageSize: Math.max(1, items.length) },
});

const today = todayHere();
const PAINEL: Painel = {
  today,
  term: null,
  counts: {
    activeStudents: [],
    offerings: 0,
    enrolments: { pendente: 0, deferida: 0, indeferida: 0, trancada: 0, em_espera: 0 },
    seats: { taken: 0, capacity: 0 },
  },
  applications: { submitted: 0 },
  attention: { pendingPastDrop: { total: 0, items: [] }, missingGrades: { total: 0, students: 0, items: [] } },
};

function row(n: number, daysLeft: number, code = "qualificacao"): OverdueRow {
  return {
    student: { idcbpf: `aluna.${n}`, name: `Aluna Número ${n}`, programme: "academico", degree: "mestrado" },
    advisor: { idcbpf: "prof.y", name: "Prof Y" },
    phase: {
      code,
      name:
        code === "versao_final"
          ? { pt: "versão", en: "version" }
          : { pt: "Exame de qualificação", en: "Qualifying exam" },
    },
    dueDate: addDays(today, daysLeft),
    status: daysLeft < 0 ? "vencida" : "a_vencer",
    daysLeft,
  };
}
const ROWS = [row(1, -3), row(2, -1, "versao_final"), ...Array.from({ length: 8 }, (_, n) => row(n + 3, 10 + n))];

function prazos(url: URL): Reply {
  const status = url.searchParams.get("status");
  if (status === "vencida") return pageOf([ROWS[0]], 7);
  if (status === "a_vencer") return pageOf([ROWS[2]], 5);
  return pageOf(ROWS, 12);
}

function committee(id: number, fields: Partial<Committee> & { president: string }): Committee {
  const { president, ...rest } = fields;
  return {
    id,
    student: { idcbpf: "aluna.1", name: "Aluna Número 1", programme: "academico", degree: "mestrado" },
    kind: "defesa",
    degree: "mestrado",
    title: "Título",
    language: "pt",
    date: today,
    time: "14:00",
    place: "Auditório Jayme Tiomno",
    remoteLink: null,
    status: "agendada",
    members: [
      {
        id: id * 10,
        role: "presidente",
        external: false,
        idcbpf: president,
        name: president,
        email: null,
        institution: "Instituto",
        highestDegree: "doutorado",
        document: null,
        locale: "pt",
        participated: null,
        declaracao: null,
      },
    ],
    verdict: null,
    correctionsDeadline: null,
    notes: null,
    ataCodigo: null,
    finalVersion: null,
    proposedBy: null,
    approvedAt: null,
    cancelReason: null,
    ...rest,
  };
}

test("the verdicts due are the scheduled sessions one presides whose day has come; the next is from today on", () => {
  const list = [
    committee(1, { president: "prof.y", date: addDays(today, -2) }),
    committee(2, { president: "prof.y", date: today }),
    committee(3, { president: "prof.y", date: addDays(today, 1) }),
    committee(4, { president: "prof.z", date: addDays(today, -1) }),
    committee(5, { president: "prof.y", date: addDays(today, -1), status: "realizada" }),
  ];
  expect(verdictsDue(list, "prof.y", today).map((c) => c.id)).toEqual([1, 2]);
  expect(nextCommittee(list, today)?.id).toBe(2);
  expect(nextCommittee(list, addDays(today, 2))).toBeUndefined();
});

for (const [locale, text] of [
  [
    "pt",
    {
      prefix: "",
      card: "Prazos",
      overdue: "prazos vencidos",
      soon: "a vencer em 60 dias",
      late: "vencida há 3 dias",
      left: "faltam 10 dias",
      final: "Versão final",
      more: "e mais 2 prazos não listados",
      todo: "O que espera por você",
      approve: "2 bancas a aprovar",
    },
  ],
  [
    "en",
    {
      prefix: "/en",
      card: "Due dates",
      overdue: "phases overdue",
      soon: "due within 60 days",
      late: "overdue by 3 days",
      left: "10 days left",
      final: "Final version",
      more: "and 2 more not listed",
      todo: "What waits for you",
      approve: "2 committees to approve",
    },
  ],
] as const) {
  test(`the office's home: the overdue list's totals and first rows, and the committees to approve (${locale})`, async () => {
    serve({
      "/api/painel": () => ({ status: 200, body: PAINEL }),
      "/api/prazos": prazos,
      "/api/bancas": (url) => (url.searchParams.get("status") === "proposta" ? pageOf([], 2) : pageOf([])),
    });
    await renderApp(`${text.prefix}/`, demoUser("Administrador", `adm.${locale}`));
    const card = page.getByRole("region", { name: text.card, exact: true });
    const counts = card.getByTestId("home-prazos-counts");
    await expect.element(counts).toHaveTextContent(`7${text.overdue}5${text.soon}`);
    await expect.poll(() => card.getByTestId("home-prazos-row").elements().length).toBe(10);
    const first = card.getByTestId("home-prazos-row").first();
    await expect
      .element(first.getByRole("link", { name: "Aluna Número 1" }))
      .toHaveAttribute("href", `${text.prefix}/orientacoes?discente=aluna.1&nome=Aluna+N%C3%BAmero+1`);
    const textOf = (n: number) => card.getByTestId("home-prazos-row").nth(n).element().textContent;
    await expect.poll(() => textOf(0)).toContain(text.late);
    expect(textOf(0)).toContain(formatDay(addDays(today, -3), locale));
    expect(textOf(1)).toContain(text.final);
    expect(textOf(2)).toContain(text.left);
    await expect.element(card.getByText(text.more)).toBeVisible();
    await expect
      .element(page.getByRole("region", { name: text.todo }).getByRole("link", { name: text.approve }))
      .toHaveAttribute("href", `${text.prefix}/configuracoes?secao=bancas`);
  });
}

for (const [locale, text] of [
  [
    "pt",
    {
      prefix: "",
      todo: "O que espera por você",
      due: "1 banca aguarda o seu resultado",
      card: "Prazos dos orientandos",
      empty: "Nenhum prazo vencido ou a vencer em 60 dias.",
    },
  ],
  [
    "en",
    {
      prefix: "/en",
      todo: "What waits for you",
      due: "1 committee awaits your verdict",
      card: "Advisees' due dates",
      empty: "Nothing overdue or due within 60 days.",
    },
  ],
] as const) {
  test(`the Docente's home: its verdicts due to /orientacoes and its advisees' due dates (${locale})`, async () => {
    serve({
      "/api/ofertas": () => pageOf([]),
      "/api/matriculas": () => pageOf([]),
      "/api/orientacoes": () => pageOf([]),
      "/api/requerimentos": () => pageOf([]),
      "/api/prazos": () => pageOf([]),
      "/api/bancas": () =>
        pageOf([
          committee(1, { president: "prof.y", date: addDays(today, -1) }),
          committee(2, { president: "prof.y", date: addDays(today, 3) }),
          committee(3, { president: "prof.w", date: addDays(today, -1) }),
        ]),
    });
    await renderApp(`${text.prefix}/`, demoUser("Docente", "prof.y"));
    await expect
      .element(page.getByRole("region", { name: text.todo }).getByRole("link", { name: text.due }))
      .toHaveAttribute("href", `${text.prefix}/orientacoes`);
    await expect
      .element(page.getByRole("region", { name: text.card }).getByTestId("home-prazos-empty"))
      .toHaveTextContent(text.empty);
  });
}

for (const [locale, text] of [
  [
    "pt",
    {
      prefix: "",
      words: (day: string) => `Próxima banca: Defesa de mestrado, ${day} às 14:00, Auditório Jayme Tiomno`,
    },
  ],
  [
    "en",
    {
      prefix: "/en",
      words: (day: string) => `Next committee: Master's defence, ${day} at 14:00, Auditório Jayme Tiomno`,
    },
  ],
] as const) {
  test(`the Discente's home: its next committee beside its next phase (${locale})`, async () => {
    const date = addDays(today, 12);
    serve({
      "/api/horario": () => ({ status: 200, body: WEEK }),
      "/api/matriculas": () => pageOf([]),
      "/api/orientacoes": () => pageOf([]),
      "/api/declaracoes": () => pageOf([]),
      "/api/requerimentos": () => pageOf([]),
      "/api/bancas": () =>
        pageOf([
          committee(7, { president: "prof.y", date: addDays(today, 40) }),
          committee(8, { president: "prof.y", date }),
        ]),
    });
    await renderApp(`${text.prefix}/`, demoUser("Discente", `ana.${locale}`));
    await expect
      .element(page.getByTestId("home-next-committee"))
      .toHaveTextContent(text.words(formatDay(date, locale)));
  });
}

test("the office's Prazos card, seen once, opens from the device with the offline mark", async () => {
  serve({
    "/api/painel": () => ({ status: 200, body: PAINEL }),
    "/api/prazos": prazos,
    "/api/bancas": () => pageOf([]),
  });
  const office = demoUser("Administrador", "adm.offline");
  const first = await renderApp("/", office);
  const card = page.getByRole("region", { name: "Prazos", exact: true });
  await expect.poll(() => card.getByTestId("home-prazos-row").elements().length).toBe(10);
  // Each of the card's three reads is on the device before the page goes.
  for (const path of [FIRST_ROWS_PATH, OVERDUE_PATH, DUE_SOON_PATH])
    await expect.poll(() => readCachedAnswer("adm.offline", `home:${path}`)).toBeTruthy();
  await first.screen.unmount();
  vi.unstubAllGlobals();

  serve({ "/api": () => "network-error" });
  await renderApp("/", office);
  await expect.element(card.getByText(/^Offline — atualizado em/)).toBeVisible();
  await expect.poll(() => card.getByTestId("home-prazos-row").elements().length).toBe(10);
  await expect
    .element(card.getByTestId("home-prazos-counts"))
    .toHaveTextContent("7prazos vencidos5a vencer em 60 dias");
});
