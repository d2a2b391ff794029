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

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
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
  for (const { type, value } of fmt.formatToParts(new Date(instant))) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of `day` in `timeZone`: its midnight, or, where a clock change skips
 * midnight (Brazil's summer time began at 00:00), the first moment that exists that day.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // The offset either side of a change gives two candidates; the earliest that is on `day` wins.
  const candidates = [guess - offsetAt(guess, timeZone)];
  candidates.push(guess - offsetAt(candidates[0] ?? guess, timeZone));
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
