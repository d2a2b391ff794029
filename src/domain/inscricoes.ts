import { z } from "zod";
import { APPLICATION_STATUSES, isoDaySchema, type ApplicationStatus } from "./academic.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";
import { foldText } from "./search.ts";
import { emailSchema, entryTermSchema, nameSchema } from "./user-input.ts";
import { DEGREES, IDCBPF_PATTERN, PROGRAMMES, idcbpfSchema } from "./users.ts";

/**
 * Registration calls (chamadas) and applications (inscrições), PRODUCT §1, §7, §8: the shapes the
 * office's and the applicant's forms and the server share. Codes are `src/domain/codes.ts`'s:
 * answered formatted (`XXXX-XXXX-…`), accepted as typed.
 */

/** A PDF may have at most 10 MB; an application at most 10 of them (PRODUCT §7). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;

// ---------------------------------------------------------------------------------------------
// Calls

/** The key of a required document (`cv`, `diploma`, `historico-graduacao`): its URL segment too. */
export const DOCUMENT_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const documentKeySchema = z.string().regex(DOCUMENT_KEY_PATTERN, { message: "document_key_invalid" });

const labelTextSchema = z.string().trim().min(1).max(200);
const titleTextSchema = z.string().trim().min(1).max(200);

export const callDocumentSchema = z.object({
  key: documentKeySchema,
  label: z.object({ pt: labelTextSchema, en: labelTextSchema }),
});
export type CallDocument = z.infer<typeof callDocumentSchema>;

const callDocumentsSchema = z
  .array(callDocumentSchema)
  .max(MAX_DOCUMENTS)
  .superRefine((docs, ctx) => {
    const seen = new Set<string>();
    docs.forEach((doc, index) => {
      if (seen.has(doc.key)) ctx.addIssue({ code: "custom", message: "duplicate_document_key", path: [index, "key"] });
      seen.add(doc.key);
    });
  });

/** `GET /api/chamadas` items. `open`: whether today (institution's time zone) is within its dates. */
export const callSchema = z.object({
  id: z.number().int(),
  programme: z.enum(PROGRAMMES),
  degree: z.enum(DEGREES),
  title: z.object({ pt: z.string(), en: z.string() }),
  opensOn: z.string(),
  closesOn: z.string(),
  documents: z.array(z.object({ key: z.string(), label: z.object({ pt: z.string(), en: z.string() }) })),
  open: z.boolean(),
});
export type Call = z.infer<typeof callSchema>;

const callFieldsShape = {
  programme: z.enum(PROGRAMMES),
  degree: z.enum(DEGREES),
  title: z.object({ pt: titleTextSchema, en: titleTextSchema }),
  opensOn: isoDaySchema,
  closesOn: isoDaySchema,
  documents: callDocumentsSchema,
};

/** Both ends inclusive: a call may open and close on the same day. */
export function callDatesProblem(dates: { opensOn?: string | undefined; closesOn?: string | undefined }): boolean {
  return dates.opensOn !== undefined && dates.closesOn !== undefined && dates.opensOn > dates.closesOn;
}

/** `POST /api/chamadas` (office). */
export const callCreateSchema = z
  .object({ ...callFieldsShape, documents: callDocumentsSchema.default([]) })
  .strict()
  .refine((call) => !callDatesProblem(call), { message: "call_dates_order", path: ["closesOn"] });
export type CallCreate = z.infer<typeof callCreateSchema>;

/**
 * `PATCH /api/chamadas/{id}` (office): any field. The server checks the dates again against the
 * stored ones, and refuses (409 `document_in_use`) to drop a document key an application has a
 * file for.
 */
export const callPatchSchema = z
  .object(callFieldsShape)
  .partial()
  .strict()
  .refine((call) => !callDatesProblem(call), { message: "call_dates_order", path: ["closesOn"] });
export type CallPatch = z.infer<typeof callPatchSchema>;

/** Which calls the office lists: `aberta` (open today), `futura` (not yet open), `encerrada`. */
export const CALL_STATES = ["aberta", "futura", "encerrada"] as const;
export type CallState = (typeof CALL_STATES)[number];

/** `GET /api/chamadas`: the public always gets the open calls (these filters are the office's). */
export const callListQuerySchema = z.object({
  status: z.enum(CALL_STATES).optional(),
  programme: z.enum(PROGRAMMES).optional(),
  ...pageQueryShape,
});
export type CallListQuery = z.infer<typeof callListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Applications

const applicantTextSchema = z.string().trim().min(1).max(200);
const optionalTextSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (value === "" ? null : value));

const applicantShape = {
  name: nameSchema,
  email: emailSchema,
  /** CPF, passport… as the applicant writes it. */
  documentId: z.string().trim().min(1).max(50),
  birthDate: isoDaySchema,
  researchArea: applicantTextSchema,
  /** Empty or absent means none. */
  desiredAdvisor: optionalTextSchema.nullable(),
};

/** `POST /api/inscricoes` (public). */
export const applicationCreateSchema = z
  .object({
    call: z.number().int().positive(),
    ...applicantShape,
    desiredAdvisor: applicantShape.desiredAdvisor.optional().default(null),
  })
  .strict();
export type ApplicationCreate = z.input<typeof applicationCreateSchema>;

