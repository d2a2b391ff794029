import { OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../domain/api.ts";
import type { AppEnv } from "../context.ts";
import { refusalAnswer, validationRefusal, type ErrorStatus } from "./errors.ts";

/**
 * The pieces every API route module declares itself with: one router type whose failed
 * validations answer our 400, and the error responses that go into the OpenAPI document.
 */
// A copy: domain schemas may be built before zod is extended with `.openapi()`.
export const ApiErrorSchema = z.object(apiErrorSchema.shape).openapi("ApiError");

const TARGET_NAME: Record<string, string> = { json: "body", query: "query", param: "path" };

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      // zod-validator passes the raw input beside the error (not in its types): it tells "missing" from "wrong".
      const raw = (result as { data?: unknown }).data;
      return refusalAnswer(c, validationRefusal(result.error, raw, TARGET_NAME[result.target] ?? result.target));
    },
  });
}

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Malformed JSON or invalid fields (`fields` names each one)",
  401: "Not logged in",
  403: "Not allowed (level, or a foreign Origin)",
  404: "Not found",
  405: "Method not allowed",
  409: "A record with this natural key already exists",
  413: "Body larger than 64 KiB",
  415: "Body is not JSON",
  422: "A business rule refused (`rule`)",
  429: "Too many attempts (see Retry-After)",
  500: "Internal error",
  503: "Database unavailable",
};

/** Every API answer may be one of these, whatever the route (middleware sends them). */
const COMMON: ErrorStatus[] = [400, 403, 413, 415, 500];

/** `responses` entries for the error statuses of a route, all with the ApiError body. */
export function errorResponses(...statuses: ErrorStatus[]) {
  const all = [...new Set([...COMMON, ...statuses])].sort((a, b) => a - b);
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: DESCRIPTIONS[status], content: { "application/json": { schema: ApiErrorSchema } } },
    ]),
  ) as Record<ErrorStatus, { description: string; content: { "application/json": { schema: typeof ApiErrorSchema } } }>;
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
