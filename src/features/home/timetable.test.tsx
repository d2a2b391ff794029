import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { formatDate } from "../../domain/dates.ts";
import { localMoment, nextClass } from "../../domain/timetable.ts";
import { primeHome, WEEK_KEY } from "./prime.ts";
import { primedAnswer, readCachedAnswer, writeCachedAnswer } from "../../lib/offline-store.ts";
import { clearSession } from "../../lib/session.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { today, WEEK } from "../../../tests/browser/week-fixture.ts";
import { interceptFetch, json, restoreOnline, setOnline, type Reply } from "../../../tests/browser/network.ts";

/**
 * The Discente's home: this week's timetable from `GET /api/horario` (answered by the test),
 * and the same week from the device's copy, marked offline. Today is the real today: the
 * expectations are computed from it with the same domain rules the page uses.
 */
const ana = demoUser("Discente", "ana.b");

function horarioServer(reply: () => Reply) {
  return interceptFetch("/api/horario", reply);
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("the Discente's home shows this week, Sunday first, today highlighted, the next class on top", async () => {
  const { calls } = horarioServer(() => ({ status: 200, body: WEEK }));
  await renderApp("/", ana);
  const week = page.getByRole("list", { name: "Aulas desta semana" });
  await expect.element(week).toBeVisible();
  expect(calls.map((url) => url.pathname)).toEqual(["/api/horario"]);
  await expect.element(page.getByText("Período letivo 2026.2")).toBeVisible();

  const days = week.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect.poll(() => days.all().length).toBe(7);
  await expect.element(days.first().getByRole("heading")).toMatchTextContent(/^domingo/i);
  // Today, and only today, is the current date of the list.
  const todayIndex = new Date(`${today}T12:00:00Z`).getUTCDay();
  const marks = () => days.all().map((day) => day.element().getAttribute("aria-current"));
  await expect.poll(marks).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => (i === todayIndex ? "date" : null)));
  const current = days.nth(todayIndex);
  await expect.element(current).toMatchTextContent(formatDate(new Date(`${today}T12:00:00Z`), "pt", "UTC"));
  await expect.element(current.getByText("Hoje", { exact: true })).toBeVisible();
  await expect.element(current.getByText("FIS-501", { exact: true })).toBeVisible();
  // Monday has two classes, in time order; FIS-502 is taught in English.
  const monday = days.nth(1);
  await expect.element(monday.getByRole("heading")).toMatchTextContent(/^segunda-feira/i);
  await expect
    .element(monday.getByRole("listitem").nth(0))
    .toMatchTextContent("08:00–10:00FIS-501 Mecânica Quântica ISala 201");
  await expect
    .element(monday.getByRole("listitem").nth(1))
    .toMatchTextContent(
      "14:00–16:00FIS-502 Eletrodinâmica ClássicaSala 305Ricardo Tavares Lima, Marina Costa FigueiredoAula em inglês",
    );

  const next = nextClass(WEEK, localMoment(new Date()));
  expect(next).not.toBeNull();
  const label = next?.inProgress ? "Agora:" : "Próxima aula:";
  await expect.element(page.getByText(label, { exact: true })).toBeVisible();
  const line = page.getByText(label, { exact: true }).element().parentElement?.textContent;
  expect(line).toContain(`${label} ${next?.enrolment.subject.code} ${next?.enrolment.subject.name.pt} — `);
  expect(line).toContain(`${next?.inProgress ? next.slot.end : next?.slot.start}, ${next?.slot.room}`);
  await expect.element(page.getByText(/^Offline/)).not.toBeInTheDocument();
});

test("in English the subject names and the labels are English", async () => {
  horarioServer(() => ({ status: 200, body: WEEK }));
  await renderApp("/en", ana);
  const week = page.getByRole("list", { name: "Classes this week" });
  await expect.element(week.getByText("Quantum Mechanics I", { exact: false }).first()).toBeVisible();
  await expect.element(week.getByText("Mecânica Quântica I", { exact: false })).not.toBeInTheDocument();
  await expect.element(week.getByText("Taught in Portuguese").first()).toBeVisible();
  await expect.element(page.getByText(/^(Next class|Now):$/)).toBeVisible();
  const todayItem = week.getByRole("listitem").filter({ has: page.getByText("Today", { exact: true }) });
  await expect.element(todayItem).toHaveAttribute("aria-current", "date");
});

