import { dateTimeFormat } from "../../domain/dates.ts";
import { utcOffsetAt } from "../../domain/zoned-days.ts";

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for a time zone over a span of time, built from the runtime's
 * own time-zone database (Intl, kept current with Node), not from a copy shipped in a package:
 * @touch4it/ical-timezones 1.9.0 carries Olson 2018g, which still gives America/Sao_Paulo a
 * summer time (abolished in 2019), so a calendar honouring it would move every class after
 * November by an hour. Each change of UTC offset inside the span becomes an observance with
 * its exact onset; a zone without changes gets one STANDARD observance.
 */
const HOUR = 3_600_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in minutes. */
const offsetMinutes = (instant: number, timeZone: string): number =>
  Math.round(utcOffsetAt(instant, timeZone) / 60_000);

/** The zone's short name at `instant` ("WEST", "GMT-3"). */
function shortName(instant: number, timeZone: string): string {
  const fmt = dateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
  return fmt.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** `-0300`, `+0100`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** `YYYYMMDDTHHMMSS` of the wall clock at `instant` when the offset was `minutes`. */
function localStamp(instant: number, minutes: number): string {
  return new Date(instant + minutes * 60_000).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/** The instants in [from, to] at which the zone's offset changes (to the minute). */
function transitions(timeZone: string, from: number, to: number): number[] {
  const out: number[] = [];
  const step = 24 * HOUR;
  let offset = offsetMinutes(from, timeZone);
  for (let t = from; t < to; t += step) {
    const end = Math.min(t + step, to);
    const next = offsetMinutes(end, timeZone);
    if (next === offset) continue;
    offset = next;
    // The change lies in (lo, hi]: narrow it down to the minute.
    let lo = t;
    let hi = end;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, timeZone) === offsetMinutes(lo, timeZone)) lo = mid;
      else hi = mid;
    }
    out.push(hi);
  }
  return out;
}

export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const start = Math.floor(from.getTime() / HOUR) * HOUR;
  const changes = transitions(timeZone, start, to.getTime());
  const initial = offsetMinutes(start, timeZone);
  const observance = (kind: "STANDARD" | "DAYLIGHT", onset: number, before: number, after: number) =>
    [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onset, before)}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `TZNAME:${shortName(onset, timeZone)}`,
      `END:${kind}`,
    ].join("\r\n");
  const lines = [`BEGIN:VTIMEZONE`, `TZID:${timeZone}`];
  // The offset in force at the span's start (summer time when the first change lowers it).
  const firstAfter = changes[0] === undefined ? initial : offsetMinutes(changes[0], timeZone);
  lines.push(observance(firstAfter < initial ? "DAYLIGHT" : "STANDARD", start, initial, initial));
  let before = initial;
  for (const change of changes) {
    const after = offsetMinutes(change, timeZone);
    lines.push(observance(after > before ? "DAYLIGHT" : "STANDARD", change, before, after));
    before = after;
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}
