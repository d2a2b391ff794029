import type { Context } from "hono";
import type { ZodError } from "zod";
import type { ApiError } from "../../domain/api.ts";
import type { Locale } from "../../domain/locale.ts";
import { issueText, message, type MessageKey } from "../../domain/messages.ts";
import type { Refused } from "../../domain/refusal.ts";
import { say, type RefusalStatus } from "../../domain/refusal.ts";
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

const DEFAULT_KEY: Record<ErrorStatus, MessageKey> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "bad_request",
  429: "too_many_requests",
  500: "internal",
  503: "unavailable",
};

export function apiError(
  c: Context<AppEnv>,
  statusCode: ErrorStatus,
  key: MessageKey = DEFAULT_KEY[statusCode],
  extra: { values?: Record<string, string | number>; fields?: Record<string, string>; rule?: string } = {},
): ApiError {
  return {
    statusCode,
    message: message(key, requestLocale(c), extra.values),
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.rule ? { rule: extra.rule } : {}),
  };
}

/** An error answer as a Response (for middleware, which cannot use typed route returns). */
export function errorResponse(
  c: Context<AppEnv>,
  statusCode: ErrorStatus,
  key?: MessageKey,
  extra?: Parameters<typeof apiError>[3],
): Response {
  return c.json(apiError(c, statusCode, key, extra), statusCode);
}

/**
 * A 400 naming each offending field in the request's language. A field that is missing says
 * "required"; a failure with one of our message keys says that message; a broken limit says the
 * limit ("No máximo 100 caracteres."); anything else "invalid".
 * Issues about the whole body or query (an array sent for an object) are filed under `target`.
 */
export function validationFields(
  error: ZodError,
  data: unknown,
  target: string,
  locale: Locale,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // A field a strict body does not take (`code` in a subject's PATCH) is named itself.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        fields[[...issue.path, key].map(String).join(".")] ??= message("field_not_allowed", locale);
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : target;
    if (fields[name]) continue;
    const missing = issue.code === "invalid_type" && valueAt(data, issue.path) === undefined;
    fields[name] = missing ? message("field_required", locale) : issueText(issue, locale);
  }
  return fields;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A business rule's refusal (PRODUCT §7): 422 with the stable `rule` key, its message naming what clashed. */
export function ruleError(
  c: Context<AppEnv>,
  rule: MessageKey,
  values?: Record<string, string | number>,
): ApiError & { statusCode: 422 } {
  return { ...apiError(c, 422, rule, { rule, ...(values ? { values } : {}) }), statusCode: 422 };
}

/** A duplicate natural key (PRODUCT §8): 409 with what exists. */
export function conflictError(
  c: Context<AppEnv>,
  key: MessageKey,
  values?: Record<string, string | number>,
): ApiError & { statusCode: 409 } {
  return { ...apiError(c, 409, key, values ? { values } : {}), statusCode: 409 };
}
