import { z } from "zod";
import {
  ataSnapshotSchema,
  participationSnapshotSchema,
  type CommitteeSnapshot,
  type ParticipationSnapshot,
} from "../../domain/committee-documents.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Verification, VerificationCommittee } from "../../domain/declaracoes.ts";
import type { Database } from "../db/client.ts";
import type { declarations } from "../db/schema.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";

/**
 * A committee's documents (`ata_banca`, `participacao_banca`; programme-year rules 15–17) as the
 * declarations' code reads them: their snapshot is the committee's (src/domain/committee-documents.ts),
 * not a person's facts, so the holder's name, the verification answer and what is printed around
 * the content are taken from it here. The issuing (the verdict) is the committees' own.
 */
type Row = typeof declarations.$inferSelect;

export type CommitteeDocument =
  { type: "ata_banca"; snapshot: CommitteeSnapshot } | { type: "participacao_banca"; snapshot: ParticipationSnapshot };

/** The committee document a row holds, its snapshot checked; null for every other type. */
export function committeeDocumentOf(row: Pick<Row, "type" | "snapshot">): CommitteeDocument | null {
  if (row.type === "ata_banca") return { type: row.type, snapshot: ataSnapshotSchema.parse(row.snapshot) };
  if (row.type === "participacao_banca")
    return { type: row.type, snapshot: participationSnapshotSchema.parse(row.snapshot) };
  return null;
}

/** Whom it is about: the student for an ata, the member for a participation statement. */
export function committeeHolderName(document: CommitteeDocument): string {
  return document.type === "ata_banca" ? document.snapshot.student.name : document.snapshot.member.name;
}

/**
 * Who signs and on which clock: the committee's snapshot names the institution only. When it also
 * carries the signatory, their title and the time zone of the day it was issued, those are printed;
 * otherwise today's settings are (the office's signatory, the institution's zone).
 */
export type CommitteePrinting = { signatory: string; signatoryTitle: string; timeZone: string };

const printedSchema = z.object({
  signatory: z.string().optional(),
  signatoryTitle: z.string().optional(),
  timeZone: z.string().optional(),
});

export async function committeePrinting(db: Database, raw: unknown): Promise<CommitteePrinting> {
  const stored = printedSchema.safeParse(raw);
  const own = stored.success ? stored.data : {};
  if (own.signatory !== undefined && own.signatoryTitle !== undefined && own.timeZone !== undefined)
    return { signatory: own.signatory, signatoryTitle: own.signatoryTitle, timeZone: own.timeZone };
  const settings = await readSettings(db);
  return {
    signatory: own.signatory ?? settings.signatory,
    signatoryTitle: own.signatoryTitle ?? settings.signatoryTitle,
    timeZone: own.timeZone ?? settings.timeZone,
  };
}

/** What the verification page shows of the session: members for an ata, the member for a statement. */
export function verificationCommittee(document: CommitteeDocument): VerificationCommittee {
  const { committee, student } = document.snapshot;
  const session = {
    kind: committee.kind,
    degree: committee.degree,
    title: committee.title,
    date: committee.date,
    time: committee.time,
    student: { name: student.name, programme: student.programme },
  };
  if (document.type === "participacao_banca") {
    const { member } = document.snapshot;
    return { ...session, member: { name: member.name, role: member.role, institution: member.institution } };
  }
  return {
    ...session,
    verdict: committee.verdict,
    members: document.snapshot.members.map(({ name, role, institution, participated }) => ({
      name,
      role,
      institution,
      participated,
    })),
  };
}

/** `GET /api/autenticacao/{codigo}` of a committee document: the paper's content and its status today. */
export function committeeVerification(
  row: Row,
  document: CommitteeDocument,
  printing: CommitteePrinting,
): Verification {
  return {
    codigo: formatCode(row.codigo),
    type: row.type,
    holderName: committeeHolderName(document),
    issuedAt: row.issuedAt.toISOString(),
    statement: row.statement,
    status: row.status,
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    timeZone: printing.timeZone,
    institution: document.snapshot.institution,
    signatory: printing.signatory,
    signatoryTitle: printing.signatoryTitle,
    committee: verificationCommittee(document),
  };
}
