import type { AppEnv, Deps } from "../context.ts";
import { apiError, conflictError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { message } from "../../domain/messages.ts";
import type { Context } from "hono";
import { createCall, listCalls, updateCall } from "./chamadas.queries.ts";
import { createCallRoute, listCallsRoute, patchCallRoute } from "./chamadas.routes.ts";

const isOffice = (c: Context<AppEnv>) => c.get("user")?.level === "Administrador";

/** GET/POST /api/chamadas, PATCH /api/chamadas/{id}. */
export function chamadasRouter(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(listCallsRoute, async (c) => c.json(await listCalls(db, c.req.valid("query"), isOffice(c)), 200))
    .openapi(createCallRoute, async (c) => {
      const actorId = c.get("user")?.id;
      if (actorId === undefined) return c.json(apiError(c, 401), 401);
      return c.json(await createCall(db, c.req.valid("json"), actorId), 201);
    })
    .openapi(patchCallRoute, async (c) => {
      const actorId = c.get("user")?.id;
      if (actorId === undefined) return c.json(apiError(c, 401), 401);
      const outcome = await updateCall(db, c.req.valid("param").id, c.req.valid("json"), actorId);
      if (outcome.ok) return c.json(outcome.call, 200);
      switch (outcome.refusal) {
        case "not_found":
          return c.json(apiError(c, 404), 404);
        case "dates_order": {
          const text = message("call_dates_order", requestLocale(c));
          return c.json(apiError(c, 400, "validation_failed", { fields: { closesOn: text } }), 400);
        }
        case "document_in_use":
          return c.json(conflictError(c, "document_in_use", { key: outcome.key }), 409);
      }
    });
}
