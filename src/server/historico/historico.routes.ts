import { createRoute, z } from "@hono/zod-openapi";
import { transcriptEntrySchema, transcriptSchema, transferInputSchema } from "../../domain/historico.ts";
import { idcbpfSchema } from "../../domain/users.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The transcript (PRODUCT §2 `/historico`, §7, §8), declared once: validation and the OpenAPI
 * document come from here. Reading is open to every logged-in level at the route (`historico`)
 * and narrowed per student by the handler: the student itself, its main advisor and co-advisors,
 * the office. Recording a credit transfer is the office's (`secretaria`).
 */
const tags = ["Histórico"];
const security = [{ sessionCookie: [] }];

// Copies of the domain schemas, made after zod is extended with `.openapi()`.
const EntrySchema = z.object(transcriptEntrySchema.shape).openapi("TranscriptEntry");
export const TranscriptSchema = z
  .object({
    ...transcriptSchema.shape,
    terms: z.array(z.object({ term: z.string(), entries: z.array(EntrySchema) }).openapi("TranscriptTerm")),
  })
  .openapi("Transcript");
const params = z.object({ idcbpf: idcbpfSchema });

export const getTranscript = createRoute({
  method: "get",
  path: "/historico/{idcbpf}",
  tags,
  security,
  summary: "A student's transcript: the student itself, its main advisor and co-advisors, the office",
  description:
    "Final results per term (chronological), the accepted (`deferida`) enrolments without a final grade as " +
    "`em_curso`, a failed attempt beside a later pass, transfers (concept T) in the term they were recorded in; " +
    "pending, rejected, waiting and dropped enrolments are not on it. `creditsEarned` and `cr` (2 decimals, half " +
    "up; null when no final attempt counts) from the current concept table. Someone else's student → 403; an " +
    "unknown idcbpf or one that is not a student → 404.",
  middleware: [requireAccess("historico")] as const,
  request: { params },
  responses: { 200: json(TranscriptSchema, "The transcript"), ...errorResponses(401, 403, 404) },
});

export const createTransfer = createRoute({
  method: "post",
  path: "/historico/{idcbpf}/aproveitamentos",
  tags,
  security,
  summary: "Record a credit transfer (aproveitamento, concept T) for a student (Adm; audited)",
  description:
    "One of `subject` (our subject's code) or `externalName` (a subject taken elsewhere), not both; `term` is our " +
    "term it is recorded in. Answers 201 with the student's whole transcript, the transfer in it. 422 " +
    "`subject_unknown`, `term_unknown`, `not_a_student` (the message names it).",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params,
    body: { content: { "application/json": { schema: transferInputSchema } }, required: true },
  },
  responses: {
    201: json(TranscriptSchema, "The student's transcript with the transfer"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});
