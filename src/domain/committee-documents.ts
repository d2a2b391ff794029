import { z } from "zod";
import { DEGREES } from "./users.ts";
import { COMMITTEE_KINDS, MEMBER_ROLES, VERDICTS } from "./bancas.ts";
import { LOCALES } from "./locale.ts";

/**
 * What a committee's documents are made from (programme-year rules 15–17): the facts the verdict
 * fixes, kept as the `snapshot` of the `ata_banca` and `participacao_banca` declarations it issues.
 * The server builds it once, at the verdict (or when the office issues a participation statement
 * again); the PDFs and the verification page read it, never the committee's row, so a later edit
 * of a member or of the committee rewrites nothing already printed.
 */
export const committeeSnapshotMemberSchema = z.object({
  id: z.number().int(),
  role: z.enum(MEMBER_ROLES),
  external: z.boolean(),
  name: z.string(),
  institution: z.string(),
  locale: z.enum(LOCALES),
  participated: z.boolean(),
});
export type CommitteeSnapshotMember = z.infer<typeof committeeSnapshotMemberSchema>;

export const committeeSnapshotSchema = z.object({
  /** settings.institutionName at the verdict. */
  institution: z.string(),
  /**
   * The signatory, its title, the day of issue and the institution's time zone, as every
   * declaration prints them (added, optional: the generic layout and the verification page read them).
   */
  signatory: z.string().optional(),
  signatoryTitle: z.string().optional(),
  issuedOn: z.string().optional(),
  timeZone: z.string().optional(),
  committee: z.object({
    id: z.number().int(),
    kind: z.enum(COMMITTEE_KINDS),
    degree: z.enum(DEGREES),
    title: z.string(),
    language: z.enum(LOCALES),
    /** `YYYY-MM-DD`. */
    date: z.string(),
    /** `HH:MM`, the institution's clock. */
    time: z.string(),
    place: z.string().nullable(),
    remoteLink: z.string().nullable(),
    verdict: z.enum(VERDICTS),
    correctionsDeadline: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  student: z.object({ idcbpf: z.string(), name: z.string(), programme: z.string() }),
  /** Every member, the president first, then as listed. */
  members: z.array(committeeSnapshotMemberSchema),
});
export type CommitteeSnapshot = z.infer<typeof committeeSnapshotSchema>;

/** An `ata_banca`'s snapshot is the committee's; a `participacao_banca`'s names its member too. */
export const ataSnapshotSchema = committeeSnapshotSchema;
export const participationSnapshotSchema = committeeSnapshotSchema.extend({ member: committeeSnapshotMemberSchema });
export type ParticipationSnapshot = z.infer<typeof participationSnapshotSchema>;
