import type { Slot } from "./academic.ts";
import { nextDay } from "./zoned-days.ts";
import { weekdayOf } from "./weekdays.ts";

/**
 * The dates an offering meets in its term (the attendance sheet's columns): every day from the
 * term's first to its last, both included, on which one of the offering's weekly slots falls —
 * one entry per slot, so a class that meets twice on a day has two columns. Days are calendar
 * days (`YYYY-MM-DD`) of the institution, as the term's dates are; holidays are not known here.
 */
export type ClassDate = { day: string; weekday: number; start: string; end: string; room: string };

export function classDates(startDate: string, endDate: string, slots: readonly Slot[]): ClassDate[] {
  const byWeekday = new Map<number, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start)))
    byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  const dates: ClassDate[] = [];
  if (byWeekday.size === 0) return dates;
  for (let day = startDate; day <= endDate; day = nextDay(day)) {
    const weekday = weekdayOf(day);
    for (const slot of byWeekday.get(weekday) ?? [])
      dates.push({ day, weekday, start: slot.start, end: slot.end, room: slot.room });
  }
  return dates;
}
