import { createRoute, z } from "@hono/zod-openapi";
import { loginSchema, userSchema } from "../../domain/users.ts";
import { ApiErrorSchema, errorResponses, json } from "../http/openapi.ts";

/** The session calls of PRODUCT §4, declared once: validation and the OpenAPI document come from here. */
// Domain schemas may be built before zod is extended with `.openapi()`; copies made here always are.
export const UserSchema = z.object(userSchema.shape).openapi("User");
const LoginSchema = z.object(loginSchema.shape).openapi("Login");
const tags = ["Session"];

export const login = createRoute({
  method: "post",
  path: "/_auth/session",
  tags,
  summary: "Log in with idcbpf and password; sets the session cookie",
  request: { body: { required: true, content: { "application/json": { schema: LoginSchema } } } },
  responses: {
    200: json(z.object({ user: UserSchema }), "Logged in; the session cookie is set"),
    ...errorResponses(401),
    429: {
      description: "Too many failed attempts for this idcbpf or address",
      headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait" }) }),
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

export const current = createRoute({
  method: "get",
  path: "/_auth/session",
  tags,
  summary: "The logged-in user, or an empty object",
  security: [{ sessionCookie: [] }, {}],
  responses: {
    200: json(z.object({ user: UserSchema.optional() }), "`{user}` when logged in, `{}` when not"),
    ...errorResponses(),
  },
});

export const logout = createRoute({
  method: "delete",
  path: "/_auth/session",
  tags,
  summary: "Log out: ends the session and clears the cookie",
  responses: {
    200: json(z.object({}), "Logged out (also when there was no session)"),
    ...errorResponses(),
  },
});
