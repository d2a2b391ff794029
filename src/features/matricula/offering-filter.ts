import type { Language } from "../../domain/academic.ts";
import { foldText } from "../../domain/search.ts";
import type { Offering } from "./matricula-api.ts";

/**
 * The filters of the offering list (`/matricula`): text (code, name in either language,
 * teacher), a weekday, the language of instruction and "only with seats". Applied on the
 * device to the term's list, so they answer at once and offline too.
 */
export type OfferingFilter = { q: string; weekday: number | null; language: Language | null; withSeats: boolean };
export const NO_FILTER: OfferingFilter = { q: "", weekday: null, language: null, withSeats: false };

export function seatsLeft(offering: Pick<Offering, "capacity" | "taken">): number {
  return Math.max(0, offering.capacity - offering.taken);
}

export function matchesFilter(offering: Offering, filter: OfferingFilter): boolean {
  const words = foldText(filter.q.trim()).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const text = foldText(
      [
        offering.subject.code,
        offering.subject.name.pt,
        offering.subject.name.en,
        ...offering.teachers.map((t) => t.name),
      ].join(" "),
    );
    if (!words.every((word) => text.includes(word))) return false;
  }
  if (filter.weekday !== null && !offering.slots.some((slot) => slot.weekday === filter.weekday)) return false;
  if (filter.language !== null && offering.language !== filter.language) return false;
  if (filter.withSeats && seatsLeft(offering) === 0) return false;
  return true;
}

/** Offerings in subject-code order, filtered. */
export function filterOfferings(offerings: readonly Offering[], filter: OfferingFilter): Offering[] {
  return offerings
    .filter((offering) => matchesFilter(offering, filter))
    .sort((a, b) => a.subject.code.localeCompare(b.subject.code) || a.id - b.id);
}
