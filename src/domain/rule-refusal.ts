import { formatDay } from "./dates.ts";
import type { MessageKey } from "./messages.ts";
import { Refused, words, type MessageValues, type Text, type Words } from "./refusal.ts";

/**
 * What a pure rule of the programme year answers when it refuses: the stable `rule` key of the
 * 422, what its message names, and — where one key serves several areas with different words
 * (`not_active`, `not_eligible`) — the text to say instead of the key's own. Tests read these
 * plainly; a route throws `refusedBy(refusal)`.
 */
export type RuleRefusal = { rule: MessageKey; values: MessageValues; text?: Text };

export function ruleRefusal(rule: MessageKey, values: MessageValues = {}, text?: Text): RuleRefusal {
  return text ? { rule, values, text } : { rule, values };
}

/** The 422 a refusal becomes. */
export function refusedBy(refusal: RuleRefusal): Refused {
  return Refused.rule(refusal.rule, refusal.values, refusal.text ? { text: refusal.text } : {});
}

/** A day as each language writes it (dd/mm/yy, mm/dd/yy), for the messages that name one. */
export function dayWords(day: string): Words {
  return words((locale) => formatDay(day, locale));
}
