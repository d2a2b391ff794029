import type { Slot } from "../../domain/academic.ts";
import { slotsOverlap } from "../../domain/enrolment.ts";
import type { Enrolment } from "../../domain/matriculas.ts";
import { minutesOf } from "../../domain/timetable.ts";

/**
 * The student's week beside the offerings (`/matricula`): its `pendente` and `deferida`
 * requests laid out by weekday, and an offering under the pointer or the keyboard previewed in
 * it, with every slot that clashes marked, so a clash shows before the server refuses it
 * (PRODUCT §7: slots that touch do not clash; waiting entries hold nothing). Pure: the grid
 * only draws what this computes.
 */
export type PlanSubject = { code: string; name: { pt: string; en: string } };
export type PlanKind = "deferida" | "pendente" | "preview";
export type PlanItem = { key: string; subject: PlanSubject; slots: readonly Slot[]; kind: PlanKind };
export type PlanEntry = { key: string; subject: PlanSubject; slot: Slot; kind: PlanKind; clash: boolean };
export type PlanDay = { weekday: number; entries: PlanEntry[] };
export type WeekPlan = { days: PlanDay[]; startHour: number; endHour: number };

/** The requests that hold a seat, and so take a place in the week. */
export function holdingItems(enrolments: readonly Enrolment[]): PlanItem[] {
  return enrolments.flatMap((enrolment) =>
    enrolment.status === "pendente" || enrolment.status === "deferida"
      ? [
          {
            key: enrolment.codigo,
            subject: enrolment.offering.subject,
            slots: enrolment.offering.slots,
            kind: enrolment.status,
          },
        ]
      : [],
  );
}

/** The held requests whose slots overlap `slots` (the subjects a request would clash with). */
export function clashesWith(slots: readonly Slot[], held: readonly PlanItem[]): PlanItem[] {
  return held.filter((item) => item.slots.some((theirs) => slots.some((mine) => slotsOverlap(mine, theirs))));
}

const DEFAULT_HOURS = { start: 8, end: 18 };

/**
 * Monday to Friday always, Sunday and Saturday when something falls on them; hours from the
 * earliest start to the latest end (whole hours, at least 08–18). Each entry clashes when it
 * overlaps another entry of a different request on the same day.
 */
export function planWeek(held: readonly PlanItem[], preview: PlanItem | null): WeekPlan {
  const items = preview ? [...held, preview] : [...held];
  const entries = items.flatMap((item) =>
    item.slots.map((slot) => ({ key: item.key, subject: item.subject, slot, kind: item.kind })),
  );
  const used = new Set(entries.map((entry) => entry.slot.weekday));
  // Sunday first, as every week of the app (seed §9).
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => (day >= 1 && day <= 5) || used.has(day));
  let start = DEFAULT_HOURS.start * 60;
  let end = DEFAULT_HOURS.end * 60;
  for (const { slot } of entries) {
    start = Math.min(start, minutesOf(slot.start));
    end = Math.max(end, minutesOf(slot.end));
  }
  return {
    startHour: Math.floor(start / 60),
    endHour: Math.ceil(end / 60),
    days: weekdays.map((weekday) => ({
      weekday,
      entries: entries
        .filter((entry) => entry.slot.weekday === weekday)
        .map((entry) => ({
          ...entry,
          clash: entries.some((other) => other.key !== entry.key && slotsOverlap(other.slot, entry.slot)),
        }))
        .sort((a, b) => a.slot.start.localeCompare(b.slot.start) || a.subject.code.localeCompare(b.subject.code)),
    })),
  };
}
