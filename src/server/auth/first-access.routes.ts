import { createRoute, z } from "@hono/zod-openapi";
import { passwordLinkSchema } from "../../domain/password-links.ts";
import { ApiErrorSchema, errorResponses, json } from "../http/openapi.ts";
import { UserSchema } from "./session.routes.ts";

/** The first-access link's call (`/primeiro-acesso/{token}`): set the password once, then logged in. */
export const firstAccessRoute = createRoute({
  method: "post",
  path: "/_auth/primeiro-acesso",
  tags: ["Session"],
  summary: "Use a one-time first-access link: set the password, end other sessions, log in",
  description:
    "A valid, unused, unexpired token sets the password and answers like a login (the session cookie is set). An unknown, malformed, used or expired token gets one 404 answer; more than 10 such failures a minute from one address get 429.",
  request: { body: { required: true, content: { "application/json": { schema: passwordLinkSchema } } } },
  responses: {
    200: json(z.object({ user: UserSchema }), "Password set and logged in; the session cookie is set"),
    ...errorResponses(404),
    429: {
      description: "Too many invalid links from this address",
      headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait" }) }),
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});
