import { z } from "zod";
import { bilingualSchema, termCodeSchema } from "./academic.ts";
import { subjectCodeSchema } from "./subjects.ts";
import { DEGREES, PROGRAMMES, USER_STATUSES } from "./users.ts";

/**
 * The transcript (histórico, PRODUCT §2, §7, §8 `GET /api/historico/{idcbpf}`) as the API states
 * it, and the office's credit transfer (`POST /api/historico/{idcbpf}/aproveitamentos`). Totals
 * come from `transcriptTotals` (transcript.ts), the one function for credits and the CR.
 */
/** The query parameter of `/historico` naming the student shown (docs/academic.md). */
export const STUDENT_PARAM = "aluno";

/** The page of one student's transcript, for links from any screen: `/historico?aluno=<idcbpf>`. */
export function transcriptPagePath(idcbpf: string): string {
  return `/historico?${new URLSearchParams({ [STUDENT_PARAM]: idcbpf }).toString()}`;
}

export const TRANSCRIPT_RESULTS = ["aprovado", "reprovado", "em_curso"] as const;
export type TranscriptResult = (typeof TRANSCRIPT_RESULTS)[number];

export const transcriptEntrySchema = z.object({
  /** `code` is null for a transfer of a subject taken elsewhere (its external name in both languages). */
  subject: z.object({ code: z.string().nullable(), name: bilingualSchema, credits: z.number().int() }),
  /** Null while an attempt has no grade yet (em curso). */
  concept: z.string().nullable(),
  /** The concept's label in the current table (null without a concept). */
  conceptLabel: bilingualSchema.nullable(),
  /** Whole percentage; null for transfers and attempts without a grade. */
  attendance: z.number().int().nullable(),
  result: z.enum(TRANSCRIPT_RESULTS),
  /** Where a transfer (concept T) came from; null for our own attempts. */
  transfer: z.object({ institution: z.string(), originTerm: z.string().nullable() }).nullable(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const transcriptSchema = z.object({
  student: z.object({
    idcbpf: z.string(),
    name: z.string(),
    programme: z.enum(PROGRAMMES).nullable(),
    degree: z.enum(DEGREES).nullable(),
    status: z.enum(USER_STATUSES),
  }),
  /** Chronological (each term's start date). */
  terms: z.array(z.object({ term: z.string(), entries: z.array(transcriptEntrySchema) })),
  creditsEarned: z.number().int(),
  /** Two decimals, half up; null when no final attempt counts in it. */
  cr: z.number().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const TRANSFER_TEXT_MAX = 200;
export const TRANSFER_CREDITS_MAX = 60;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/**
 * A credit transfer: one of our subjects or the name of one taken elsewhere (not both), its
 * credits, our term it is recorded in, the institution and, optionally, the term there.
 */
export const transferInputSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(subjectCodeSchema.optional()),
    externalName: optionalText(TRANSFER_TEXT_MAX),
    credits: z.number().int().min(1).max(TRANSFER_CREDITS_MAX),
    term: termCodeSchema,
    institution: z.string().trim().min(1).max(TRANSFER_TEXT_MAX),
    originTerm: optionalText(40),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.subject === undefined && value.externalName === undefined)
      ctx.addIssue({ code: "custom", path: ["subject"], message: "transfer_subject_required" });
    if (value.subject !== undefined && value.externalName !== undefined)
      ctx.addIssue({ code: "custom", path: ["externalName"], message: "transfer_subject_or_name" });
  });
export type TransferInput = z.infer<typeof transferInputSchema>;
