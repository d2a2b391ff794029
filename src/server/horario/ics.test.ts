import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timetableSchema, type Timetable } from "../../domain/timetable.ts";
import { dayIn, nextDay, startOfDayIn } from "../../domain/zoned-days.ts";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { settings, terms } from "../db/schema.ts";
import { firstWeekday } from "./ics.ts";

/**
 * GET /api/horario.ics on the demo data, read back with a real iCalendar parser (ical.js): the
 * demo student's accepted classes, one weekly event per slot until the term ends, at the
 * institution's wall-clock times under its time zone.
 */
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

const PATH = "/api/horario.ics";

async function download(headers: Record<string, string> = {}, query = "") {
  const res = await call(t.app, `${PATH}${query}`, { cookie: cookies.discente, headers });
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** `HH:MM` on the clocks of `timeZone` at `instant` (the runtime's own zone data). */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

async function week(): Promise<Timetable> {
  const res = await call(t.app, "/api/horario", { cookie: cookies.discente });
  return timetableSchema.parse(await res.json());
}

describe("GET /api/horario.ics", () => {
  it("answers the Discente only: 401 anonymous, 403 Docente and Administrador, in the request's language", async () => {
    const expected = EXPECTED_API.horario;
    await expectApiError(await call(t.app, PATH), expected.anonymous);
    const en = await expectApiError(await call(t.app, PATH, { headers: { "accept-language": "en-US" } }), 401);
    expect(en.message).toBe("Log in to continue.");
    const docente = await expectApiError(await call(t.app, PATH, { cookie: cookies.docente }), 403);
    expect(docente.message).toBe("Você não tem acesso a isto.");
    await expectApiError(await call(t.app, PATH, { cookie: cookies.admin }), 403);
    expect((await call(t.app, PATH, { cookie: cookies.discente })).status).toBe(expected.Discente);
  });

  it("is a text/calendar download, never cached", async () => {
    const { res, text } = await download();
    const [term] = await t.db.select({ code: terms.code }).from(terms).where(eq(terms.current, true));
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="horario-${term?.code}.ics"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const en = await download({ "accept-language": "en" });
    expect(en.res.headers.get("content-disposition")).toBe(`attachment; filename="timetable-${term?.code}.ics"`);
  });

  it("has one weekly event per slot of the accepted classes, from the term's start until its end, in the institution's zone", async () => {
    const timetable = await week();
    const term = timetable.term;
    if (!term) throw new Error("the demo has a current term");
    const { calendar, events } = parse((await download()).text);
    const slots = timetable.enrolments.flatMap((e) => e.slots.map((slot) => ({ enrolment: e, slot })));
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(events).toHaveLength(slots.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    const timeZone = "America/Sao_Paulo";
    expect(calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([
      timeZone,
    ]);
    const lastInstant = startOfDayIn(nextDay(term.end), timeZone).getTime() - 1000;
    for (const { enrolment, slot } of slots) {
      const event = events.find(
        (e) =>
          e.summary === `${enrolment.subject.code} ${enrolment.subject.name.pt}` &&
          e.startDate.dayOfWeek() - 1 === slot.weekday &&
          e.startDate.toString().endsWith(`T${slot.start}:00`),
      );
      expect(event, `${enrolment.subject.code} ${slot.weekday} ${slot.start}`).toBeDefined();
      if (!event) continue;
      // DTSTART;TZID=America/Sao_Paulo:<first meeting>T<start>, DTEND the same day at the end.
      const dtstart = event.component.getFirstProperty("dtstart");
      expect(dtstart?.getParameter("tzid")).toBe(timeZone);
      expect(event.startDate.toString()).toBe(`${firstWeekday(term.start, slot.weekday)}T${slot.start}:00`);
      expect(event.endDate.toString()).toBe(`${firstWeekday(term.start, slot.weekday)}T${slot.end}:00`);
      expect(event.startDate.toString() >= term.start).toBe(true);
      expect(event.location).toBe(slot.room);
      for (const teacher of enrolment.teachers) expect(event.description).toContain(teacher.name);

      // RRULE:FREQ=WEEKLY;UNTIL=<the end of the term's last day there, in UTC>.
      const rule = event.component.getFirstPropertyValue("rrule") as ICAL.Recur;
      expect(rule.freq).toBe("WEEKLY");
      expect(rule.until?.toJSDate().getTime()).toBe(lastInstant);
      expect(rule.until?.zone?.tzid).toBe("UTC");
      // Expanded, it meets every week of the term on its weekday, the last one inside the term.
      // Read through the file's VTIMEZONE, each meeting is at the slot's time on São Paulo's
      // clocks (no summer time there since 2019: a stale zone table would move November's classes).
      const meetings: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        meetings.push(next.toString().slice(0, 10));
        expect(wallTime(next.toJSDate(), timeZone)).toBe(slot.start);
      }
      const expected: string[] = [];
      for (
        let day = firstWeekday(term.start, slot.weekday);
        day <= term.end;
        day = firstWeekday(nextDay(day), slot.weekday)
      )
        expected.push(day);
      expect(meetings).toEqual(expected);
    }
  });

  it("names the classes in the request's language: Accept-Language, or lang", async () => {
    const timetable = await week();
    const first = timetable.enrolments[0];
    if (!first) throw new Error("the demo student has classes");
    const summaries = async (headers: Record<string, string>, query = "") =>
      new Set(parse((await download(headers, query)).text).events.map((event) => event.summary));
    const pt = await summaries({ "accept-language": "pt-BR" });
    const en = await summaries({ "accept-language": "en-US,en;q=0.9" });
    expect(pt.has(`${first.subject.code} ${first.subject.name.pt}`)).toBe(true);
    expect(en.has(`${first.subject.code} ${first.subject.name.en}`)).toBe(true);
    expect(en.has(`${first.subject.code} ${first.subject.name.pt}`)).toBe(
      first.subject.name.pt === first.subject.name.en,
    );
    expect(await summaries({ "accept-language": "pt-BR" }, "?lang=en")).toEqual(en);
    const { text } = await download({ "accept-language": "en" });
    expect(parse(text).events[0]?.description).toMatch(/^Teachers: /);
    await expectApiError(await call(t.app, `${PATH}?lang=fr`, { cookie: cookies.discente }), 400);
  });

  it("follows the institution's time zone, keeping the wall-clock times across a clock change", async () => {
    await t.db.update(settings).set({ timeZone: "Europe/Lisbon" }).where(eq(settings.id, 1));
    try {
      const timetable = await week();
      const { calendar, events } = parse((await download()).text);
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Lisbon");
      const event = events[0];
      if (!event || !timetable.term) throw new Error("the demo student has classes");
      expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Lisbon");
      // Every meeting at the same wall-clock time in Lisbon, whatever the UTC offset that week.
      const start = event.startDate.toString().slice(11, 16);
      const iterator = event.iterator();
      const offsets = new Set<number>();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const instant = next.toJSDate();
        expect(wallTime(instant, "Europe/Lisbon")).toBe(start);
        expect(dayIn(instant, "Europe/Lisbon") <= timetable.term.end).toBe(true);
        offsets.add(next.utcOffset());
      }
      // A semester in Lisbon spans a change to or from summer time.
      expect(offsets.size).toBe(2);
    } finally {
      await t.db.update(settings).set({ timeZone: "America/Sao_Paulo" }).where(eq(settings.id, 1));
    }
  });

  it("is an empty calendar when no term is current", async () => {
    const [term] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
    await t.db
      .update(terms)
      .set({ current: false })
      .where(eq(terms.id, term?.id ?? 0));
    try {
      const { res, text } = await download();
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="horario.ics"');
      expect(parse(text).events).toEqual([]);
    } finally {
      await t.db
        .update(terms)
        .set({ current: true })
        .where(eq(terms.id, term?.id ?? 0));
    }
  });
});
