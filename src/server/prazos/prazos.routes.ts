import { createRoute, z } from "@hono/zod-openapi";
import {
  overdueQuerySchema,
  overdueRowSchema,
  remindersAnswerSchema,
  remindersInputSchema,
} from "../../domain/prazos.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The overdue list and the reminders (programme-year rules 20 and 23), declared once. The list is
 * the office's and the Docentes' (`prazos`; a Docente narrowed to its advisees by the query); the
 * reminders run on demand by the office.
 */
const tags = ["Prazos"];
const security = [{ sessionCookie: [] }];

const OverdueRowSchema = z.object(overdueRowSchema.shape).openapi("OverdueRow");
const OverduePageSchema = z
  .object({
    items: z.array(OverdueRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("OverduePage");

export const listOverdue = createRoute({
  method: "get",
  path: "/prazos",
  tags,
  security,
  summary: "Phases overdue or due within 60 days (Administrador: all; Docente: its advisees)",
  description:
    "A row per `ativo` student and phase that is `vencida` or `a_vencer`, and the final version due after a passed defence (`versao_final`), by due date then name. `advisor` is the main advisor's idcbpf; `q` words of the student's name, idcbpf or e-mail. A Docente sees the students it advises or co-advises.",
  middleware: [requireAccess("prazos")] as const,
  request: { query: overdueQuerySchema },
  responses: { 200: json(OverduePageSchema, "One page of rows"), ...errorResponses(401, 403) },
});

export const runReminders = createRoute({
  method: "post",
  path: "/prazos/lembretes",
  tags,
  security,
  summary: "Send the reminders now (Administrador)",
  description:
    "What the hourly job does for rule 23: a `prazo_proximo` notice (and e-mail) to each listed student and its main advisor, unless that address had one for that student and phase in the last 7 days. `queued` counts the notices written.",
  middleware: [requireAccess("secretaria")] as const,
  request: { body: { required: true, content: { "application/json": { schema: remindersInputSchema } } } },
  responses: { 200: json(remindersAnswerSchema, "How many reminders were queued"), ...errorResponses(401, 403) },
});
