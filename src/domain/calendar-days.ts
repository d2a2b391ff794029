/**
 * Arithmetic on calendar days (`YYYY-MM-DD`, already in the institution's calendar, so no time
 * zone and no `Date` arithmetic across clock changes). The programme year counts in months from
 * a student's entry: addMonths keeps the day of the month and clamps it to the month's last day,
 * exactly as PostgreSQL's `date + interval 'n months'` does, so the overdue list computed in SQL
 * and the pages computed here agree to the day.
 */

const DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

function parts(day: string): [year: number, month: number, date: number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

function format(year: number, month: number, date: number): string {
  if (year < 0 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

/** Epoch milliseconds of a day (`Date.UTC` would read years 0–99 as 1900–1999). */
function utc(year: number, monthIndex: number, date: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, monthIndex, date);
  return at.getTime();
}

/** Days in a month (1–12) of a year of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(utc(year, month, 0)).getUTCDate();
}

/**
 * `day` plus `months` (negative: minus): the same day of the month, or the month's last day when
 * it has fewer (2024-08-31 + 18 = 2026-02-28; 2024-01-15 + 1 = 2024-02-15).
 */
export function addMonths(day: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`months must be whole: ${months}`);
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return format(toYear, toMonth, Math.min(date, daysInMonth(toYear, toMonth)));
}

/** `day` plus `days` (negative: minus). */
export function addDays(day: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be whole: ${days}`);
  const [year, month, date] = parts(day);
  const moved = new Date(utc(year, month - 1, date + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((utc(y2, m2 - 1, d2) - utc(y1, m1 - 1, d1)) / 86_400_000);
}

/** Whether two day ranges (both ends inclusive) share a day. */
export function rangesOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}
