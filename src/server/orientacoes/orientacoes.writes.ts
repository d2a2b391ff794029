import { and, count, eq, inArray } from "drizzle-orm";
import {
  CAP_STATUSES,
  countsTowardCap,
  sortMilestones,
  type Guidance,
  type GuidanceInput,
  type GuidancePatch,
} from "../../domain/guidance.ts";
import type { MessageKey } from "../../domain/messages.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { guidanceCoAdvisors, guidances, users } from "../db/schema.ts";
import { readGuidance } from "./orientacoes.queries.ts";

/**
 * The office's writes (PRODUCT §7 "Guidance"), each in one transaction with its audit entry.
 * The advisee cap is enforced under a row lock on the advisor's user row (`SELECT … FOR
 * UPDATE`), taken before counting: two assignments to the same advisor at once take turns, and
 * the second counts the first, so they cannot both pass the cap.
 */
export type Refusal =
  | { status: 422; rule: MessageKey; values: Record<string, string | number> }
  | { status: 409; key: MessageKey; values: Record<string, string> }
  | { status: 400; fields: Record<string, MessageKey> }
  | { status: 404 };
export type Outcome = { ok: true; guidance: Guidance } | { ok: false; refusal: Refusal };

type Person = { id: number; idcbpf: string; name: string; level: string; status: string };

const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });

/**
 * The people named by idcbpf, checked in the order given: each must exist, and have the level its
 * role needs (the student a Discente, advisors Docentes). A refusal names the first offender.
 */
async function resolvePeople(
  tx: Database,
  wanted: readonly { idcbpf: string; level: "Discente" | "Docente" }[],
): Promise<Map<string, Person> | Refusal> {
  const ids = [...new Set(wanted.map((entry) => entry.idcbpf))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: users.id, idcbpf: users.idcbpf, name: users.name, level: users.level, status: users.status })
          .from(users)
          .where(inArray(users.idcbpf, ids));
  const found = new Map(rows.map((row) => [row.idcbpf, row]));
  for (const { idcbpf } of wanted)
    if (!found.has(idcbpf)) return { status: 422, rule: "user_unknown", values: { idcbpf } };
  for (const { idcbpf, level } of wanted)
    if (found.get(idcbpf)?.level !== level)
      return { status: 422, rule: level === "Discente" ? "not_a_student" : "not_a_teacher", values: { idcbpf } };
  return found;
}

/**
 * PRODUCT §7: the advisor may take `student` unless it already advises the cap of `ativo` or
 * `trancado` students as main advisor. Locks the advisor's row first (held until the transaction ends).
 */
async function capProblem(tx: Database, advisor: Person, studentStatus: string, cap: number): Promise<Refusal | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, advisor.id)).for("update");
  if (!countsTowardCap(studentStatus)) return null;
  const [counted] = await tx
    .select({ n: count() })
    .from(guidances)
    .innerJoin(users, eq(users.id, guidances.studentId))
    .where(and(eq(guidances.advisorId, advisor.id), inArray(users.status, [...CAP_STATUSES])));
  if ((counted?.n ?? 0) < cap) return null;
  return { status: 422, rule: "advisee_cap", values: { advisor: advisor.name, cap } };
}

/**
 * The cap, read before the transaction (the settings row is read with the concept table, two
 * queries at once: on the pool, not on the transaction's one connection).
 */
async function adviseeCap(db: Database): Promise<number> {
  return (await readSettings(db)).adviseeCap;
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

/** `POST /api/orientacoes`. A second guidance for the same student at the same instant fails on the unique key (409 by the caller). */
export async function createGuidance(db: Database, input: GuidanceInput, actorId: number): Promise<Outcome> {
  const cap = await adviseeCap(db);
  return db.transaction(async (tx) => {
    const people = await resolvePeople(tx, [
      { idcbpf: input.student, level: "Discente" },
      { idcbpf: input.advisor, level: "Docente" },
      ...input.coAdvisors.map((idcbpf) => ({ idcbpf, level: "Docente" as const })),
    ]);
    if (!(people instanceof Map)) return refuse(people);
    const student = people.get(input.student) as Person;
    const advisor = people.get(input.advisor) as Person;
    const [existing] = await tx
      .select({ id: guidances.id })
      .from(guidances)
      .where(eq(guidances.studentId, student.id))
      .limit(1);
    if (existing) return refuse({ status: 409, key: "guidance_exists", values: { student: student.name } });
    const capped = await capProblem(tx, advisor, student.status, cap);
    if (capped) return refuse(capped);

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
    return { ok: true, guidance };
  });
}

/** `PATCH /api/orientacoes/{id}`: only the fields sent change; an empty change writes nothing. */
export async function patchGuidance(db: Database, id: number, patch: GuidancePatch, actorId: number): Promise<Outcome> {
  const cap = patch.advisor ? await adviseeCap(db) : 0;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ advisorId: guidances.advisorId })
      .from(guidances)
      .where(eq(guidances.id, id))
      .for("update");
    if (!locked) return refuse({ status: 404 });
    const before = await answer(tx, id);

    const advisorId = patch.advisor ?? before.advisor.idcbpf;
    const coAdvisorIds = patch.coAdvisors ?? before.coAdvisors.map((co) => co.idcbpf);
    if (coAdvisorIds.includes(advisorId))
      return refuse({
        status: 400,
        fields: { [patch.coAdvisors ? "coAdvisors" : "advisor"]: "co_advisor_is_advisor" },
      });
    const people = await resolvePeople(tx, [
      ...(patch.advisor ? [{ idcbpf: patch.advisor, level: "Docente" as const }] : []),
      ...(patch.coAdvisors ?? []).map((idcbpf) => ({ idcbpf, level: "Docente" as const })),
    ]);
    if (!(people instanceof Map)) return refuse(people);

    const newAdvisor = patch.advisor ? (people.get(patch.advisor) as Person) : null;
    if (newAdvisor && newAdvisor.id !== locked.advisorId) {
      const capped = await capProblem(tx, newAdvisor, before.student.status, cap);
      if (capped) return refuse(capped);
    }
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
    return { ok: true, guidance: after };
  });
}
