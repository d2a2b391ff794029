import type { Context } from "hono";
import type { ZodError } from "zod";
import type { ApiError } from "../../domain/api.ts";
import { issueText, message, type MessageKey } from "../../domain/messages.ts";
import { Refused, say, words, type RefusalStatus, type Text } from "../../domain/refusal.ts";
import type { AppEnv } from "../context.ts";
import { requestLocale } from "./request-info.ts";

/**
 * Every error answer of the API is `{statusCode, message, rule?, fields?}` (apiErrorSchema) with
 * the message in the request's language, built here and nowhere else: a `Refused` (thrown by a
 * write or a rule, or made by a guard) becomes its answer in `refusalAnswer`.
 */
export type ErrorStatus = RefusalStatus | 405 | 500 | 503;

/** The body of a refusal's answer, in the request's language. */
export function refusalBody(c: Context<AppEnv>, refused: Refused): ApiError {
  const locale = requestLocale(c);
  const body: ApiError = { statusCode: refused.status, message: say(refused.text, locale) };
  if (refused.rule) body.rule = refused.rule;
  if (refused.fields)
    body.fields = Object.fromEntries(Object.entries(refused.fields).map(([name, text]) => [name, say(text, locale)]));
  return body;
}

/** A refusal as its HTTP answer (with `Retry-After` when it says how long to wait). */
export function refusalAnswer(c: Context<AppEnv>, refused: Refused): Response {
  if (refused.retryAfter !== undefined) c.header("Retry-After", String(refused.retryAfter));
  return c.json(refusalBody(c, refused), refused.status);
}

/** The body of an answer the server itself gives (not a client's mistake, so not a `Refused`). */
export function serverErrorBody(c: Context<AppEnv>, status: 405 | 500 | 503, key: MessageKey): ApiError {
  return { statusCode: status, message: message(key, requestLocale(c)) };
}

/** The statuses the server itself answers with: 405, 500, 503. */
export function serverErrorAnswer(c: Context<AppEnv>, status: 405 | 500 | 503, key: MessageKey): Response {
  return c.json(serverErrorBody(c, status, key), status);
}

/**
 * A 400 naming each offending field, in both languages (the answer picks the request's). A field that is missing says
 * "required"; a failure with one of our message keys says that message; a broken limit says the
 * limit ("No máximo 100 caracteres."); anything else "invalid".
 * Issues about the whole body or query (an array sent for an object) are filed under `target`.
 */
export function validationRefusal(error: ZodError, data: unknown, target: string): Refused {
  const fields: Record<string, Text> = {};
  for (const issue of error.issues) {
    // A field a strict body does not take (`code` in a subject's PATCH) is named itself.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].map(String).join(".")] ??= { key: "field_not_allowed" };
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : target;
    if (fields[name]) continue;
    const given = { value: valueAt(data, issue.path) };
    const missing = issue.code === "invalid_type" && given.value === undefined;
    fields[name] = missing ? { key: "field_required" } : words((locale) => issueText(issue, locale, given));
  }
  return Refused.invalid(fields);
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
