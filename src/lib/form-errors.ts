import type { z } from "zod";
import type { Locale } from "../domain/locale.ts";
import { issueText, isMessageKey, message } from "../domain/messages.ts";
import { ApiRequestError } from "./api.ts";

/**
 * Inline errors of a form, by field path (`name.pt`, `prerequisites`): the same words whether the
 * browser's check (the shared zod schema, before sending) or the server's 400 found them.
 */
export type FieldErrors = Record<string, string>;

/**
 * The first issue of each field of a failed parse, in the UI language. `given` is what the person
 * filled in (the form's values as typed, before numbers are converted), read at each issue's
 * path: a field left empty says "Campo obrigatório." whatever its type.
 */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale, given?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issueText(issue, locale, given === undefined ? undefined : { value: valueAt(given, issue.path) });
  }
  return errors;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The server's 400 `fields` (already in the request's language; a bare key is translated here). */
export function apiFieldErrors(error: unknown, locale: Locale): FieldErrors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(error.fields))
    errors[field] = isMessageKey(text) ? message(text, locale) : text;
  return errors;
}

/** Kept here for the forms; it lives in api.ts so that a button can use it without the messages. */
export { asApiError } from "./api.ts";
