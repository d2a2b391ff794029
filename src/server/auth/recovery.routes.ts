import { createRoute, z } from "@hono/zod-openapi";
import { passwordLinkSchema, recoveryRequestSchema } from "../../domain/password-links.ts";
import { ApiErrorSchema, errorResponses, json } from "../http/openapi.ts";
import { UserSchema } from "./session.routes.ts";

/** Password recovery (PRODUCT §7, §8): ask for a link by idcbpf or e-mail, then use it once. */
const tags = ["Session"];
const throttled = (description: string) => ({
  description,
  headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait" }) }),
  content: { "application/json": { schema: ApiErrorSchema } },
});

export const recoveryRoute = createRoute({
  method: "post",
  path: "/_auth/recuperacao",
  tags,
  summary: "Forgot the password: mail a one-time link to set a new one",
  description:
    "`login` is the idcbpf or the e-mail. The answer is the same 202 whether or not it exists. A user with a local password gets a link valid for an hour and once (a new request replaces the old link), in its language; a directory (LDAP) user gets a message pointing at the directory's own reset. Requests are limited per address and per login (429 with Retry-After).",
  request: { body: { required: true, content: { "application/json": { schema: recoveryRequestSchema } } } },
  responses: {
    202: json(z.object({ sent: z.literal(true) }), "Accepted: a message was sent if the login exists"),
    ...errorResponses(400),
    429: throttled("Too many requests from this address or for this login"),
  },
});

export const resetRoute = createRoute({
  method: "post",
  path: "/_auth/redefinicao",
  tags,
  summary: "Use a recovery link: set the new password, end the user's other sessions, log in",
  description:
    "A valid token (unused, under an hour old, the newest of its user) sets the password and answers like a login (the session cookie is set). A used, expired or unknown token gets one 422 `token_invalid`; more than 10 of those a minute from one address get 429.",
  request: { body: { required: true, content: { "application/json": { schema: passwordLinkSchema } } } },
  responses: {
    200: json(z.object({ user: UserSchema }), "Password set and logged in; the session cookie is set"),
    ...errorResponses(400, 422),
    429: throttled("Too many invalid links from this address"),
  },
});
