import type { MiddlewareHandler } from "hono";
import { message } from "../../domain/messages.ts";
import { OWN_PROFILE_FIELDS } from "../../domain/user-input.ts";
import type { AppEnv } from "../context.ts";
import { errorResponse } from "../http/errors.ts";
import { rawJsonBody } from "../http/raw-body.ts";
import { requestLocale } from "../http/request-info.ts";

/**
 * PRODUCT §8: a Docente or Discente may change only its own e-mail, Lattes, preferred language and
 * password. Any other key in the body is refused with 403 `own_fields_only` — read from the raw body
 * before validation, so that a field the form hides, or one sent with a valid value, is refused
 * rather than quietly ignored or judged on its value. The office (any field) passes.
 */
const ALLOWED = new Set<string>(OWN_PROFILE_FIELDS);

export const ownFieldsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user || user.level === "Administrador") return next();
  const body = await rawJsonBody(c);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return next();
  const others = Object.keys(body).filter((key) => !ALLOWED.has(key));
  if (others.length === 0) return next();
  const text = message("own_fields_only", requestLocale(c));
  return errorResponse(c, 403, "own_fields_only", { fields: Object.fromEntries(others.map((key) => [key, text])) });
};
