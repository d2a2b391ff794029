import { createRoute, z } from "@hono/zod-openapi";
import { painelSchema } from "../../domain/painel.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** The office's home (`GET /api/painel`), declared once: validation and the OpenAPI document come from here. */
// A copy of the domain schema, made after zod is extended with `.openapi()`.
export const PainelSchema = z.object(painelSchema.shape).openapi("Painel");

export const getPainel = createRoute({
  method: "get",
  path: "/painel",
  tags: ["Painel"],
  security: [{ sessionCookie: [] }],
  summary: "The office's home: the current term, its counts and what needs attention (Administrador)",
  description:
    "The current term (null when none) with its windows; active students per programme; the current term's " +
    "offerings, enrolments per status and seats taken of the capacity; and, in any term, enrolments still " +
    "`pendente` after the term's drop deadline and, after a term's grade deadline, its offerings with " +
    "`deferida` enrolments that have no grade (count per offering, with the teachers). Deadlines are days in " +
    "the institution's time zone, both ends inclusive: a row is flagged from the day after. Each list holds at " +
    "most 50 rows, oldest term first; `total` says how many there are.",
  middleware: [requireAccess("secretaria")] as const,
  responses: { 200: json(PainelSchema, "The office's home"), ...errorResponses(401, 403) },
});
