import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { classList, enrolledStudents } from "./grade-fixtures.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * /ofertagem through the real UI, in both languages (PRODUCT §2, §7): the demo `docente` offers a
 * subject in the next term (its offering window, open in the demo most of the year, is widened by
 * the office on a day it is closed; the current term is left alone), sees the refusal of the same
 * room at the same time naming the other offering, then grades a student of the test's own whom
 * the office registered and accepted in one of its current-term classes; the class list opens
 * offline with the mark, grading says why it is disabled, and a typed grade survives a reload.
 * The office raises a capacity and corrects a grade in /configuracoes.
 */
test.use({ serviceWorkers: "allow" });

const TEXT = {
  pt: {
    offer: "Ofertar disciplina",
    submit: "Ofertar",
    term: "Período",
    subject: "Disciplina",
    day: "Dia",
    start: "Hora de início",
    end: "Hora de término",
    room: "Sala",
    seats: "Vagas",
    offerSaved: "Oferta salva",
    roomClash: /A sala .+ já está ocupada por FIS-5\d\d/,
    cancel: "Cancelar",
    classList: "Turma e notas",
    conceptOf: (name: string) => `Conceito de ${name}`,
    attendanceOf: (name: string) => `Frequência (%) de ${name}`,
    saveAll: "Salvar tudo",
    sheetOf: (code: string) => `Notas de ${code}`,
    saved: "Salva",
    notSaved: "Não salva",
    draft: "Rascunho não salvo",
    savedSummary: /^2 notas salvas\. 1 linha não foi salva: /,
    oneSaved: "1 nota salva.",
    notEnrolled: (name: string) => `${name} não tem matrícula deferida nesta oferta.`,
    offline: /Offline — atualizado em/,
    offlineReason: /Sem conexão: lançar notas precisa da internet/,
    seatsText: /12 vagas livres de 12/,
  },
  en: {
    offer: "Offer a subject",
    submit: "Offer",
    term: "Term",
    subject: "Subject",
    day: "Day",
    start: "Start time",
    end: "End time",
    room: "Room",
    seats: "Seats",
    offerSaved: "Offering saved",
    roomClash: /Room .+ is already taken by FIS-5\d\d/,
    cancel: "Cancel",
    classList: "Class list and grades",
    conceptOf: (name: string) => `Concept for ${name}`,
    attendanceOf: (name: string) => `Attendance (%) for ${name}`,
    saveAll: "Save all",
    sheetOf: (code: string) => `Grades of ${code}`,
    saved: "Saved",
    notSaved: "Not saved",
    draft: "Unsaved draft",
    savedSummary: /^2 grades saved\. 1 row was not saved: /,
    oneSaved: "1 grade saved.",
    notEnrolled: (name: string) => `${name} has no accepted enrolment in this offering.`,
    offline: /Offline — updated/,
    offlineReason: /Offline: saving grades needs the internet/,
    seatsText: /12 free seats of 12/,
  },
} as const;

type Term = {
  code: string;
  current: boolean;
  offeringStart: string;
  offeringEnd: string;
  enrolmentStart: string;
  enrolmentEnd: string;
};

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo opens the next term's offering window for most of the year, not all of it (it closes
 * two weeks before the term starts). On a day it is closed, the office widens that window to
 * include today, as it would for a late offer (the next term only; the current one is untouched).
 */
