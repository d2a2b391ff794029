import { and, eq } from "drizzle-orm";
import { participationNotice, verdictNotice } from "../../domain/banca-notices.ts";
import {
  defaultParticipants,
  milestonesAfterVerdict,
  verdictFieldErrors,
  verdictRefusal,
} from "../../domain/banca-rules.ts";
import { isPassing, type VerdictInput } from "../../domain/bancas.ts";
import { verificationPath } from "../../domain/declaracoes.ts";
import type { Text } from "../../domain/refusal.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, committees, guidances, phaseCompletions, phases, users } from "../db/schema.ts";
import { committeeSnapshot, issueAta, issueParticipation } from "../declaracoes/committee-declarations.ts";
import { committeeFacts, mailExternal, tellUsers } from "./bancas.notices.ts";
import { lockedCommittee } from "./bancas.writes.ts";

/**
 * The verdict (programme-year rule 15), in ONE transaction: the committee `realizada` with who took
 * part; the guidance's milestone of its kind `{date, result}`; on a pass, rule 4's completion of
 * the phase whose milestone is the kind, on the committee's date; the ata and one participation
 * statement per participant; a passed defesa proposes `egresso` (the guidance's milestone says so,
 * read by `egressoProposed`); the student, the advisor and each participant told. Any refusal or
 * failure on the way leaves nothing of it. Who may (the president, the office) is the handler's.
 */
export async function recordVerdict(db: Database, id: number, input: VerdictInput, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedCommittee(tx, id);
    const refusal = verdictRefusal({ status: row.status, date: row.date, today: await todayThere(tx) });
    if (refusal) throw refusedBy(refusal);
    const members = await tx.select().from(committeeMembers).where(eq(committeeMembers.committeeId, id));
    const errors = verdictFieldErrors(input, { date: row.date, memberIds: members.map((member) => member.id) });
    if (Object.keys(errors).length > 0)
      throw Refused.invalid(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key } as Text])));
    const participants = new Set(input.participants ?? defaultParticipants(members));
    for (const member of members)
      await tx
        .update(committeeMembers)
        .set({ participated: participants.has(member.id) })
        .where(eq(committeeMembers.id, member.id));
    const now = new Date();
    const [held] = await tx
      .update(committees)
      .set({
        status: "realizada",
        verdict: input.verdict,
        correctionsDeadline: input.correctionsDeadline ?? null,
        notes: input.notes?.trim() ? input.notes.trim() : null,
        verdictBy: actorId,
        verdictAt: now,
      })
      .where(eq(committees.id, id))
      .returning();
    if (!held) throw new Error(`committee ${id} vanished`);

    const [guidance] = await tx.select().from(guidances).where(eq(guidances.studentId, row.studentId)).for("update");
    if (guidance)
      await tx
        .update(guidances)
        .set({ milestones: milestonesAfterVerdict(guidance.milestones, { ...held, verdict: input.verdict }) })
        .where(eq(guidances.id, guidance.id));
    if (isPassing(input.verdict)) await completePhase(tx, held, actorId);

    const snapshot = await committeeSnapshot(tx, id, now);
    const ata = await issueAta(tx, { snapshot, studentId: row.studentId, issuerId: actorId, now });
    const facts = await committeeFacts(tx, held);
    await tellUsers(tx, [row.studentId, guidance?.advisorId ?? null], verdictNotice(facts, input.verdict));
    const statements: string[] = [];
    for (const member of snapshot.members) {
      if (!member.participated) continue;
      const stored = members.find((entry) => entry.id === member.id);
      if (!stored) continue;
      const codigo = await issueParticipation(tx, { snapshot, member, userId: stored.userId, issuerId: actorId, now });
      statements.push(codigo);
      const verification = verificationPath(codigo);
      const notice = participationNotice(facts, verification);
      if (stored.userId !== null) await tellUsers(tx, [stored.userId], notice);
      else
        await mailExternal(tx, stored, notice, {
          verification,
          pdf: `/api/autenticacao/${encodeURIComponent(codigo)}/pdf`,
        });
    }
    await recordAudit(tx, {
      actorId,
      action: "verdict",
      entity: "committee",
      entityId: String(id),
      before: { status: row.status },
      after: {
        status: "realizada",
        verdict: input.verdict,
        correctionsDeadline: input.correctionsDeadline ?? null,
        participants: [...participants],
        ata,
        statements,
      },
    });
  });
}

/** Rule 4: a pass completes the student's active phase whose milestone is the kind, on the committee's date. */
async function completePhase(
  tx: Database,
  committee: { studentId: number; kind: "qualificacao" | "defesa"; date: string },
  actorId: number,
): Promise<void> {
  const [student] = await tx
    .select({ programme: users.programme, degree: users.degree })
    .from(users)
    .where(eq(users.id, committee.studentId))
    .limit(1);
  if (!student?.programme || !student.degree) return;
  const [phase] = await tx
    .select({ code: phases.code })
    .from(phases)
    .where(
      and(
        eq(phases.programme, student.programme),
        eq(phases.degree, student.degree),
        eq(phases.milestone, committee.kind),
        eq(phases.active, true),
      ),
    )
    .limit(1);
  if (!phase) return;
  const values = { completedOn: committee.date, recordedBy: actorId, recordedAt: new Date() };
  await tx
    .insert(phaseCompletions)
    .values({ studentId: committee.studentId, phaseCode: phase.code, ...values })
    .onConflictDoUpdate({ target: [phaseCompletions.studentId, phaseCompletions.phaseCode], set: values });
}