/** `POST /api/inscricoes` answers 201 with this… */
export const applicationCreatedSchema = z.object({ codigo: z.string(), status: z.literal("rascunho") });
/** …or 202 when that e-mail already applied to that call (the code is sent there again). */
export const applicationResentSchema = z.object({ sent: z.literal(true) });

/** `PATCH /api/inscricoes/{codigo}`: any applicant field (not the call). */
export const applicationPatchSchema = z.object(applicantShape).partial().strict();
export type ApplicationPatch = z.input<typeof applicationPatchSchema>;

/** An uploaded PDF as listed (the bytes: `GET …/documentos/{key}`). */
export const applicationDocumentSchema = z.object({ key: z.string(), name: z.string(), size: z.number().int() });
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const applicationHistoryEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  reason: z.string().optional(),
});

/** `GET /api/inscricoes/{codigo}` (the code's holder, the office). */
export const applicationSchema = z.object({
  /** Formatted (`XXXX-XXXX-…`). */
  codigo: z.string(),
  call: z.object({
    id: z.number().int(),
    title: z.object({ pt: z.string(), en: z.string() }),
    programme: z.enum(PROGRAMMES),
    degree: z.enum(DEGREES),
    opensOn: z.string(),
    closesOn: z.string(),
    documents: z.array(z.object({ key: z.string(), label: z.object({ pt: z.string(), en: z.string() }) })),
  }),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  documentId: z.string(),
  birthDate: z.string(),
  researchArea: z.string(),
  desiredAdvisor: z.string().nullable(),
  documents: z.array(applicationDocumentSchema),
  /** Oldest first. */
  history: z.array(applicationHistoryEntrySchema),
  /** Whether the call is open today (institution's time zone). */
  open: z.boolean(),
  /** Open, and `rascunho` or `submetida`: the applicant may still change it. */
  editable: z.boolean(),
  /** The idcbpf of the user created or linked on approval, else null. */
  user: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** `GET /api/inscricoes` items (office): enough for the review list. */
export const applicationSummarySchema = z.object({
  codigo: z.string(),
  call: z.object({
    id: z.number().int(),
    title: z.object({ pt: z.string(), en: z.string() }),
    programme: z.enum(PROGRAMMES),
    degree: z.enum(DEGREES),
  }),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  documents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The user created or linked on approval. */
  user: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** `GET /api/inscricoes` (office): `q` searches name and e-mail. */
export const applicationListQuerySchema = z.object({
  call: z.coerce.number().int().positive().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  q: searchSchema.optional(),
  ...pageQueryShape,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const DECISIONS = ["em_analise", "deferida", "indeferida"] as const satisfies readonly ApplicationStatus[];
export type Decision = (typeof DECISIONS)[number];

/**
 * `POST /api/inscricoes/{codigo}/decisao` (office). A rejection needs its reason; an approval
 * needs `idcbpf` and `entryTerm` unless the e-mail already belongs to a user (the server checks
 * that part, answering 400 with those fields).
 */
export const decisionSchema = z
  .object({
    decision: z.enum(DECISIONS),
    reason: z.string().trim().max(1000).optional(),
    idcbpf: idcbpfSchema.optional(),
    entryTerm: entryTermSchema.optional(),
  })
  .strict()
  .refine((body) => body.decision !== "indeferida" || (body.reason ?? "") !== "", {
    message: "reason_required",
    path: ["reason"],
  });
export type DecisionInput = z.input<typeof decisionSchema>;

/** The applicant may change the application (data, documents) and submit it. */
export function applicationEditable(status: ApplicationStatus, callOpen: boolean): boolean {
  return callOpen && (status === "rascunho" || status === "submetida");
}

/** The required documents without a file, in the call's order. */
export function missingDocuments(required: readonly CallDocument[], uploaded: Iterable<string>): CallDocument[] {
  const have = new Set(uploaded);
  return required.filter((doc) => !have.has(doc.key));
}

/** Words that do not make an idcbpf ("Maria da Conceição Souza" → `maria.souza`). */
const NAME_PARTICLES = new Set(["da", "das", "de", "do", "dos", "e", "di", "du", "del", "van", "von", "der", "y"]);

/**
 * An idcbpf suggested from a name: first and last name, folded to ASCII lower case, joined by a
 * dot (`Maria da Conceição Souza` → `maria.souza`), always matching IDCBPF_PATTERN (or "" when
 * the name has no usable letters). The office may change it; the server answers 409 when taken.
 */
export function suggestIdcbpf(name: string): string {
  const words = foldText(name.normalize("NFC"))
    .toLowerCase()
    .replace(/[øœ]/g, "o")
    .replace(/æ/g, "a")
    .replace(/ß/g, "ss")
    .replace(/[đð]/g, "d")
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  const kept = words.filter((word) => !NAME_PARTICLES.has(word));
  const parts = kept.length > 0 ? kept : words;
  if (parts.length === 0) return "";
  const first = parts[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  let candidate = (last ? `${first}.${last}` : first).slice(0, 64);
  if (candidate.length < 2) candidate = `${candidate}0`.slice(0, 2);
  candidate = candidate.replace(/[.]$/, "");
  return IDCBPF_PATTERN.test(candidate) ? candidate : "";
}
