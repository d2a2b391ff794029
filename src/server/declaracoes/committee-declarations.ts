import { and, eq, inArray } from "drizzle-orm";
import { participationRefusal } from "../../domain/banca-rules.ts";
import { ataStatement, participationStatement } from "../../domain/banca-texts.ts";
import { generateCanonicalCode } from "../../domain/codes.ts";
import {
  ataSnapshotSchema,
  participationSnapshotSchema,
  type CommitteeSnapshot,
  type CommitteeSnapshotMember,
} from "../../domain/committee-documents.ts";
import type { ParticipationIssueInput } from "../../domain/declaracoes.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, committees, declarations, users } from "../db/schema.ts";

/**
 * The committee's declarations (programme-year rules 15–17): the ata (`ata_banca`, held by the
 * student) and one participation statement per participant (`participacao_banca`, held by the
 * member: a user, or for an external a name only). Both are ordinary declarations — codes, the
 * look-up, revocation are the declarations' own — whose snapshot is the committee as the verdict
 * fixed it (committee-documents.ts), plus the signatory and clock every declaration prints.
 */
type Tx = Database;

/** The committee's facts as its documents state them, read inside the verdict's transaction. */
export async function committeeSnapshot(tx: Tx, committeeId: number, now: Date): Promise<CommitteeSnapshot> {
  const settings = await readSettings(tx);
  const [committee] = await tx.select().from(committees).where(eq(committees.id, committeeId)).limit(1);
  if (!committee?.verdict) throw new Error(`committee ${committeeId} has no verdict to state`);
  const [student] = await tx.select().from(users).where(eq(users.id, committee.studentId)).limit(1);
  const members = await tx
    .select({ member: committeeMembers, name: users.name, locale: users.locale })
    .from(committeeMembers)
    .leftJoin(users, eq(users.id, committeeMembers.userId))
    .where(eq(committeeMembers.committeeId, committeeId))
    .orderBy(committeeMembers.position, committeeMembers.id);
  return ataSnapshotSchema.parse({
    institution: settings.institutionName,
    signatory: settings.signatory,
    signatoryTitle: settings.signatoryTitle,
    issuedOn: dayIn(now, settings.timeZone),
    timeZone: settings.timeZone,
    committee: {
      id: committee.id,
      kind: committee.kind,
      degree: committee.degree,
      title: committee.title,
      language: committee.language,
      date: committee.date,
      time: committee.time,
      place: committee.place,
      remoteLink: committee.remoteLink,
      verdict: committee.verdict,
      correctionsDeadline: committee.correctionsDeadline,
      notes: committee.notes,
    },
    student: { idcbpf: student?.idcbpf ?? "", name: student?.name ?? "", programme: student?.programme ?? "" },
    members: members.map(({ member, name, locale }) => ({
      id: member.id,
      role: member.role,
      external: member.external,
      name: member.external ? (member.name ?? "") : (name ?? ""),
      institution: member.external ? (member.institution ?? "") : settings.institutionName,
      locale: (member.external ? member.locale : locale) ?? "pt",
      participated: member.participated === true,
    })),
  });
}

const factsOf = (snapshot: CommitteeSnapshot) => ({
  kind: snapshot.committee.kind,
  degree: snapshot.committee.degree,
  student: snapshot.student.name,
  title: snapshot.committee.title,
  date: snapshot.committee.date,
});

/** The ata, held by the student, issued by whoever recorded the verdict. Returns its code. */
export async function issueAta(
  tx: Tx,
  input: { snapshot: CommitteeSnapshot; studentId: number; issuerId: number; now: Date },
): Promise<string> {
  const { snapshot } = input;
  const [row] = await tx
    .insert(declarations)
    .values({
      codigo: generateCanonicalCode(),
      type: "ata_banca",
      holderId: input.studentId,
      committeeId: snapshot.committee.id,
      statement: ataStatement({ ...factsOf(snapshot), verdict: snapshot.committee.verdict }),
      snapshot,
      issuedAt: input.now,
      issuedBy: input.issuerId,
    })
    .returning({ codigo: declarations.codigo });
  if (!row) throw new Error("ata not inserted");
  return row.codigo;
}

/** A participant's statement: held by the member (a user), or by its name (an external). Returns its code. */
export async function issueParticipation(
  tx: Tx,
  input: {
    snapshot: CommitteeSnapshot;
    member: CommitteeSnapshotMember;
    userId: number | null;
    issuerId: number;
    now: Date;
  },
): Promise<string> {
  const { snapshot, member } = input;
  const [row] = await tx
    .insert(declarations)
    .values({
      codigo: generateCanonicalCode(),
      type: "participacao_banca",
      holderId: input.userId,
      holderName: input.userId === null ? member.name : null,
      committeeId: snapshot.committee.id,
      committeeMemberId: member.id,
      statement: participationStatement({ ...factsOf(snapshot), member: member.name, role: member.role }),
      snapshot: participationSnapshotSchema.parse({ ...snapshot, member }),
      issuedAt: input.now,
      issuedBy: input.issuerId,
    })
    .returning({ codigo: declarations.codigo });
  if (!row) throw new Error("participation statement not inserted");
  return row.codigo;
}

/**
 * `POST /api/declaracoes` of a `participacao_banca` (the office; e.g. again after a revocation):
 * 404 for an unknown committee or member of it; 422 `not_eligible` unless the committee was held
 * and the member took part. Audited. Returns the new code.
 */
export async function issueParticipationAgain(
  db: Database,
  input: ParticipationIssueInput,
  issuerId: number,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [committee] = await tx.select().from(committees).where(eq(committees.id, input.committee)).limit(1);
    const [member] = committee
      ? await tx
          .select({ member: committeeMembers, name: users.name })
          .from(committeeMembers)
          .leftJoin(users, eq(users.id, committeeMembers.userId))
          .where(and(eq(committeeMembers.id, input.member), eq(committeeMembers.committeeId, committee.id)))
          .limit(1)
      : [];
    if (!committee || !member) throw Refused.notFound();
    const refusal = participationRefusal({
      status: committee.status,
      participated: member.member.participated,
      member: member.member.name ?? member.name ?? "",
    });
    if (refusal) throw refusedBy(refusal);
    const snapshot = await committeeSnapshot(tx, committee.id, now);
    const stated = snapshot.members.find((entry) => entry.id === member.member.id);
    if (!stated) throw new Error(`member ${member.member.id} missing from its committee's snapshot`);
    const codigo = await issueParticipation(tx, {
      snapshot,
      member: stated,
      userId: member.member.userId,
      issuerId,
      now,
    });
    await recordAudit(tx, {
      actorId: issuerId,
      action: "issue",
      entity: "declaration",
      entityId: codigo,
      after: { type: "participacao_banca", committee: committee.id, member: stated.name },
    });
    return codigo;
  });
}

/** The internal members of the committees of these declarations, by committee: rule 18's readers of an ata. */
export async function internalMembersOf(db: Database, committeeIds: readonly number[]): Promise<Map<number, number[]>> {
  const byCommittee = new Map<number, number[]>();
  if (committeeIds.length === 0) return byCommittee;
  const rows = await db
    .select({ committeeId: committeeMembers.committeeId, userId: committeeMembers.userId })
    .from(committeeMembers)
    .where(inArray(committeeMembers.committeeId, [...committeeIds]));
  for (const row of rows)
    if (row.userId !== null)
      byCommittee.set(row.committeeId, [...(byCommittee.get(row.committeeId) ?? []), row.userId]);
  return byCommittee;
}
