import { LOCALES, type Locale } from "./locale.ts";
import { message, type MessageKey } from "./messages.ts";

/**
 * The one way anything refuses (PRODUCT §7 "Refusals"): a rule that does not hold, a thing that
 * is not there or not the caller's, a duplicate, a field that is wrong. A write or a rule returns
 * its value or throws a `Refused`; the server turns every `Refused` into the same answer
 * (`refusalAnswer` in src/server/http/errors.ts: status, `message` in the request's language,
 * `rule`, `fields`). What a message names is kept as values, in both languages where the words
 * differ (a subject's name, a formatted day), and chosen when the answer is written.
 */

/** Words in both languages (a subject's name, a day written as each language writes it). */
export type Words = Readonly<Record<Locale, string>>;
export type MessageValue = string | number | Words;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message of src/domain/messages.ts with what it names, or words already written. */
export type Text = { readonly key: MessageKey; readonly values?: MessageValues } | Words;

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Words made by calling `write` once per language. */
export function words(write: (locale: Locale) => string): Words {
  return Object.fromEntries(LOCALES.map((locale) => [locale, write(locale)])) as Record<Locale, string>;
}

/** A wait in whole minutes, rounded up (at least 1), with its noun: "1 minuto", "15 minutes". */
export function minutesWords(seconds: number): Words {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    pt: `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`,
    en: `${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  };
}

/** A text in one language. */
export function say(text: Text, locale: Locale): string {
  if (!("key" in text)) return text[locale];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === "object" ? value[locale] : value;
  return message(text.key, locale, values);
}

type Extra = {
  /** Fields the refusal is about, each with its own words. */
  fields?: Readonly<Record<string, Text>>;
  /** Seconds before asking again (429: the `Retry-After` header). */
  retryAfter?: number;
};

export class Refused extends Error {
  readonly status: RefusalStatus;
  readonly text: Text;
  /** 422: the stable key of the business rule that refused (PRODUCT §7). */
  readonly rule: string | undefined;
  readonly fields: Readonly<Record<string, Text>> | undefined;
  readonly retryAfter: number | undefined;

  constructor(status: RefusalStatus, text: Text, extra: Extra & { rule?: string } = {}) {
    super("key" in text ? text.key : text.pt);
    this.name = "Refused";
    this.status = status;
    this.text = text;
    this.rule = extra.rule;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }

  /** 422: a business rule refused; the message is the rule's, naming what clashed or is missing. */
  static rule(rule: MessageKey, values?: MessageValues, extra: Extra & { text?: Text } = {}): Refused {
    return new Refused(422, extra.text ?? { key: rule, ...(values ? { values } : {}) }, { ...extra, rule });
  }

  /** 404: not there — or not the caller's to see, which must look the same. */
  static notFound(key: MessageKey = "not_found", values?: MessageValues): Refused {
    return new Refused(404, { key, ...(values ? { values } : {}) });
  }

  /** 403: there, but not the caller's to touch. */
  static forbidden(key: MessageKey = "forbidden"): Refused {
    return new Refused(403, { key });
  }

  /** 401: a login is needed. */
  static unauthenticated(): Refused {
    return new Refused(401, { key: "unauthenticated" });
  }

  /** 409: a record with this natural key exists (PRODUCT §8). */
  static conflict(key: MessageKey, values?: MessageValues, extra: Extra = {}): Refused {
    return new Refused(409, { key, ...(values ? { values } : {}) }, extra);
  }

  /** 400: fields that are wrong, each with its message. */
  static invalid(fields: Readonly<Record<string, Text>>, key: MessageKey = "validation_failed"): Refused {
    return new Refused(400, { key }, { fields });
  }

  /**
   * 429: too many attempts; `seconds` is the `Retry-After` header. The message may say it as
   * `{seconds}` or, rounded up, as `{minutes}` ("1 minuto", "2 minutes").
   */
  static throttled(key: MessageKey, seconds: number): Refused {
    return new Refused(429, { key, values: { seconds, minutes: minutesWords(seconds) } }, { retryAfter: seconds });
  }

  /** Any other status with its message. */
  static status(status: RefusalStatus, key: MessageKey, values?: MessageValues): Refused {
    return new Refused(status, { key, ...(values ? { values } : {}) });
  }
}
