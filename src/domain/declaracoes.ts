import { z } from "zod";
import {
  bilingualSchema,
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  PERSONAL_DECLARATION_TYPES,
  type DeclarationType,
} from "./academic.ts";
import { COMMITTEE_KINDS, MEMBER_ROLES, VERDICTS } from "./bancas.ts";
import { formatCode } from "./codes.ts";
import { DEFAULT_TIME_ZONE } from "./dates.ts";
import { pageAnswer, pageQueryShape } from "./paging.ts";
import { TRANSCRIPT_RESULTS } from "./historico.ts";
import { DEGREES, idcbpfSchema, PROGRAMMES, USER_STATUSES } from "./users.ts";

/**
 * Declarations (PRODUCT §2, §7, §8 `/api/declaracoes`, `/api/autenticacao/{codigo}`): what the
 * forms send and what the server answers, shared by both. What a declaration states is fixed
 * when it is issued (`statement` in both languages, built by declaration-statements.ts); the
 * PDF is drawn from that snapshot on each download.
 */
export { DECLARATION_STATUSES, DECLARATION_TYPES, PERSONAL_DECLARATION_TYPES, type DeclarationType };
export type { DeclarationStatus, PersonalDeclarationType } from "./academic.ts";

/** Where a printed declaration is verified (Portuguese path, as paper carries it; PRODUCT §2). */
export function verificationPath(canonicalOrFormatted: string): string {
  return `/autenciacar-declaracao/${formatCode(canonicalOrFormatted.replace(/-/g, ""))}`;
}

/** `GET /api/declaracoes/{codigo}/pdf`, in one language (`lang`, default the request's). */
export function declarationPdfPath(codigo: string, lang?: "pt" | "en"): string {
  return `/api/declaracoes/${encodeURIComponent(codigo)}/pdf${lang ? `?lang=${lang}` : ""}`;
}

export const OFFERING_ID_MAX = 2_147_483_647;
export const REVOCATION_REASON_MAX = 500;

/**
 * `POST /api/declaracoes`: `holder` defaults to the caller (only the office may name another);
 * `offering` names the offering taught, required for `docencia` and refused for other types.
 */
export const declarationIssueSchema = z
  .strictObject({
    type: z.enum(PERSONAL_DECLARATION_TYPES),
    holder: idcbpfSchema.optional(),
    offering: z.number().int().min(1).max(OFFERING_ID_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === "docencia" && value.offering === undefined)
      ctx.addIssue({ code: "custom", path: ["offering"], message: "declaration_offering_required" });
    if (value.type !== "docencia" && value.offering !== undefined)
      ctx.addIssue({ code: "custom", path: ["offering"], message: "declaration_offering_only_docencia" });
  });
export type DeclarationIssueInput = z.infer<typeof declarationIssueSchema>;

/**
 * `POST /api/declaracoes` of a committee member's participation statement (office; issued again
 * after a revocation): the committee and the member by id. An `ata_banca` is never posted: the
 * verdict issues it.
 */
export const participationIssueSchema = z.strictObject({
  type: z.literal("participacao_banca"),
  committee: z.number().int().min(1).max(OFFERING_ID_MAX),
  member: z.number().int().min(1).max(OFFERING_ID_MAX),
});
export type ParticipationIssueInput = z.infer<typeof participationIssueSchema>;

/** The committee a `participacao_banca` or `ata_banca` is about. */
export const declarationCommitteeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMITTEE_KINDS),
  date: z.string(),
  student: z.object({ idcbpf: z.string(), name: z.string() }),
});

/** The member a `participacao_banca` is about. */
export const declarationMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
});

/** The offering a `docencia` declaration is about. */
export const declarationOfferingSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  subject: z.object({ code: z.string(), name: bilingualSchema }),
});

/**
 * One declaration as its holder, its issuer and the office see it: the answer of
 * `POST /api/declaracoes` (201), the items of `GET /api/declaracoes` and the answer of the
 * revocation. `codigo` in printed form; `url` the full verification URL (the QR code's).
 * `revokedAt`/`reason` only on revoked ones; `offering` only on `docencia`.
 */
/** A declaration's holder: a user, or (an external committee member) a name only, `idcbpf` null. */
export const declarationHolderSchema = z.object({ idcbpf: z.string().nullable(), name: z.string() });

