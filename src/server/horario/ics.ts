import { ICalCalendar, type ICalTemporalPlainDateTimeStub, type ICalTemporalZonedDateTimeStub } from "ical-generator";
import type { Slot } from "../../domain/academic.ts";
import { normalizeCode } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Timetable } from "../../domain/timetable.ts";
import { nextDay, startOfDayIn } from "../../domain/zoned-days.ts";
import { vtimezone } from "./vtimezone.ts";

/**
 * The Discente's timetable as an iCalendar file (GET /api/horario.ics): one weekly event per
 * slot of each accepted class, from its first meeting on or after the term's start until the
 * term's last day, at the slot's wall-clock times in the institution's time zone (DTSTART with
 * TZID and the zone's VTIMEZONE from vtimezone.ts, so the classes stay at 08:00 across a clock
 * change), in the
 * caller's language. Stable UIDs (the enrolment's code, weekday and start) let a calendar that
 * imports the file again update the classes instead of doubling them.
 */
const TEXT = {
  pt: { calendar: "Horário", teachers: "Docentes", file: "horario" },
  en: { calendar: "Timetable", teachers: "Teachers", file: "timetable" },
} as const satisfies Record<Locale, Record<string, string>>;

/** `horario-2026.2.ics`, `timetable-2026.2.ics`; without a current term, `horario.ics`. */
export function calendarFileName(termCode: string | null, locale: Locale): string {
  return `${TEXT[locale].file}${termCode ? `-${termCode}` : ""}.ics`;
}

/** The first day on or after `from` (`YYYY-MM-DD`) that falls on `weekday` (0 = Sunday). */
export function firstWeekday(from: string, weekday: number): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** `YYYYMMDDTHHMMSSZ` of an instant (RRULE's UNTIL must be in UTC when DTSTART has a TZID). */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * A wall-clock time of the institution (`day` at `time`) in the shape ical-generator formats
 * as a local time under the event's TZID: its Temporal "plain date-time" (no `Temporal` in
 * Node yet). A native Date would be read in the server process's own zone instead.
 */
function wallClock(day: string, time: string, timeZone: string): ICalTemporalPlainDateTimeStub {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const text = `${day}T${time}:00`;
  const fields = { year, month, day: date, hour, minute, second: 0, toJSON: () => text, toString: () => text };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    toPlainDate: () => ({ year, month, day: date, toJSON: () => day, toString: () => day }),
    toZonedDateTime: (zone) => zoned(zone),
  };
  const zoned = (zone: string): ICalTemporalZonedDateTimeStub => {
    if (zone !== timeZone) throw new Error(`horario.ics: ${text} asked in ${zone}, not ${timeZone}`);
    const epochMilliseconds = startOfDayIn(day, zone).getTime() + (hour * 60 + minute) * 60_000;
    return {
      ...fields,
      timeZoneId: zone,
      toPlainDateTime: () => plain,
      withTimeZone: (other) => zoned(other),
      toInstant: () => ({
        epochMilliseconds,
        toJSON: () => new Date(epochMilliseconds).toISOString(),
        toString: () => new Date(epochMilliseconds).toISOString(),
        toZonedDateTimeISO: (other) => zoned(other),
      }),
    };
  };
  return plain;
}

export function timetableCalendar(
  timetable: Timetable,
  options: { timeZone: string; locale: Locale; now: Date },
): string {
  const { timeZone, locale } = options;
  const words = TEXT[locale];
  const calendar = new ICalCalendar({
    prodId: { company: "Acadêmico", product: "horario", language: locale.toUpperCase() },
    name: timetable.term ? `${words.calendar} ${timetable.term.code}` : words.calendar,
  });
  calendar.x([["X-WR-TIMEZONE", timeZone]]);
  const term = timetable.term;
  if (!term) return calendar.toString();
  // Only the VTIMEZONE generator (vtimezone.ts, the zone's offsets from two months before the
  // term to two months after): a calendar-wide zone would make ical-generator write DTSTAMP as
  // a local time, and DTSTAMP must be UTC.
  const span = 61 * 24 * 3_600_000;
  const from = new Date(startOfDayIn(term.start, timeZone).getTime() - span);
  const to = new Date(startOfDayIn(term.end, timeZone).getTime() + span);
  calendar.timezone({ name: null, generator: (zone) => vtimezone(zone, from, to) });

  // The end of the term's last day in the institution's zone, as UTC.
  const until = utcStamp(new Date(startOfDayIn(nextDay(term.end), timeZone).getTime() - 1000));
  for (const enrolment of timetable.enrolments) {
    const teachers = enrolment.teachers.map((teacher) => teacher.name).join(", ");
    for (const slot of enrolment.slots) {
      const first = firstWeekday(term.start, slot.weekday);
      if (first > term.end) continue;
      calendar.createEvent({
        id: `${normalizeCode(enrolment.codigo) ?? enrolment.codigo}-${slotKey(slot)}@academico`,
        start: wallClock(first, slot.start, timeZone),
        end: wallClock(first, slot.end, timeZone),
        timezone: timeZone,
        repeating: `FREQ=WEEKLY;UNTIL=${until}`,
        summary: `${enrolment.subject.code} ${enrolment.subject.name[locale]}`,
        location: slot.room,
        description: teachers ? `${words.teachers}: ${teachers}` : null,
        stamp: options.now,
      });
    }
  }
  return calendar.toString();
}

const slotKey = (slot: Slot) => `${slot.weekday}-${slot.start.replace(":", "")}`;
