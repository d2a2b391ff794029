import type { Transcript } from "../../domain/historico.ts";
import { message } from "../../domain/messages.ts";
import type { Offering } from "./matricula-api.ts";

/**
 * What the page knows beforehand would refuse a request (PRODUCT §7, in the server's order): a
 * subject already passed (unless repeatable) and a prerequisite not passed, read from the
 * student's own transcript. A clash is the week's (week-plan.ts). The server still judges every
 * request; this only spares the press that would fail, with the same words as its refusal.
 */

/** The codes of our subjects the transcript shows passed (final passing grades and transfers). */
export function passedCodes(transcript: Transcript): ReadonlySet<string> {
  const passed = new Set<string>();
  for (const term of transcript.terms)
    for (const entry of term.entries)
      if (entry.result === "aprovado" && entry.subject.code) passed.add(entry.subject.code);
  return passed;
}

export type SubjectRules = { prerequisites: readonly string[]; repeatable: boolean };

/**
 * Why the offering cannot be asked for, in the user's language: nothing while the transcript or the
 * subject's rules are unknown (the server decides then).
 */
export function blockersOf(
  offering: Offering,
  rules: SubjectRules | undefined,
  passed: ReadonlySet<string> | null,
  locale: "pt" | "en",
): string[] {
  if (!rules || !passed) return [];
  const { code } = offering.subject;
  if (!rules.repeatable && passed.has(code))
    return [message("already_passed", locale, { subject: `${code} ${offering.subject.name[locale]}` })];
  return rules.prerequisites
    .filter((required) => !passed.has(required))
    .map((required) => message("prerequisite_missing", locale, { subject: required }));
}
