import { and, eq } from "drizzle-orm";
import type { CompletionInput, Phase, PhaseInput, PhasePatch } from "../../domain/phases.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { phaseCompletions, phases } from "../db/schema.ts";
import { toPhase, type StudentRow } from "./fases.queries.ts";

/**
 * The office's writes of the programme year's table (rule 4): phases added and changed, never
 * deleted (code, programme and degree fixed), and a student's completions recorded or cleared.
 * Each audited with before and after. The unique indexes decide duplicates, so two offices
 * adding the same phase at once cannot both win.
 */
function duplicate(error: unknown, code: string): Refused | null {
  if (isViolation(error, UNIQUE_VIOLATION, "phases_track_code_key"))
    return Refused.conflict("phase_duplicate", { code });
  if (isViolation(error, UNIQUE_VIOLATION, "phases_track_milestone_key"))
    return Refused.conflict("phase_milestone_taken");
  return null;
}

export async function createPhase(db: Database, input: PhaseInput, actorId: number): Promise<Phase> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(phases)
        .values({
          code: input.code,
          programme: input.programme,
          degree: input.degree,
          namePt: input.name.pt,
          nameEn: input.name.en,
          months: input.months,
          milestone: input.milestone,
          active: input.active,
        })
        .returning();
      if (!row) throw new Error("phase insert returned nothing");
      const phase = toPhase(row);
      await recordAudit(tx, { actorId, action: "create", entity: "phase", entityId: String(row.id), after: phase });
      return phase;
    });
  } catch (error) {
    throw duplicate(error, input.code) ?? error;
  }
}

export async function patchPhase(db: Database, id: number, patch: PhasePatch, actorId: number): Promise<Phase> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(phases).where(eq(phases.id, id)).for("update").limit(1);
      if (!current) throw Refused.notFound();
      const before = toPhase(current);
      const [row] = await tx
        .update(phases)
        .set({
          ...(patch.name ? { namePt: patch.name.pt, nameEn: patch.name.en } : {}),
          ...(patch.months !== undefined ? { months: patch.months } : {}),
          ...(patch.milestone !== undefined ? { milestone: patch.milestone } : {}),
          ...(patch.active !== undefined ? { active: patch.active } : {}),
        })
        .where(eq(phases.id, id))
        .returning();
      if (!row) throw Refused.notFound();
      const after = toPhase(row);
      if (JSON.stringify(before) !== JSON.stringify(after))
        await recordAudit(tx, { actorId, action: "update", entity: "phase", entityId: String(id), before, after });
      return after;
    });
  } catch (error) {
    throw duplicate(error, "") ?? error;
  }
}

/**
 * Rule 4: the office records a completion on a day, or clears it (null). The code must be a phase
 * of the student's programme and degree (active or not: completions outlive deactivation).
 */
export async function setCompletion(
  db: Database,
  student: StudentRow,
  code: string,
  input: CompletionInput,
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [phase] =
      student.programme && student.degree
        ? await tx
            .select({ id: phases.id })
            .from(phases)
            .where(
              and(eq(phases.programme, student.programme), eq(phases.degree, student.degree), eq(phases.code, code)),
            )
            .limit(1)
        : [];
    if (!phase) throw Refused.notFound("phase_not_in_track", { code, idcbpf: student.idcbpf });
    const key = and(eq(phaseCompletions.studentId, student.id), eq(phaseCompletions.phaseCode, code));
    const [previous] = await tx.select().from(phaseCompletions).where(key).for("update").limit(1);
    const before = previous ? { completedOn: previous.completedOn } : { completedOn: null };
    if (before.completedOn === input.completedOn) return;
    if (input.completedOn === null) await tx.delete(phaseCompletions).where(key);
    else
      await tx
        .insert(phaseCompletions)
        .values({ studentId: student.id, phaseCode: code, completedOn: input.completedOn, recordedBy: actorId })
        .onConflictDoUpdate({
          target: [phaseCompletions.studentId, phaseCompletions.phaseCode],
          set: { completedOn: input.completedOn, recordedBy: actorId, recordedAt: new Date() },
        });
    await recordAudit(tx, {
      actorId,
      action: "update",
      entity: "phase_completion",
      entityId: `${student.idcbpf}:${code}`,
      before,
      after: { completedOn: input.completedOn },
    });
  });
}
