import { eq, inArray } from "drizzle-orm";
import type { DeclarationType } from "../../domain/academic.ts";
import { formatCode } from "../../domain/codes.ts";
import { verificationPath } from "../../domain/declaracoes.ts";
import type { SubjectRef } from "../../domain/enrolment.ts";
import { message } from "../../domain/messages.ts";
import {
  decisionNotice,
  gradeNotice,
  promotedNotice,
  revocationNotice,
  waitlistRefusedNotice,
} from "../../domain/notification-texts.ts";
import type { Words } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { offerings, subjects, terms } from "../db/schema.ts";
import { notify } from "./notificacoes.writes.ts";

/**
 * The kinds of PRODUCT §7, one function each, called by the write that causes them inside its
 * transaction (pass it as `tx`): matriculas.writes.ts (`notifyDecision`), matriculas/seats.ts
 * (`notifyPromoted`, `notifyWaitlistRefused`, `notifyWaitlistExpired`), ofertas/turma.writes.ts
 * (`notifyGrade`), declaracoes.writes.ts (`notifyRevocation`); the advisors' daily digest is
 * digest.ts. Each reads what its words name (at most one statement) and stores the notice.
 */

type OfferingNames = { subject: SubjectRef; term: string };

async function offeringNames(tx: Database, offeringIds: readonly number[]): Promise<Map<number, OfferingNames>> {
  const rows = await tx
    .select({
      id: offerings.id,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      term: terms.code,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(inArray(offerings.id, [...offeringIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      { subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } }, term: row.term },
    ]),
  );
}

async function namesOf(tx: Database, offeringId: number): Promise<OfferingNames> {
  const names = (await offeringNames(tx, [offeringId])).get(offeringId);
  if (!names) throw new Error(`offering ${offeringId} vanished inside its own transaction`);
  return names;
}

/** `matricula_decidida`, to the student. */
export async function notifyDecision(
  tx: Database,
  input: { studentId: number; offeringId: number; decision: "deferida" | "indeferida"; reason: string | null },
): Promise<void> {
  const { subject } = await namesOf(tx, input.offeringId);
  await notify(tx, {
    userId: input.studentId,
    ...decisionNotice({ subject, decision: input.decision, reason: input.reason }),
  });
}

/** `lista_espera_promovida`, to the student whose waiting request took a seat. */
export async function notifyPromoted(tx: Database, studentId: number, subject: SubjectRef): Promise<void> {
  await notify(tx, { userId: studentId, ...promotedNotice(subject) });
}

/** `lista_espera_recusada`, to the student refused at its turn: `rule` is that rule's message. */
export async function notifyWaitlistRefused(
  tx: Database,
  studentId: number,
  subject: SubjectRef,
  rule: Words,
): Promise<void> {
  await notify(tx, { userId: studentId, ...waitlistRefusedNotice(subject, rule) });
}

/** `lista_espera_recusada` (expired at the drop deadline), to each student whose entry expired. */
export async function notifyWaitlistExpired(
  tx: Database,
  expired: readonly { studentId: number; offeringId: number }[],
): Promise<void> {
  if (expired.length === 0) return;
  const names = await offeringNames(tx, [...new Set(expired.map((entry) => entry.offeringId))]);
  const rule = { pt: message("waitlist_expired", "pt"), en: message("waitlist_expired", "en") };
  for (const entry of expired) {
    const offering = names.get(entry.offeringId);
    if (offering) await notify(tx, { userId: entry.studentId, ...waitlistRefusedNotice(offering.subject, rule, true) });
  }
}

/**
 * `nota_lancada`, to the student: a grade entered (`corrected` false) or changed. The grade
 * sheet's batch write calls it once per row it saves, as the single-row write does.
 */
export async function notifyGrade(
  tx: Database,
  input: { studentId: number; offeringId: number; concept: string; attendance: number; corrected: boolean },
): Promise<void> {
  const { subject, term } = await namesOf(tx, input.offeringId);
  await notify(tx, {
    userId: input.studentId,
    ...gradeNotice({ subject, term, concept: input.concept, attendance: input.attendance, corrected: input.corrected }),
  });
}

/** `declaracao_revogada`, to the holder, with the reason; it links to the verification page. */
export async function notifyRevocation(
  tx: Database,
  input: { holderId: number; type: DeclarationType; codigo: string; reason: string },
): Promise<void> {
  await notify(tx, {
    userId: input.holderId,
    ...revocationNotice({
      type: input.type,
      code: formatCode(input.codigo),
      reason: input.reason,
      verificationPath: verificationPath(input.codigo),
    }),
  });
}
