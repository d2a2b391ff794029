import { eq, inArray } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import { LOCKED_AT_ENROLMENT, type Offering, type OfferingInput, type OfferingPatch } from "../../domain/offerings.ts";
import { isOffice, isTeacher, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { withinDays } from "../../domain/terms.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings, todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { offeringSlots, offeringTeachers, offerings, subjects, terms, users } from "../db/schema.ts";
import { lockOffering, promoteWaitlist, withEnrolmentTransaction } from "../matriculas/seats.ts";
import { readOffering } from "./ofertas.queries.ts";
import { refuseScheduleClashes } from "./schedule-clashes.ts";

/**
 * Offering writes (PRODUCT §7 "Offerings", §8 `POST /api/ofertas`, `PATCH /api/ofertas/{id}`),
 * each in one transaction with its audit entry; a refusal is a thrown `Refused`, which keeps
 * nothing. The room and teacher clash check runs under the term's lock (schedule-clashes.ts).
 * Capacity is checked against the seats taken with the offering's row locked (`lockOffering`, the
 * enrolment engine's); raising it promotes the waitlist in the same transaction (`promoteWaitlist`).
 */

/** Who writes: the office, or a Docente (whom the handler let through for this offering). */
export type Actor = Person & { idcbpf: string };

type Teacher = { id: number; idcbpf: string; name: string };

/** Teachers named by idcbpf: each must exist and be a Docente; the first offender is named. */
async function resolveTeachers(db: Database, ids: readonly string[]): Promise<Map<string, Teacher>> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ id: users.id, idcbpf: users.idcbpf, name: users.name, level: users.level })
          .from(users)
          .where(inArray(users.idcbpf, unique));
  const found = new Map(rows.map((row) => [row.idcbpf, row]));
  for (const idcbpf of ids) if (!found.has(idcbpf)) throw Refused.rule("user_unknown", { idcbpf });
  for (const idcbpf of ids) {
    const person = found.get(idcbpf);
    if (!person || !isTeacher(person)) throw Refused.rule("not_a_teacher", { idcbpf });
  }
  return found;
}

const responsibleRequired = () => Refused.invalid({ responsible: { key: "responsible_required" } });
const coTeacherIsResponsible = () => Refused.invalid({ coTeachers: { key: "co_teacher_is_responsible" } });

async function writeSlotsAndTeachers(
  tx: Database,
  offeringId: number,
  slots: readonly Slot[] | undefined,
  teachers: { responsible: Teacher; co: readonly Teacher[] } | undefined,
) {
  if (slots) {
    await tx.delete(offeringSlots).where(eq(offeringSlots.offeringId, offeringId));
    await tx.insert(offeringSlots).values(slots.map((slot) => ({ offeringId, ...slot })));
  }
  if (teachers) {
    await tx.delete(offeringTeachers).where(eq(offeringTeachers.offeringId, offeringId));
    await tx
      .insert(offeringTeachers)
      .values([
        { offeringId, userId: teachers.responsible.id, responsible: true },
        ...teachers.co.map((person) => ({ offeringId, userId: person.id, responsible: false })),
      ]);
  }
}

async function answer(tx: Database, id: number): Promise<Offering> {
  const offering = await readOffering(tx, id);
  if (!offering) throw new Error(`offering ${id} vanished inside its own transaction`);
  return offering;
}

