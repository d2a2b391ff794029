import { formatDay } from "../../domain/dates.ts";
import type { Refusal as Verdict, SubjectRef } from "../../domain/enrolment.ts";
import { Refused, say, words, type Words } from "../../domain/refusal.ts";

/**
 * The one place where the rules' verdict (`enrolmentRefusal` of src/domain/enrolment.ts) becomes
 * words: the refusal the API answers (`refusedBy`) to the request (enrol.ts) and to the office's
 * reversals (matriculas.writes.ts), and the rule a waiting student reads when its turn came and a
 * rule no longer held (seats.ts, through its notification).
 */

/** A subject as an enrolment refusal names it: "CODE name", in each language. */
export const subjectWords = (subject: SubjectRef): Words =>
  words((locale) => `${subject.code} ${subject.name[locale]}`);

/** A day (`YYYY-MM-DD`) as each language writes it. */
export const dayWords = (day: string): Words => words((locale) => formatDay(day, locale));

/**
 * The rules' verdict as a 422 whose message names what refused: the window's days, the student's
 * status, the limit and the total, or the subject that clashed or is missing.
 */
export function refusedBy(
  verdict: Verdict,
  context: { window: { start: string; end: string }; status: string },
): Refused {
  switch (verdict.rule) {
    case "window_closed":
      return Refused.rule("window_closed", {
        start: dayWords(context.window.start),
        end: dayWords(context.window.end),
      });
    case "not_active":
      return Refused.rule("not_active", { status: context.status });
    case "credit_limit":
      return Refused.rule("credit_limit", { limit: verdict.limit, total: verdict.total });
    default:
      return Refused.rule(verdict.rule, { subject: subjectWords(verdict.subject) });
  }
}

/** The verdict's message in both languages ("O horário coincide com o de FIS-620 …"). */
export function ruleWords(
  verdict: Verdict,
  context: { window: { start: string; end: string }; status: string },
): Words {
  const { text } = refusedBy(verdict, context);
  return words((locale) => say(text, locale));
}
