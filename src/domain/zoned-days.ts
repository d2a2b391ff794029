import { dateTimeFormat } from "./dates.ts";

/**
 * Calendar days of the institution's time zone as instants (PRODUCT §7 "Time"): a log search
 * "from 01/08 to 15/08" means from 01/08 00:00 to 15/08 23:59:59.999 there, whatever the zone of
 * the server or of the device that asks.
 */

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const fmt = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const part: Record<string, string> = {};
  for (const { type, value } of fmt.formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}`;
}

/** What a wall clock of a time zone shows at an instant (month 1–12, hour 0–23). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock of `timeZone` at `instant` (a Date or epoch milliseconds). */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const fmt = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const part: Record<string, number> = {};
  for (const { type, value } of fmt.formatToParts(instant)) part[type] = Number(value);
  return {
    year: part.year ?? 0,
    month: part.month ?? 1,
    day: part.day ?? 1,
    hour: part.hour ?? 0,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
}

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant` (epoch milliseconds), in
 * milliseconds: the one offset computation of the code base (days here, the week in
 * timetable.ts, the VTIMEZONE of the timetable's calendar file).
 */
export function utcOffsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of `day` in `timeZone`: its midnight, or, where a clock change skips
 * midnight (Brazil's summer time began at 00:00), the first moment that exists that day.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // The offset either side of a change gives two candidates; the earliest that is on `day` wins.
  const candidates = [guess - utcOffsetAt(guess, timeZone)];
  candidates.push(guess - utcOffsetAt(candidates[0] ?? guess, timeZone));
  const onDay = candidates.filter((c) => dayIn(new Date(c), timeZone) === day).sort((a, b) => a - b);
  return new Date(onDay[0] ?? candidates[0] ?? guess);
}

/** The next calendar day of `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A day range, both ends inclusive, as the half-open interval of instants `[from, until)` a
 * query compares timestamps with (`until` is the start of the day after `to`).
 */
export function dayRangeInstants(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from?: Date; until?: Date } {
  return {
    ...(range.from ? { from: startOfDayIn(range.from, timeZone) } : {}),
    ...(range.to ? { until: startOfDayIn(nextDay(range.to), timeZone) } : {}),
  };
}
