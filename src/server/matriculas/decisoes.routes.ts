import { createRoute, z } from "@hono/zod-openapi";
import { batchDecisionInputSchema, batchDecisionResultSchema } from "../../domain/matriculas.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** Decisions in bulk (PRODUCT §8 `POST /api/matriculas/decisoes`): the approvals list's action bar. */
export const decideManyRoute = createRoute({
  method: "post",
  path: "/matriculas/decisoes",
  tags: ["Matrículas"],
  security: [{ sessionCookie: [] }],
  summary: "Accept or reject several enrolments at once (the main advisor its advisees'; the office any)",
  description:
    "Each code is decided as `POST /api/matriculas/{codigo}/decisao` decides it, in its own transaction: " +
    'a refusal of one (a rule\'s `rule` and message, or "not found" for an unknown code or one the caller ' +
    "may not decide) is listed in `errors` and leaves the others decided. A rejection needs `reason` " +
    "(400 otherwise), given once for all.",
  middleware: [requireAccess("matriculaDecisao")] as const,
  request: {
    body: { content: { "application/json": { schema: batchDecisionInputSchema } }, required: true },
  },
  responses: {
    200: json(
      z.object(batchDecisionResultSchema.shape).openapi("EnrolmentDecisions"),
      "What was decided, and each refusal",
    ),
    ...errorResponses(400, 401, 403),
  },
});
