import { i18n } from "@lingui/core";
import type { z } from "zod";
import type { ApiError } from "../domain/api.ts";
import { takeEarlyRequest } from "./early-requests.ts";
import { trackRequest } from "./quiet.ts";
import { statusText } from "./status-text.ts";

/**
 * The one way the browser talks to the API: JSON in and out, the UI language in
 * `Accept-Language` (so the server's messages come back in it), cookies sent, and every
 * failure turned into an `ApiRequestError` carrying the server's `{statusCode, message}`.
 */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly rule: string | undefined;
  /** Seconds from `Retry-After` (429), when the server sent it. */
  readonly retryAfter: number | undefined;
  /** No answer at all (offline, server down): `statusCode` is 0 and `message` is empty. */
  readonly network: boolean;

  constructor(body: ApiError, options: { retryAfter?: number; network?: boolean } = {}) {
    super(body.message);
    this.name = "ApiRequestError";
    this.statusCode = body.statusCode;
    this.fields = body.fields;
    this.rule = body.rule;
    this.retryAfter = options.retryAfter;
    this.network = options.network ?? false;
  }
}

/** Any failure of an API call as an ApiRequestError (a thrown non-API error reads as a 500). */
export function asApiError(error: unknown): ApiRequestError {
  return error instanceof ApiRequestError ? error : new ApiRequestError({ statusCode: 500, message: "" });
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The UI language as an `Accept-Language` value (the active Lingui locale, pt-BR before any is loaded). */
export function acceptLanguage(): string {
  return i18n.locale === "en-US" ? "en-US" : "pt-BR";
}

/**
 * The error answer checked with its schema, or null. zod is loaded when an answer needs checking,
 * not with the app (see apiRequest); should that fail too, the status says it.
 */
async function checkedError(body: unknown): Promise<ApiError | null> {
  try {
    const { apiErrorSchema } = await import("../domain/api.ts");
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A non-2xx answer as the `ApiRequestError` it means (also for downloads, src/lib/download.ts). */
export async function parseError(response: Response): Promise<ApiRequestError> {
  const retryHeader = Number(response.headers.get("Retry-After"));
  const retryAfter = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, say): said from the status alone, in the UI's words.
  }
  const error = (await checkedError(body)) ?? { statusCode: response.status, message: statusText(response.status) };
  return new ApiRequestError(error, { retryAfter });
}

type Options = { method?: Method; body?: unknown; signal?: AbortSignal };

/**
 * Calls `/api/…` and validates the answer with `schema`. Rejects with `ApiRequestError`
 * on a network failure, a non-2xx answer or an answer of the wrong shape. In flight (quiet.ts)
 * until its answer is read.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Options = {},
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiRequest(path, options));
  // A 2xx of the wrong shape means client and server disagree: report it as a bad gateway.
  if (!parsed.success) throw badShape();
  return parsed.data;
}

/** What apiFetch rejects with for a 2xx answer of the wrong shape. */
export function badShape(): ApiRequestError {
  return new ApiRequestError({ statusCode: 502, message: "" });
}

/**
 * The answer's JSON as it came (`undefined` when it is not JSON, `{}` when empty), for callers
 * that check it without a schema — the session at start, so that the first screen does not wait
 * for zod (src/lib/session.ts). Rejects as apiFetch does, shape aside.
 */
export function apiRequest(path: string, options: Options = {}): Promise<unknown> {
  return trackRequest(request(path, options));
}

async function request(path: string, options: Options): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": acceptLanguage() };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  // A plain GET the app's first script already started (early-requests.ts) takes that answer.
  const early = (options.method ?? "GET") === "GET" && options.body === undefined ? takeEarlyRequest(path) : undefined;
  try {
    response = await (early ??
      fetch(path, {
        method: options.method ?? "GET",
        headers,
        credentials: "same-origin",
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
    options.signal?.throwIfAborted();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError({ statusCode: 0, message: "" }, { network: true });
  }
  if (!response.ok) throw await parseError(response);
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return undefined;
  }
}
