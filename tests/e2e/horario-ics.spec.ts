import { expect } from "@playwright/test";
import { test } from "./test.ts";
import ICAL from "ical.js";
import { timetableSchema } from "../../src/domain/timetable.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * The demo student's timetable file from the running app (`npm start` on a fresh demo database),
 * read with a real iCalendar parser (ical.js) in both languages: one weekly event per slot of its
 * accepted classes, under the institution's time zone, named in the language asked. The home's
 * download link passes `lang` the same way. Reads only: nothing shared is changed.
 */
for (const locale of ["pt", "en"] as const) {
  test(`the Discente's .ics parses, one weekly event per class slot (${locale})`, async ({ page }) => {
    await login(page, DEMO.Discente);
    const week = timetableSchema.parse(await (await page.request.get("/api/horario")).json());
    const term = week.term;
    expect(term).not.toBeNull();

    const res = await page.request.get(`/api/horario.ics?lang=${locale}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const file = locale === "pt" ? "horario" : "timetable";
    expect(res.headers()["content-disposition"]).toBe(`attachment; filename="${file}-${term?.code}.ics"`);

    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["America/Sao_Paulo"]);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const slots = week.enrolments.flatMap((e) => e.slots.map((slot) => ({ subject: e.subject, slot })));
    expect(slots.length).toBeGreaterThan(0);
    expect(events).toHaveLength(slots.length);
    for (const { subject, slot } of slots) {
      const event = events.find(
        (e) =>
          e.summary === `${subject.code} ${subject.name[locale]}` &&
          e.location === slot.room &&
          e.startDate.dayOfWeek() - 1 === slot.weekday &&
          e.startDate.toString().endsWith(`T${slot.start}:00`),
      );
      expect(event, `${subject.code} on ${slot.weekday} at ${slot.start}`).toBeDefined();
      expect(event?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Sao_Paulo");
      const rule = event?.component.getFirstPropertyValue("rrule") as ICAL.Recur | undefined;
      expect(rule?.freq).toBe("WEEKLY");
      expect(rule?.until?.toString().slice(0, 10) ?? "").toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
}
