import { z } from "zod";
import { bilingualSchema, isoDaySchema, LANGUAGES, slotSchema, termCodeSchema, type Slot } from "./academic.ts";
import { DEFAULT_TIME_ZONE, weekDays } from "./dates.ts";
import { wallClockAt } from "./zoned-days.ts";

/**
 * The Discente's week (PRODUCT §2, home): `GET /api/horario` answers with the current term and
 * the student's accepted (`deferida`) enrolments in it; the functions below lay them out as this
 * week's grid and find the next class, in the institution's time zone. Pure, so the browser
 * computes the same offline from the copy on the device.
 */
export const timetableEnrolmentSchema = z.object({
  codigo: z.string(),
  subject: z.object({ code: z.string(), name: bilingualSchema }),
  language: z.enum(LANGUAGES),
  slots: z.array(slotSchema),
  teachers: z.array(z.object({ name: z.string(), idcbpf: z.string(), responsible: z.boolean() })),
});
export type TimetableEnrolment = z.infer<typeof timetableEnrolmentSchema>;

export const timetableSchema = z.object({
  term: z.object({ code: termCodeSchema, start: isoDaySchema, end: isoDaySchema }).nullable(),
  enrolments: z.array(timetableEnrolmentSchema),
});
export type Timetable = z.infer<typeof timetableSchema>;

/** Where an instant falls in the institution's calendar: its day, weekday and minute of the day. */
export type LocalMoment = { day: string; weekday: number; minutes: number };

export function localMoment(now: Date, timeZone = DEFAULT_TIME_ZONE): LocalMoment {
  const wall = wallClockAt(now, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${String(wall.year).padStart(4, "0")}-${two(wall.month)}-${two(wall.day)}`;
  return {
    day,
    weekday: new Date(`${day}T12:00:00Z`).getUTCDay(),
    minutes: wall.hour * 60 + wall.minute,
  };
}

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** One meeting on one calendar day. */
export type Session = { day: string; slot: Slot; enrolment: TimetableEnrolment };
export type GridDay = { day: string; weekday: number; isToday: boolean; inTerm: boolean; sessions: Session[] };

function inTerm(day: string, term: Timetable["term"]): boolean {
  return term !== null && term.start <= day && day <= term.end;
}

function sessionsOn(day: string, timetable: Timetable): Session[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (!inTerm(day, timetable.term)) return [];
  return timetable.enrolments
    .flatMap((enrolment) =>
      enrolment.slots.filter((slot) => slot.weekday === weekday).map((slot) => ({ day, slot, enrolment })),
    )
    .sort(
      (a, b) =>
        a.slot.start.localeCompare(b.slot.start) || a.enrolment.subject.code.localeCompare(b.enrolment.subject.code),
    );
}

/** This week (Sunday first) with each day's classes in time order; days outside the term have none. */
export function weekGrid(timetable: Timetable, today: string): GridDay[] {
  return weekDays(today).map((day) => ({
    day,
    weekday: new Date(`${day}T12:00:00Z`).getUTCDay(),
    isToday: day === today,
    inTerm: inTerm(day, timetable.term),
    sessions: sessionsOn(day, timetable),
  }));
}

function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * The class in progress, else the next one to start, looking at most a week ahead and never
 * past the term's end. `inProgress` when it has started and not ended (a class ending at 12:00
 * is over at 12:00).
 */
export function nextClass(timetable: Timetable, now: LocalMoment): (Session & { inProgress: boolean }) | null {
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(now.day, ahead);
    for (const session of sessionsOn(day, timetable)) {
      if (ahead > 0 || minutesOf(session.slot.end) > now.minutes) {
        return { ...session, inProgress: ahead === 0 && minutesOf(session.slot.start) <= now.minutes };
      }
    }
  }
  return null;
}

/**
 * Until when (epoch ms) the week as shown at `now` stays the same: the next start or end of one
 * of today's classes ("next class" moves on, or a class is now under way), or midnight in the
 * institution's time zone (today and the week move on), whichever comes first. What the service
 * worker paints first on a re-open is only used before this moment (src/lib/first-paint.ts).
 */
export function weekShownUntil(timetable: Timetable, now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  const moment = localMoment(now, timeZone);
  let next = 24 * 60;
  for (const { slot } of sessionsOn(moment.day, timetable)) {
    for (const edge of [minutesOf(slot.start), minutesOf(slot.end)]) {
      if (edge > moment.minutes && edge < next) next = edge;
    }
  }
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return minuteStart + (next - moment.minutes) * 60_000;
}