export const declarationSchema = z.object({
  codigo: z.string(),
  type: z.enum(DECLARATION_TYPES),
  holder: declarationHolderSchema,
  /** ISO instant. */
  issuedAt: z.string(),
  /**
   * The institution's time zone at issue: times are shown on its clock, naming it. A copy kept
   * on the device from before the field existed reads as the default zone.
   */
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  url: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  /** What it states, in both languages, as issued. */
  statement: bilingualSchema,
  /** Who issued it (null when that user is gone). */
  issuedBy: z.object({ idcbpf: z.string(), name: z.string() }).nullable(),
  revokedAt: z.string().optional(),
  reason: z.string().optional(),
  offering: declarationOfferingSchema.optional(),
  /** Only on `participacao_banca` and `ata_banca`. */
  committee: declarationCommitteeSchema.optional(),
  /** Only on `participacao_banca`. */
  member: declarationMemberSchema.optional(),
});
export type Declaration = z.infer<typeof declarationSchema>;

/** `GET /api/declaracoes`: a user's own; the office all, or one holder's (`holder`). Newest first. */
export const declarationListQuerySchema = z.object({
  holder: idcbpfSchema.optional(),
  type: z.enum(DECLARATION_TYPES).optional(),
  status: z.enum(DECLARATION_STATUSES).optional(),
  ...pageQueryShape,
});
export type DeclarationListQuery = z.infer<typeof declarationListQuerySchema>;

export const declarationPageSchema = pageAnswer(declarationSchema);
export type DeclarationPage = z.infer<typeof declarationPageSchema>;

/** `POST /api/declaracoes/{codigo}/revogacao` (office): the reason the verification page shows. */
export const revocationSchema = z.strictObject({
  reason: z.string().trim().min(1, { message: "revocation_reason_required" }).max(REVOCATION_REASON_MAX),
});
export type RevocationInput = z.infer<typeof revocationSchema>;

/**
 * A transcript's content as the verification page shows it (the tables the paper prints), from
 * the snapshot stored at issue. `attendance` and `transfer` are null where an older snapshot did
 * not store them.
 */
export const verificationTranscriptSchema = z.object({
  idcbpf: z.string(),
  programme: z.enum(PROGRAMMES).nullable(),
  degree: z.enum(DEGREES).nullable(),
  entryTerm: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  terms: z.array(
    z.object({
      term: z.string(),
      entries: z.array(
        z.object({
          code: z.string().nullable(),
          name: bilingualSchema,
          credits: z.number().int(),
          concept: z.string().nullable(),
          attendance: z.number().int().nullable(),
          result: z.enum(TRANSCRIPT_RESULTS),
          transfer: z.object({ institution: z.string(), originTerm: z.string().nullable() }).nullable(),
        }),
      ),
    }),
  ),
  creditsEarned: z.number().int(),
  cr: z.number().nullable(),
});
export type VerificationTranscript = z.infer<typeof verificationTranscriptSchema>;

/**
 * A committee document's content as the verification page shows it, from the snapshot the verdict
 * stored: the session (kind, degree, title, day, time), the student; for an ata every member with
 * presence and the verdict; for a participation statement its member and role.
 */
export const verificationCommitteeSchema = z.object({
  kind: z.enum(COMMITTEE_KINDS),
  degree: z.enum(DEGREES),
  title: z.string(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  /** `HH:MM`, the institution's clock. */
  time: z.string(),
  student: z.object({ name: z.string(), programme: z.string() }),
  /** The ata only: every member as it lists them. */
  members: z
    .array(
      z.object({ name: z.string(), role: z.enum(MEMBER_ROLES), institution: z.string(), participated: z.boolean() }),
    )
    .optional(),
  /** The ata only. */
  verdict: z.enum(VERDICTS).optional(),
  /** A participation statement only: whose it is. */
  member: z.object({ name: z.string(), role: z.enum(MEMBER_ROLES), institution: z.string() }).optional(),
});
export type VerificationCommittee = z.infer<typeof verificationCommitteeSchema>;

/**
 * `GET /api/autenticacao/{codigo}` (public): what anyone holding the paper may check. Beyond
 * PRODUCT §8's fields: `timeZone`, the institution's zone at issue, so the page shows the
 * institution's date and time whatever the reader's clock (a reader in Tokyo sees the day it was
 * issued in Brazil); the institution, signatory and title printed on it; a transcript's tables; a committee document's session and members.
 */
export const verificationSchema = z.object({
  codigo: z.string(),
  type: z.enum(DECLARATION_TYPES),
  holderName: z.string(),
  issuedAt: z.string(),
  statement: bilingualSchema,
  status: z.enum(DECLARATION_STATUSES),
  revokedAt: z.string().optional(),
  reason: z.string().optional(),
  timeZone: z.string(),
  institution: z.string(),
  signatory: z.string(),
  signatoryTitle: z.string(),
  transcript: verificationTranscriptSchema.optional(),
  /** Only on `ata_banca` and `participacao_banca`. */
  committee: verificationCommitteeSchema.optional(),
});
export type Verification = z.infer<typeof verificationSchema>;