async function openNextOfferingWindow(api: APIRequestContext, next: Term, today: string): Promise<void> {
  if (next.offeringStart <= today && today <= next.offeringEnd) return;
  const patch: Record<string, string> = {};
  if (today < next.offeringStart) patch.offeringStart = today;
  if (today > next.offeringEnd) {
    patch.offeringEnd = today;
    if (today >= next.enrolmentStart) patch.enrolmentStart = shiftDay(today, 1);
  }
  const res = await api.patch(`/api/periodos/${next.code}`, { data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** The term after the current one, and today in the institution's zone (from the server's settings). */
async function nextTerm(api: APIRequestContext): Promise<{ next: Term; today: string }> {
  const terms = ((await (await api.get("/api/periodos?pageSize=100")).json()) as { items: Term[] }).items;
  const { timeZone } = (await (await api.get("/api/configuracoes")).json()) as { timeZone: string };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const current = terms.find((term) => term.current);
  const next = terms
    .filter((term) => current && term.code > current.code)
    .sort((a, b) => a.code.localeCompare(b.code))[0];
  if (!next) throw new Error("the demo has no next term");
  return { next, today };
}

for (const locale of ["pt", "en"] as const) {
  test(`the docente offers a subject, meets a room clash and keeps a grade typed offline (${locale})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const room = `Sala E2E ${tag}`;
    await login(page, DEMO.Administrador);
    const { next, today } = await nextTerm(page.request);
    await openNextOfferingWindow(page.request, next, today);
    const { offering, students } = await enrolledStudents(page.request, tag, 1);
    const [student] = students;
    if (!student) throw new Error("no student");
    await login(page, DEMO.Docente);

    // Offer a subject in the next term: Saturday, an hour that differs per language (touching ones).
    await page.goto(localizePath("/ofertagem", locale));
    await page.getByRole("button", { name: text.offer }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(text.term).selectOption(next.code);
    await dialog.getByLabel(text.subject).selectOption("FIS-590");
    await dialog.getByLabel(text.day).selectOption("6");
    await dialog.getByLabel(text.start).fill(locale === "pt" ? "07:00" : "08:00");
    await dialog.getByLabel(text.end).fill(locale === "pt" ? "08:00" : "09:00");
    await dialog.getByLabel(text.room).fill(room);
    await dialog.getByLabel(text.seats).fill("12");
    await dialog.getByRole("button", { name: text.submit, exact: true }).click();
    await expect(page.getByText(text.offerSaved, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page
      .getByRole("listitem")
      .filter({ hasText: room })
      .filter({ has: page.getByRole("heading") });
    await expect(card).toContainText("FIS-590");
    await expect(card).toContainText(text.seatsText);

    // The same room at an overlapping time: refused, the message next to the slots names the other offering.
    await page.getByRole("button", { name: text.offer }).click();
    await dialog.getByLabel(text.term).selectOption(next.code);
    await dialog.getByLabel(text.subject).selectOption("FIS-501");
    await dialog.getByLabel(text.day).selectOption("6");
    await dialog.getByLabel(text.start).fill(locale === "pt" ? "07:30" : "08:30");
    await dialog.getByLabel(text.end).fill(locale === "pt" ? "09:00" : "10:00");
    await dialog.getByLabel(text.room).fill(room);
    await dialog.getByLabel(text.seats).fill("5");
    await dialog.getByRole("button", { name: text.submit, exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(text.roomClash);
    await dialog.getByRole("button", { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    // The class list of a current-term class is its grade sheet, with the test's accepted student.
    const current = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: offering.subject.code }) });
    await current.first().getByRole("button", { name: text.classList }).click();
    const attendance = page.getByRole("textbox", { name: text.attendanceOf(student.name) });
    await expect(attendance).toBeVisible();

    // Offline: the page and the sheet open from the device, marked; saving says why it cannot.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(text.offline).first()).toBeVisible();
    await current.first().getByRole("button", { name: text.classList }).click();
    await attendance.fill("70");
    const sheet = current.first();
    await expect(sheet.getByText(text.offlineReason)).toBeVisible();
    await expect(sheet.getByRole("button", { name: text.saveAll })).toBeDisabled();
    await expect(sheet.getByRole("row", { name: new RegExp(student.name) }).getByText(text.draft)).toBeVisible();
    // What was typed is kept: back online and reloaded, the draft is still there, still marked.
    await context.setOffline(false);
    await page.reload();
    await current.first().getByRole("button", { name: text.classList }).click();
    await expect(attendance).toHaveValue("70");
    await expect(sheet.getByRole("row", { name: new RegExp(student.name) }).getByText(text.draft)).toBeVisible();
    expect((await classList(page.request, offering.id)).find((e) => e.idcbpf === student.idcbpf)?.grade).toBeNull();
  });
}

test("on a 360 px phone the offerings, the form and the class list fit the width", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: "pt-BR" });
  const page = await context.newPage();
  await login(page, DEMO.Docente);
  await page.goto("/ofertagem");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const classList = page.getByRole("button", { name: TEXT.pt.classList }).first();
  await expect(classList).toBeVisible();
  await classList.click();
  // The grade sheet scrolls inside its own region; the page itself never scrolls sideways.
  await expect(page.getByRole("table").first()).toBeVisible();
  expect(await fits()).toBe(true);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/ofertagem-phone.png`, fullPage: true });
  await page.getByRole("button", { name: TEXT.pt.offer }).click();
  await expect(page.getByRole("dialog").getByLabel(TEXT.pt.room)).toBeVisible();
  expect(await fits()).toBe(true);
  // Nothing inside the dialog is wider than it (a long subject name in the picker, the slot rows).
  await page.getByRole("dialog").getByLabel(TEXT.pt.subject).selectOption({ index: 1 });
  const inside = await page
    .getByRole("dialog")
    .locator("select, input")
    .evaluateAll((controls) => {
      const dialog = controls[0]?.closest("dialog")?.getBoundingClientRect();
      return controls.every((control) => {
        const box = control.getBoundingClientRect();
        return dialog !== undefined && box.left >= dialog.left - 0.5 && box.right <= dialog.right + 0.5;
      });
    });
  expect(inside).toBe(true);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/ofertagem-phone-form.png` });
  await context.close();
});

const OFFICE = {
  pt: {
    path: "/configuracoes?secao=ofertas",
    term: "Período",
    search: "Disciplina ou docente",
    searchButton: "Buscar",
    seats: "Vagas",
    saveSeats: "Salvar vagas",
    seatsSaved: "Vagas salvas",
    fiveSeats: /5 vagas livres de 5/,
  },
  en: {
    path: "/en/configuracoes?secao=ofertas",
    term: "Term",
    search: "Subject or teacher",
    searchButton: "Search",
    seats: "Seats",
    saveSeats: "Save seats",
    seatsSaved: "Seats saved",
    fiveSeats: /5 free seats of 5/,
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  test(`the office raises a capacity and corrects a grade in /configuracoes (${locale})`, async ({ page }) => {
    const text = { ...TEXT[locale], ...OFFICE[locale] };
    const tag = `${locale}${Date.now().toString(36)}`;
    const room = `Sala ADM ${tag}`;
    await login(page, DEMO.Administrador);
    const { next } = await nextTerm(page.request);
    const created = await page.request.post("/api/ofertas", {
      data: {
        term: next.code,
        subject: "FIS-520",
        responsible: DEMO.Docente,
        slots: [
          { weekday: 0, start: locale === "pt" ? "09:00" : "10:00", end: locale === "pt" ? "10:00" : "11:00", room },
        ],
        capacity: 3,
        language: "en",
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(text.path);
    await page.getByLabel(text.term).selectOption(next.code);
    await page.getByRole("searchbox", { name: text.search }).fill("FIS-520");
    await page.getByRole("button", { name: text.searchButton, exact: true }).click();
    const card = page
      .getByRole("listitem")
      .filter({ hasText: room })
      .filter({ has: page.getByRole("heading") });
    await card.getByRole("spinbutton", { name: text.seats, exact: true }).fill("5");
    await card.getByRole("button", { name: text.saveSeats }).click();
    await expect(page.getByText(text.seatsSaved, { exact: true })).toBeVisible();
    await expect(card).toContainText(text.fiveSeats);

    // A grade in a current-term class, corrected by the office through the same sheet.
    const { offering, students } = await enrolledStudents(page.request, tag, 1);
    const [student] = students;
    if (!student) throw new Error("no student");
    const current = (
      (await (await page.request.get("/api/periodos?pageSize=100")).json()) as { items: Term[] }
    ).items.find((term) => term.current);
    await page.getByLabel(text.term).selectOption(current?.code ?? "");
    await page.getByRole("searchbox", { name: text.search }).fill(offering.subject.code);
    await page.getByRole("button", { name: text.searchButton, exact: true }).click();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: offering.subject.code }) });
    await item.first().getByRole("button", { name: text.classList }).click();
    await page.getByRole("combobox", { name: text.conceptOf(student.name) }).selectOption("A");
    await page.getByRole("textbox", { name: text.attendanceOf(student.name) }).fill(locale === "pt" ? "99" : "98");
    await item.first().getByRole("button", { name: text.saveAll }).click();
    await expect(item.first().getByRole("status")).toHaveText(text.oneSaved);
    const stored = (await classList(page.request, offering.id)).find((e) => e.idcbpf === student.idcbpf);
    expect(stored?.grade).toMatchObject({ concept: "A", attendance: locale === "pt" ? 99 : 98 });
  });
}
