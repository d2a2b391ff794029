import { z } from "zod";
import { LANGUAGES, isoDaySchema, timeSchema, type Bilingual } from "./academic.ts";
import { normalizeCountry, normalizeCpf, normalizePassport } from "./brazilian-documents.ts";
import { MILESTONE_KINDS } from "./guidance.ts";
import { LOCALES, type Locale } from "./locale.ts";
import { dayRangeShape, pageAnswer, pageQueryShape } from "./paging.ts";
import { emailSchema } from "./user-input.ts";
import { DEGREES, PROGRAMMES, idcbpfSchema } from "./users.ts";

/**
 * Committees (bancas) of qualifying exams and defences (programme-year rules 11–19): the values
 * the database checks, what the forms send and what the API answers. The rules are
 * banca-rules.ts; the words of the ata and of the participation statement, banca-texts.ts.
 */
export const COMMITTEE_KINDS = MILESTONE_KINDS;
export type CommitteeKind = (typeof COMMITTEE_KINDS)[number];

/** `proposta` → `agendada` → `realizada`; `proposta` or `agendada` → `cancelada`. */
export const COMMITTEE_STATUSES = ["proposta", "agendada", "realizada", "cancelada"] as const;
export type CommitteeStatus = (typeof COMMITTEE_STATUSES)[number];
export const OPEN_COMMITTEE_STATUSES = ["proposta", "agendada"] as const;

export const VERDICTS = ["aprovado", "aprovado_com_correcoes", "reprovado"] as const;
export type Verdict = (typeof VERDICTS)[number];
export const PASSING_VERDICTS = ["aprovado", "aprovado_com_correcoes"] as const;

export function isPassing(verdict: Verdict | null): boolean {
  return verdict === "aprovado" || verdict === "aprovado_com_correcoes";
}