/** `POST /api/ofertas`. */
export async function createOffering(db: Database, input: OfferingInput, actor: Actor): Promise<Offering> {
  const [term] = await db.select().from(terms).where(eq(terms.code, input.term)).limit(1);
  if (!term) throw Refused.rule("term_unknown", { term: input.term });
  const [subject] = await db
    .select({ id: subjects.id, code: subjects.code, active: subjects.active })
    .from(subjects)
    .where(eq(subjects.code, input.subject))
    .limit(1);
  if (!subject) throw Refused.rule("subject_unknown", { code: input.subject });
  if (!subject.active) throw Refused.rule("subject_inactive", { code: subject.code });

  let responsibleId = input.responsible;
  if (!isOffice(actor)) {
    // A Docente offers as the responsible teacher itself, inside the term's offering window.
    if (responsibleId !== undefined && responsibleId !== actor.idcbpf) throw Refused.forbidden();
    responsibleId = actor.idcbpf;
    if (input.coTeachers.includes(actor.idcbpf)) throw coTeacherIsResponsible();
    const today = await todayThere(db);
    if (!withinDays(today, term.offeringStart, term.offeringEnd))
      throw Refused.rule("offering_window_closed", {
        term: term.code,
        start: term.offeringStart,
        end: term.offeringEnd,
      });
  } else if (!responsibleId) throw responsibleRequired();

  const people = await resolveTeachers(db, [responsibleId, ...input.coTeachers]);
  const responsible = people.get(responsibleId) as Teacher;
  const co = input.coTeachers.map((idcbpf) => people.get(idcbpf) as Teacher);

  return db.transaction(async (tx) => {
    await refuseScheduleClashes(tx, term.id, null, { teachers: [responsible, ...co], slots: input.slots });
    const [row] = await tx
      .insert(offerings)
      .values({
        termId: term.id,
        subjectId: subject.id,
        capacity: input.capacity,
        language: input.language,
        notes: input.notes,
      })
      .returning({ id: offerings.id });
    if (!row) throw new Error("insert into offerings returned no row");
    await writeSlotsAndTeachers(tx, row.id, input.slots, { responsible, co });
    const offering = await answer(tx, row.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "create",
      entity: "offering",
      entityId: String(row.id),
      after: offering,
    });
    return offering;
  });
}

/**
 * `PATCH /api/ofertas/{id}`: only the fields sent change. The handler has let through only the
 * office and the offering's teachers (`mayTeachOffering`); a Docente names no other responsible
 * teacher, and once enrolment opens changes only the capacity and the notes.
 */
export async function patchOffering(db: Database, id: number, patch: OfferingPatch, actor: Actor): Promise<Offering> {
  const [found] = await db
    .select({ termId: offerings.termId, code: terms.code, enrolmentStart: terms.enrolmentStart })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, id))
    .limit(1);
  if (!found) throw Refused.notFound();
  const current = await readOffering(db, id);
  if (!current) throw Refused.notFound();
  if (!isOffice(actor)) {
    if (patch.responsible !== undefined) throw Refused.forbidden();
    const touchesLocked = LOCKED_AT_ENROLMENT.some((field) => patch[field] !== undefined);
    if (touchesLocked && (await todayThere(db)) >= found.enrolmentStart)
      throw Refused.rule("offering_locked", { term: found.code, start: found.enrolmentStart });
  }

  const oldResponsible = current.teachers.find((teacher) => teacher.responsible)?.idcbpf;
  const responsibleId = patch.responsible ?? oldResponsible;
  if (!responsibleId) throw responsibleRequired();
  const coIds = (patch.coTeachers ?? current.teachers.filter((t) => !t.responsible).map((t) => t.idcbpf)).filter(
    (idcbpf) => patch.coTeachers !== undefined || idcbpf !== responsibleId,
  );
  if (coIds.includes(responsibleId)) throw coTeacherIsResponsible();
  const teachersChange = patch.responsible !== undefined || patch.coTeachers !== undefined;
  const people = await resolveTeachers(db, [responsibleId, ...coIds]);
  const responsible = people.get(responsibleId) as Teacher;
  const co = coIds.map((idcbpf) => people.get(idcbpf) as Teacher);

  const settings = await readSettings(db);
  // Promotion locks students after the offering: a deadlock with an enrolment taking them in the
  // other order is retried from the start (withEnrolmentTransaction).
  return withEnrolmentTransaction(db, async (tx) => {
    if (patch.slots !== undefined || teachersChange)
      await refuseScheduleClashes(tx, found.termId, id, {
        teachers: [responsible, ...co],
        slots: patch.slots ?? current.slots,
      });
    const locked = await lockOffering(tx, id);
    if (!locked) throw Refused.notFound();
    if (patch.capacity !== undefined && patch.capacity < locked.taken)
      throw Refused.rule("capacity_below_taken", { taken: locked.taken });
    const before = await answer(tx, id);

    const changes = {
      ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(offerings).set(changes).where(eq(offerings.id, id));
    await writeSlotsAndTeachers(tx, id, patch.slots, teachersChange ? { responsible, co } : undefined);
    // Raising the capacity frees seats: the waitlist's first students take them (PRODUCT §7).
    if (patch.capacity !== undefined && patch.capacity > locked.capacity) {
      locked.capacity = patch.capacity;
      await promoteWaitlist(tx, locked, settings);
    }

    const after = await answer(tx, id);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordAudit(tx, {
        actorId: actor.id,
        action: "update",
        entity: "offering",
        entityId: String(id),
        before,
        after,
      });
    return after;
  });
}