test("the week seen once opens from the device with the offline mark when the network is gone", async () => {
  horarioServer(() => ({ status: 200, body: WEEK }));
  const first = await renderApp("/", ana);
  await expect.element(page.getByRole("list", { name: "Aulas desta semana" })).toBeVisible();
  await expect.poll(() => readCachedAnswer("ana.b", WEEK_KEY)).toMatchObject({ data: WEEK });
  await first.screen.unmount();

  const { calls } = horarioServer(() => "network-error");
  const second = await renderApp("/", ana);
  await expect.element(page.getByText(/^Offline — atualizado em \d\d\/\d\d\/\d\d \d\d:\d\d$/)).toBeVisible();
  await expect.element(page.getByRole("list", { name: "Aulas desta semana" }).getByText("Sala 305")).toBeVisible();
  expect(calls).toHaveLength(1);
  await second.screen.unmount();

  // Offline for the browser too: no request at all, the same week and the mark.
  setOnline(false);
  const offline = horarioServer(() => ({ status: 200, body: WEEK }));
  await renderApp("/", ana);
  await expect.element(page.getByText(/^Offline — atualizado em/)).toBeVisible();
  await expect.element(page.getByRole("list", { name: "Aulas desta semana" })).toBeVisible();
  expect(offline.calls).toHaveLength(0);
});

test("nothing stored and offline: the home says the week could not load", async () => {
  await clearSession();
  setOnline(false);
  await renderApp("/", ana);
  const week = page.getByRole("region", { name: "Esta semana" });
  await expect.element(week.getByRole("alert")).toMatchTextContent("Sem conexão com o servidor. Tente novamente.");
});

test("empty states: no accepted class, no current term", async () => {
  horarioServer(() => ({ status: 200, body: { ...WEEK, enrolments: [] } }));
  const first = await renderApp("/", ana);
  await expect.element(page.getByText("Você não tem aulas deferidas neste período.")).toBeVisible();
  await expect.element(page.getByRole("list", { name: "Aulas desta semana" })).not.toBeInTheDocument();
  await expect.element(page.getByText("Próxima aula:")).not.toBeInTheDocument();
  await first.screen.unmount();

  horarioServer(() => ({ status: 200, body: { term: null, enrolments: [] } }));
  await renderApp("/en", ana);
  await expect.element(page.getByText("There is no term in progress.")).toBeVisible();
});

test("the Docente's home does not ask for a timetable; it shows its own cards", async () => {
  const { calls } = horarioServer(() => ({
    status: 403,
    body: { statusCode: 403, message: "Você não tem acesso a isto." },
  }));
  await renderApp("/", demoUser("Docente"));
  await expect.element(page.getByRole("heading", { name: "Orientandos" })).toBeVisible();
  await expect.element(page.getByRole("heading", { name: "Esta semana" })).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("a week read early from the device shows in the first render, unmarked while the network is on its way", async () => {
  await writeCachedAnswer({ userIdcbpf: "ana.b", key: WEEK_KEY, data: WEEK, savedAt: Date.now() - 60_000 });
  primeHome(ana);
  await expect.poll(() => primedAnswer("ana.b", WEEK_KEY)).toMatchObject({ data: WEEK });
  let release: (response: Response) => void = () => {};
  horarioServer(() => new Promise<Response>((resolve) => (release = resolve)));

  await renderApp("/", ana);
  const week = page.getByRole("list", { name: "Aulas desta semana" });
  await expect.element(week.getByText("Sala 305")).toBeVisible();
  expect(document.body.textContent).not.toContain("Carregando…");
  // Online and still waiting: the copy is not called offline yet…
  expect(document.body.textContent).not.toMatch(/Offline — atualizado em/);
  // …but a network that does not answer within a few seconds is said to be one.
  await expect.element(page.getByText(/^Offline — atualizado em/), { timeout: 6000 }).toBeVisible();
  // The server's answer, when it comes, replaces the copy and the mark.
  release(json(200, { ...WEEK, enrolments: WEEK.enrolments.slice(0, 1) }));
  await expect.element(page.getByText(/^Offline — atualizado em/)).not.toBeInTheDocument();
  await expect.element(week.getByText("Sala 305")).not.toBeInTheDocument();
});

test("the guard waits for the device's week: the home renders it at once, never 'loading' first", async () => {
  await writeCachedAnswer({ userIdcbpf: "ana.b", key: WEEK_KEY, data: WEEK, savedAt: Date.now() - 60_000 });
  setOnline(false);
  // Nothing was read early (no primeHome): only the guard's own wait can make the first render whole.
  const loadingShown: string[] = [];
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes("Carregando…")) loadingShown.push(document.body.textContent);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await renderApp("/", ana);
    await expect.element(page.getByRole("list", { name: "Aulas desta semana" }).getByText("Sala 305")).toBeVisible();
    await expect.element(page.getByText(/^Offline — atualizado em/)).toBeVisible();
  } finally {
    observer.disconnect();
  }
  expect(loadingShown).toEqual([]);
});
