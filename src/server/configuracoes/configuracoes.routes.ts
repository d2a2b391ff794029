import { createRoute } from "@hono/zod-openapi";
import { settingsPatchSchema, settingsSchema } from "../../domain/settings.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The institution's settings and its concept table (PRODUCT §8 `GET/PATCH /api/configuracoes`):
 * every logged-in user reads them (the rules and the transcript need them); the office changes them.
 */
const tags = ["Configurações"];
const security = [{ sessionCookie: [] }];

export const getSettingsRoute = createRoute({
  method: "get",
  path: "/configuracoes",
  tags,
  security,
  summary: "The institution's settings and concept table (any logged-in user)",
  middleware: [requireAccess("leitura")] as const,
  responses: { 200: json(settingsSchema, "The settings, concepts in display order"), ...errorResponses(401) },
});

export const patchSettingsRoute = createRoute({
  method: "patch",
  path: "/configuracoes",
  tags,
  security,
  summary: "Change settings (Administrador); `concepts` replaces the whole table, in the order given",
  description:
    "Removing a concept used by a grade or a credit transfer: 422 `concept_in_use` naming it. A used concept's attributes may change (the CR is computed from the current table).",
  middleware: [requireAccess("secretaria")] as const,
  request: { body: { required: true, content: { "application/json": { schema: settingsPatchSchema } } } },
  responses: { 200: json(settingsSchema, "The settings as stored"), ...errorResponses(401, 422) },
});