export const MEMBER_ROLES = ["presidente", "titular", "suplente"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles a proposal lists: the president is the main advisor, added by the server. */
export const LISTED_MEMBER_ROLES = ["titular", "suplente"] as const;

export const HIGHEST_DEGREES = ["doutorado", "mestrado", "especializacao", "graduacao"] as const;
export type HighestDegree = (typeof HIGHEST_DEGREES)[number];

export const DOCUMENT_KINDS = ["cpf", "passaporte"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const COMMITTEE_TITLE_MAX = 500;
export const COMMITTEE_PLACE_MAX = 300;
export const REMOTE_LINK_MAX = 2000;
export const COMMITTEE_NOTES_MAX = 4000;
export const CANCEL_REASON_MAX = 1000;
/** A committee lists at most this many members besides its president. */
export const COMMITTEE_MEMBERS_MAX = 15;
/** The thesis's final version: one PDF of at most 50 MB. */
export const FINAL_VERSION_MAX_BYTES = 50 * 1024 * 1024;

/** A status in words, for the messages that name it. */
export const COMMITTEE_STATUS_WORDS: Record<CommitteeStatus, Bilingual> = {
  proposta: { pt: "proposta", en: "proposed" },
  agendada: { pt: "agendada", en: "scheduled" },
  realizada: { pt: "realizada", en: "held" },
  cancelada: { pt: "cancelada", en: "cancelled" },
};

/** An external member's document as stored: CPF as 11 digits (no country); passport upper case with its country. */
export type MemberDocument = { kind: DocumentKind; number: string; country: string | null };

/** An external's locale when the proposal gives none: Portuguese with a CPF, English with a passport. */
export function defaultMemberLocale(kind: DocumentKind): Locale {
  return kind === "cpf" ? "pt" : "en";
}

/** `document` of an external member: a CPF (check digits; dots and dash allowed) or a passport and its country. */
export const memberDocumentSchema = z
  .strictObject({
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string().max(40),
    country: z.string().max(10).optional(),
  })
  .transform((document, ctx): MemberDocument => {
    if (document.kind === "cpf") {
      const digits = normalizeCpf(document.number);
      if (!digits) ctx.addIssue({ code: "custom", path: ["number"], message: "cpf_invalid" });
      if (document.country !== undefined && normalizeCountry(document.country) !== "BR")
        ctx.addIssue({ code: "custom", path: ["country"], message: "cpf_country" });
      return { kind: "cpf", number: digits ?? "", country: null };
    }
    const number = normalizePassport(document.number);
    if (!number) ctx.addIssue({ code: "custom", path: ["number"], message: "passport_invalid" });
    const country = document.country === undefined ? null : normalizeCountry(document.country);
    if (document.country === undefined)
      ctx.addIssue({ code: "custom", path: ["country"], message: "country_required" });
    else if (!country) ctx.addIssue({ code: "custom", path: ["country"], message: "country_invalid" });
    return { kind: "passaporte", number: number ?? "", country };
  });

export type InternalMemberInput = { external: false; idcbpf: string; role: (typeof LISTED_MEMBER_ROLES)[number] };
export type ExternalMemberInput = {
  external: true;
  name: string;
  email: string;
  institution: string;
  highestDegree: HighestDegree;
  document: MemberDocument;
  locale: Locale;
  role: (typeof LISTED_MEMBER_ROLES)[number];
};
export type MemberInput = InternalMemberInput | ExternalMemberInput;

const EXTERNAL_FIELDS = ["name", "email", "institution", "highestDegree", "document", "locale"] as const;

/**
 * One listed member (rule 12): internal `{idcbpf, role}` or external `{name, email, institution,
 * highestDegree, document, locale?, role}` — told apart by `idcbpf`; fields of the other kind are
 * refused by name. `presidente` is not listed: the server adds the main advisor (400 otherwise).
 */
export const memberInputSchema = z
  .strictObject({
    idcbpf: idcbpfSchema.optional(),
    role: z.enum(MEMBER_ROLES),
    name: z.string().trim().min(1).max(200).optional(),
    email: emailSchema.optional(),
    institution: z.string().trim().min(1).max(200).optional(),
    highestDegree: z.enum(HIGHEST_DEGREES).optional(),
    document: memberDocumentSchema.optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .transform((member, ctx): MemberInput => {
    const role = member.role === "presidente" ? "titular" : member.role;
    if (member.role === "presidente")
      ctx.addIssue({ code: "custom", path: ["role"], message: "member_role_presidente" });
    if (member.idcbpf !== undefined) {
      for (const field of EXTERNAL_FIELDS)
        if (member[field] !== undefined) ctx.addIssue({ code: "custom", path: [field], message: "field_not_allowed" });
      return { external: false, idcbpf: member.idcbpf, role };
    }
    for (const field of ["name", "email", "institution", "highestDegree", "document"] as const)
      if (member[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: "field_required" });
    const document = member.document ?? { kind: "cpf" as const, number: "", country: null };
    return {
      external: true,
      name: member.name ?? "",
      email: member.email ?? "",
      institution: member.institution ?? "",
      highestDegree: member.highestDegree ?? "doutorado",
      document,
      locale: member.locale ?? defaultMemberLocale(document.kind),
      role,
    };
  });

const title = z.string().trim().min(1).max(COMMITTEE_TITLE_MAX);
const place = z.string().trim().min(1).max(COMMITTEE_PLACE_MAX);
/** A remote session's address: https only (it is mailed to every member and shown publicly). */
export const remoteLinkSchema = z
  .string()
  .trim()
  .max(REMOTE_LINK_MAX)
  .pipe(z.url({ protocol: /^https$/, message: "remote_link_invalid" }));
const members = z.array(memberInputSchema).max(COMMITTEE_MEMBERS_MAX);

/** `POST /api/bancas` (the main advisor or the office): at least one of place and remote link. */
export const committeeInputSchema = z
  .strictObject({
    student: idcbpfSchema,
    kind: z.enum(COMMITTEE_KINDS),
    title,
    language: z.enum(LANGUAGES),
    date: isoDaySchema,
    time: timeSchema,
    place: place.optional(),
    remoteLink: remoteLinkSchema.optional(),
    members,
  })
  .superRefine((input, ctx) => {
    if (input.place === undefined && input.remoteLink === undefined)
      ctx.addIssue({ code: "custom", path: ["place"], message: "place_or_link_required" });
  });
export type CommitteeInput = z.output<typeof committeeInputSchema>;

/**
 * `PATCH /api/bancas/{id}` (rule 14): any of these; `place` or `remoteLink` null removes it, as
 * long as the other remains (`placeOrLinkMissing` on the merged record); `members` replaces the list.
 */
export const committeePatchSchema = z
  .strictObject({
    title,
    language: z.enum(LANGUAGES),
    date: isoDaySchema,
    time: timeSchema,
    place: place.nullable(),
    remoteLink: remoteLinkSchema.nullable(),
    members,
  })
  .partial();
export type CommitteePatch = z.output<typeof committeePatchSchema>;

/** Whether a committee (after a change) has neither a place nor a link: 400 `place_or_link_required`. */
export function placeOrLinkMissing(committee: { place: string | null; remoteLink: string | null }): boolean {
  return !committee.place && !committee.remoteLink;
}

/** `POST /api/bancas/{id}/aprovacao` (office): nothing to send. */
export const committeeApprovalSchema = z.strictObject({});

/** `POST /api/bancas/{id}/cancelamento`: the reason everyone is told. */
export const committeeCancelSchema = z.strictObject({
  reason: z.string().trim().min(1, { message: "reason_required" }).max(CANCEL_REASON_MAX),
});

/**
 * `POST /api/bancas/{id}/resultado` (rule 15): the corrections deadline goes with
 * `aprovado_com_correcoes` only (after the committee's date: `verdictFieldErrors`);
 * `participants` (member ids) defaults to the president and the titulares.
 */
export const verdictInputSchema = z
  .strictObject({
    verdict: z.enum(VERDICTS),
    correctionsDeadline: isoDaySchema.optional(),
    notes: z.string().trim().max(COMMITTEE_NOTES_MAX).optional(),
    participants: z
      .array(z.number().int().min(1))
      .max(COMMITTEE_MEMBERS_MAX + 1)
      .refine((ids) => new Set(ids).size === ids.length, { message: "duplicate_participant" })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.verdict === "aprovado_com_correcoes" && input.correctionsDeadline === undefined)
      ctx.addIssue({ code: "custom", path: ["correctionsDeadline"], message: "corrections_deadline_required" });
    if (input.verdict !== "aprovado_com_correcoes" && input.correctionsDeadline !== undefined)
      ctx.addIssue({ code: "custom", path: ["correctionsDeadline"], message: "corrections_deadline_not_allowed" });
  });
export type VerdictInput = z.infer<typeof verdictInputSchema>;

/** `GET /api/bancas?student=&kind=&status=&from=&to=`: by date and time; scoped per person. */
export const committeeListQuerySchema = z.object({
  student: idcbpfSchema.optional(),
  kind: z.enum(COMMITTEE_KINDS).optional(),
  status: z.enum(COMMITTEE_STATUSES).optional(),
  ...dayRangeShape,
  ...pageQueryShape,
});
export type CommitteeListQuery = z.infer<typeof committeeListQuerySchema>;

const person = z.object({ idcbpf: z.string(), name: z.string() });

/** A member as `GET /api/bancas/{id}` shows it; an external's `email` and `document` are null for most readers (rule 18). */
export const memberSchema = z.object({
  id: z.number().int(),
  role: z.enum(MEMBER_ROLES),
  external: z.boolean(),
  /** Internal members only. */
  idcbpf: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  institution: z.string(),
  highestDegree: z.enum(HIGHEST_DEGREES),
  document: z.object({ kind: z.enum(DOCUMENT_KINDS), number: z.string(), country: z.string().nullable() }).nullable(),
  locale: z.enum(LOCALES),
  /** Set by the verdict; null before. */
  participated: z.boolean().nullable(),
  /** The code of the member's participation statement, once issued. */
  declaracao: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** `PUT /api/bancas/{id}/versao-final` (201) and what a committee says of its deposit. */
export const finalVersionSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  depositedAt: z.string(),
});
export type FinalVersion = z.infer<typeof finalVersionSchema>;

/** `GET /api/bancas/{id}`, the list's items and every write's answer. */
export const committeeSchema = z.object({
  id: z.number().int(),
  student: person.extend({ programme: z.enum(PROGRAMMES).nullable(), degree: z.enum(DEGREES).nullable() }),
  kind: z.enum(COMMITTEE_KINDS),
  /** The student's degree when proposed. */
  degree: z.enum(DEGREES),
  title: z.string(),
  language: z.enum(LANGUAGES),
  date: z.string(),
  time: z.string(),
  place: z.string().nullable(),
  remoteLink: z.string().nullable(),
  status: z.enum(COMMITTEE_STATUSES),
  members: z.array(memberSchema),
  verdict: z.enum(VERDICTS).nullable(),
  correctionsDeadline: z.string().nullable(),
  notes: z.string().nullable(),
  ataCodigo: z.string().nullable(),
  finalVersion: finalVersionSchema.nullable(),
  proposedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Committee = z.infer<typeof committeeSchema>;

export const committeePageSchema = pageAnswer(committeeSchema);
