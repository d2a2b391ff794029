import { eq, inArray } from "drizzle-orm";
import { sortMilestones, type Guidance, type GuidanceInput, type GuidancePatch } from "../../domain/guidance.ts";
import { isStudent, isTeacher } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Level } from "../../domain/users.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { guidanceCoAdvisors, guidances, users } from "../db/schema.ts";
import { adviseeCap, checkCap } from "./advisee-cap.ts";
import { readGuidance } from "./orientacoes.queries.ts";

/**
 * The office's writes (PRODUCT §7 "Guidance"), each in one transaction with its audit entry; the
 * advisee cap is advisee-cap.ts, checked in the same transaction. A refusal is thrown out of the
 * transaction (422 `user_unknown`, `not_a_student`, `not_a_teacher`, `advisee_cap`; 409
 * `guidance_exists`; 400 `co_advisor_is_advisor`; 404), so nothing is kept.
 */
type Person = { id: number; idcbpf: string; name: string; level: Level; status: string };

/** The role a named person takes in a guidance, the check of its level, and the refusal when it fails. */
const ROLES = {
  student: { holds: isStudent, refusal: "not_a_student" },
  advisor: { holds: isTeacher, refusal: "not_a_teacher" },
} as const;

/**
 * The people named by idcbpf, checked in the order given: each must exist, and have the level its
 * role needs (the student a Discente, advisors Docentes). A refusal names the first offender.
 */
async function resolvePeople(
  tx: Database,
  wanted: readonly { idcbpf: string; role: keyof typeof ROLES }[],
): Promise<Map<string, Person>> {
  const ids = [...new Set(wanted.map((entry) => entry.idcbpf))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: users.id, idcbpf: users.idcbpf, name: users.name, level: users.level, status: users.status })
          .from(users)
          .where(inArray(users.idcbpf, ids));
  const found = new Map(rows.map((row) => [row.idcbpf, row]));
  for (const { idcbpf } of wanted) if (!found.has(idcbpf)) throw Refused.rule("user_unknown", { idcbpf });
  for (const { idcbpf, role } of wanted) {
    const person = found.get(idcbpf);
    if (!person || !ROLES[role].holds(person)) throw Refused.rule(ROLES[role].refusal, { idcbpf });
  }
  return found;
}

async function setCoAdvisors(tx: Database, guidanceId: number, people: readonly Person[]): Promise<void> {
  await tx.delete(guidanceCoAdvisors).where(eq(guidanceCoAdvisors.guidanceId, guidanceId));
  if (people.length > 0)
    await tx.insert(guidanceCoAdvisors).values(people.map((person) => ({ guidanceId, userId: person.id })));
}

async function answer(tx: Database, id: number): Promise<Guidance> {
  const guidance = await readGuidance(tx, id);
  if (!guidance) throw new Error(`guidance ${id} vanished inside its own transaction`);
  return guidance;
}

const guidanceExists = (student: string) => Refused.conflict("guidance_exists", { student });

/**
 * `POST /api/orientacoes`. A second guidance for the same student at the same instant fails on the
 * unique key: the loser is refused with the same 409 as one that came later.
 */
export async function createGuidance(db: Database, input: GuidanceInput, actorId: number): Promise<Guidance> {
  try {
    return await insertGuidance(db, input, actorId);
  } catch (error) {
    if (!isViolation(error, UNIQUE_VIOLATION, "guidances_student_id_unique")) throw error;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.idcbpf, input.student)).limit(1);
    throw guidanceExists(row?.name ?? input.student);
  }
}

async function insertGuidance(db: Database, input: GuidanceInput, actorId: number): Promise<Guidance> {
  const cap = await adviseeCap(db);
  return db.transaction(async (tx) => {
    const people = await resolvePeople(tx, [
      { idcbpf: input.student, role: "student" },
      { idcbpf: input.advisor, role: "advisor" },
      ...input.coAdvisors.map((idcbpf) => ({ idcbpf, role: "advisor" as const })),
    ]);
    const student = people.get(input.student) as Person;
    const advisor = people.get(input.advisor) as Person;
    const [existing] = await tx
      .select({ id: guidances.id })
      .from(guidances)
      .where(eq(guidances.studentId, student.id))
      .limit(1);
    if (existing) throw guidanceExists(student.name);
    await checkCap(tx, advisor, student.status, cap);

    const [row] = await tx
      .insert(guidances)
      .values({
        studentId: student.id,
        advisorId: advisor.id,
        title: input.title,
        startDate: input.startDate,
        milestones: sortMilestones(input.milestones),
      })
      .returning({ id: guidances.id });
    if (!row) throw new Error("insert into guidances returned no row");
    await setCoAdvisors(
      tx,
      row.id,
      input.coAdvisors.map((idcbpf) => people.get(idcbpf) as Person),
    );
    const guidance = await answer(tx, row.id);
    await recordAudit(tx, { actorId, action: "create", entity: "guidance", entityId: String(row.id), after: guidance });
    return guidance;
  });
}

/** `PATCH /api/orientacoes/{id}`: only the fields sent change; an empty change writes nothing. */
export async function patchGuidance(
  db: Database,
  id: number,
  patch: GuidancePatch,
  actorId: number,
): Promise<Guidance> {
  const cap = patch.advisor ? await adviseeCap(db) : 0;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ advisorId: guidances.advisorId })
      .from(guidances)
      .where(eq(guidances.id, id))
      .for("update");
    if (!locked) throw Refused.notFound();
    const before = await answer(tx, id);

    const advisorId = patch.advisor ?? before.advisor.idcbpf;
    const coAdvisorIds = patch.coAdvisors ?? before.coAdvisors.map((co) => co.idcbpf);
    if (coAdvisorIds.includes(advisorId))
      throw Refused.invalid({ [patch.coAdvisors ? "coAdvisors" : "advisor"]: { key: "co_advisor_is_advisor" } });
    const people = await resolvePeople(tx, [
      ...(patch.advisor ? [{ idcbpf: patch.advisor, role: "advisor" as const }] : []),
      ...(patch.coAdvisors ?? []).map((idcbpf) => ({ idcbpf, role: "advisor" as const })),
    ]);

    const newAdvisor = patch.advisor ? (people.get(patch.advisor) as Person) : null;
    if (newAdvisor && newAdvisor.id !== locked.advisorId) await checkCap(tx, newAdvisor, before.student.status, cap);
    const changes = {
      ...(newAdvisor ? { advisorId: newAdvisor.id } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.startDate !== undefined ? { startDate: patch.startDate } : {}),
      ...(patch.milestones !== undefined ? { milestones: sortMilestones(patch.milestones) } : {}),
    };
    if (Object.keys(changes).length > 0 || patch.coAdvisors)
      await tx
        .update(guidances)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(guidances.id, id));
    if (patch.coAdvisors)
      await setCoAdvisors(
        tx,
        id,
        patch.coAdvisors.map((idcbpf) => people.get(idcbpf) as Person),
      );

    const after = await answer(tx, id);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordAudit(tx, { actorId, action: "update", entity: "guidance", entityId: String(id), before, after });
    return after;
  });
}
