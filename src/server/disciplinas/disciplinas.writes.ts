import { eq } from "drizzle-orm";
import { Refused } from "../../domain/refusal.ts";
import { findPrerequisiteCycle, type Subject, type SubjectInput, type SubjectPatch } from "../../domain/subjects.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { lockFor } from "../db/locks.ts";
import { subjectPrerequisites, subjects } from "../db/schema.ts";
import { findSubject, prerequisiteGraph, subjectIds } from "./disciplinas.queries.ts";

/**
 * Writing the catalogue. Every write takes the `subject-graph` lock first, in its transaction,
 * so the prerequisite rule (no cycle, direct or through others) is checked against a graph no
 * one else is changing: two offices each adding one edge of a cycle take turns, and the second
 * is refused. The change and its audit entry are written in the same transaction; a refusal
 * (404, 409 `subject_exists`, 422 `prerequisite_unknown`, `prerequisite_cycle`) is thrown out of
 * it, so nothing is kept.
 */

/** Checks the prerequisites that `code` is to have; returns their ids. */
async function checkPrerequisites(tx: Database, code: string, prerequisites: readonly string[]): Promise<number[]> {
  const others = prerequisites.filter((other) => other !== code);
  const ids = await subjectIds(tx, others);
  const unknown = others.find((other) => !ids.has(other));
  if (unknown) throw Refused.rule("prerequisite_unknown", { code: unknown });
  const cycle = findPrerequisiteCycle(await prerequisiteGraph(tx), code, prerequisites);
  if (cycle) throw Refused.rule("prerequisite_cycle", { path: cycle.join(" → ") });
  return others.map((other) => ids.get(other) as number);
}

async function setPrerequisites(tx: Database, subjectId: number, requiresIds: readonly number[]): Promise<void> {
  await tx.delete(subjectPrerequisites).where(eq(subjectPrerequisites.subjectId, subjectId));
  if (requiresIds.length > 0)
    await tx.insert(subjectPrerequisites).values(requiresIds.map((requiresId) => ({ subjectId, requiresId })));
}

/** What a patch changes in the subjects row (the prerequisites live in their own table). */
function columnsOf(input: SubjectPatch) {
  return {
    ...(input.name ? { namePt: input.name.pt, nameEn: input.name.en } : {}),
    ...(input.syllabus ? { syllabusPt: input.syllabus.pt, syllabusEn: input.syllabus.en } : {}),
    ...(input.credits !== undefined ? { credits: input.credits } : {}),
    ...(input.hours !== undefined ? { hours: input.hours } : {}),
    ...(input.programme !== undefined ? { programme: input.programme } : {}),
    ...(input.level !== undefined ? { level: input.level } : {}),
    ...(input.repeatable !== undefined ? { repeatable: input.repeatable } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
}

const subjectExists = (code: string) => Refused.conflict("subject_exists", { code });

export async function createSubject(db: Database, actorId: number, input: SubjectInput): Promise<Subject> {
  try {
    return await db.transaction(async (tx) => {
      await lockFor(tx, "subject-graph");
      if (await findSubject(tx, input.code)) throw subjectExists(input.code);
      const requiresIds = await checkPrerequisites(tx, input.code, input.prerequisites);
      const [row] = await tx
        .insert(subjects)
        .values({
          code: input.code,
          namePt: input.name.pt,
          nameEn: input.name.en,
          syllabusPt: input.syllabus.pt,
          syllabusEn: input.syllabus.en,
          credits: input.credits,
          hours: input.hours,
          programme: input.programme,
          level: input.level,
          repeatable: input.repeatable,
          active: input.active,
        })
        .returning({ id: subjects.id });
      if (!row) throw new Error("insert returned no row");
      await setPrerequisites(tx, row.id, requiresIds);
      const after = await findSubject(tx, input.code);
      if (!after) throw new Error("created subject not found");
      await recordAudit(tx, {
        actorId,
        action: "create",
        entity: "subject",
        entityId: input.code,
        before: null,
        after: after.subject,
      });
      return after.subject;
    });
  } catch (error) {
    // The lock makes this unlikely (both creations check under it); a writer that skipped it still gets a 409.
    if (isViolation(error, UNIQUE_VIOLATION, "subjects_code_unique")) throw subjectExists(input.code);
    throw error;
  }
}

/** The audit verb: a change of `active` alone is a deactivation or reactivation. */
function actionOf(before: Subject, after: Subject): string {
  const { active: wasActive, ...restBefore } = before;
  const { active: isActive, ...restAfter } = after;
  if (wasActive === isActive || JSON.stringify(restBefore) !== JSON.stringify(restAfter)) return "update";
  return isActive ? "reactivate" : "deactivate";
}

export async function updateSubject(
  db: Database,
  actorId: number,
  code: string,
  patch: SubjectPatch,
): Promise<Subject> {
  return db.transaction(async (tx) => {
    await lockFor(tx, "subject-graph");
    const found = await findSubject(tx, code, { forUpdate: true });
    if (!found) throw Refused.notFound();
    const requiresIds = patch.prerequisites ? await checkPrerequisites(tx, code, patch.prerequisites) : null;
    const columns = columnsOf(patch);
    if (Object.keys(columns).length > 0) await tx.update(subjects).set(columns).where(eq(subjects.id, found.id));
    if (requiresIds) await setPrerequisites(tx, found.id, requiresIds);
    const after = await findSubject(tx, code);
    if (!after) throw new Error("updated subject not found");
    // Saving the form unchanged is no change: nothing to audit.
    if (JSON.stringify(after.subject) !== JSON.stringify(found.subject)) {
      await recordAudit(tx, {
        actorId,
        action: actionOf(found.subject, after.subject),
        entity: "subject",
        entityId: code,
        before: found.subject,
        after: after.subject,
      });
    }
    return after.subject;
  });
}
