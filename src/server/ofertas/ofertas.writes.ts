import { and, eq, inArray, ne } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import type { MessageKey } from "../../domain/messages.ts";
import {
  findScheduleClash,
  LOCKED_AT_ENROLMENT,
  WEEKDAY_NAMES,
  type Offering,
  type OfferingInput,
  type OfferingPatch,
  type ScheduleClash,
} from "../../domain/offerings.ts";
import { withinDays } from "../../domain/terms.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import { lockFor } from "../db/locks.ts";
import { lockOffering, promoteWaitlist, withEnrolmentTransaction } from "../matriculas/seats.ts";
import { offeringSlots, offeringTeachers, offerings, subjects, terms, users } from "../db/schema.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { readOffering } from "./ofertas.queries.ts";

/**
 * Offering writes (PRODUCT §7 "Offerings", §8 `POST /api/ofertas`, `PATCH /api/ofertas/{id}`),
 * each in one transaction with its audit entry. The room and teacher clash check runs under the
 * term's advisory lock (`offering-slots:<term id>`): two saves in the same term take turns, and
 * the second sees the first's slots, so they cannot both pass. Capacity is checked against the
 * seats taken with the offering's row locked (`lockOffering`, the enrolment engine's); raising it
 * promotes the waitlist in the same transaction (`promoteWaitlist`).
 */
export type Value = string | number | { pt: string; en: string };
export type Refusal =
  | { status: 422; rule: MessageKey; values: Record<string, Value> }
  | { status: 400; fields: Record<string, [MessageKey, Record<string, Value>?]> }
  | { status: 403 }
  | { status: 404 };
export type Outcome = { ok: true; offering: Offering } | { ok: false; refusal: Refusal };

export type Actor = { id: number; idcbpf: string; office: boolean };

const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });
const rule = (key: MessageKey, values: Record<string, Value> = {}): Outcome =>
  refuse({ status: 422, rule: key, values });

type Person = { id: number; idcbpf: string; name: string; level: string };

/** Teachers named by idcbpf: each must exist and be a Docente; the first offender is named. */
async function resolveTeachers(db: Database, ids: readonly string[]): Promise<Map<string, Person> | Outcome> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ id: users.id, idcbpf: users.idcbpf, name: users.name, level: users.level })
          .from(users)
          .where(inArray(users.idcbpf, unique));
  const found = new Map(rows.map((row) => [row.idcbpf, row]));
  for (const idcbpf of ids) if (!found.has(idcbpf)) return rule("user_unknown", { idcbpf });
  for (const idcbpf of ids) if (found.get(idcbpf)?.level !== "Docente") return rule("not_a_teacher", { idcbpf });
  return found;
}

/** What a clash refusal names: the other offering (code and name in each language), the slot. */
function clashRefusal(clash: ScheduleClash<{ code: string; namePt: string; nameEn: string }>): Outcome {
  const { other, slot } = clash;
  const values: Record<string, Value> = {
    subject: { pt: `${other.code} ${other.namePt}`, en: `${other.code} ${other.nameEn}` },
    day: { pt: WEEKDAY_NAMES.pt[slot.weekday] ?? "", en: WEEKDAY_NAMES.en[slot.weekday] ?? "" },
    start: slot.start,
    end: slot.end,
  };
  if (clash.rule === "room_clash") return rule("room_clash", { ...values, room: clash.room });
  return rule("teacher_clash", { ...values, teacher: clash.teacher });
}

/** Under the term's lock: the first room or teacher clash with the term's other offerings. */
async function scheduleProblem(
  tx: Database,
  termId: number,
  exceptId: number | null,
  mine: { teachers: readonly Person[]; slots: readonly Slot[] },
): Promise<Outcome | null> {
  await lockFor(tx, `offering-slots:${termId}`);
  const where =
    exceptId === null ? eq(offerings.termId, termId) : and(eq(offerings.termId, termId), ne(offerings.id, exceptId));
  // One after the other: a transaction has one connection.
  const rows = await tx
    .select({ id: offerings.id, code: subjects.code, namePt: subjects.namePt, nameEn: subjects.nameEn })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(where)
    .orderBy(subjects.code, offerings.id);
  const slots = await tx
    .select({
      offeringId: offeringSlots.offeringId,
      weekday: offeringSlots.weekday,
      start: offeringSlots.start,
      end: offeringSlots.end,
      room: offeringSlots.room,
    })
    .from(offeringSlots)
    .innerJoin(offerings, eq(offerings.id, offeringSlots.offeringId))
    .where(where);
  const teachers = await tx
    .select({ offeringId: offeringTeachers.offeringId, name: users.name, userId: users.id })
    .from(offeringTeachers)
    .innerJoin(offerings, eq(offerings.id, offeringTeachers.offeringId))
    .innerJoin(users, eq(users.id, offeringTeachers.userId))
    .where(where);
  const nameOf = new Map(mine.teachers.map((person) => [person.id, person.name]));
  const others = rows.map((row) => ({
    ref: row,
    slots: slots.filter((slot) => slot.offeringId === row.id),
    teachers: teachers
      .filter((teacher) => teacher.offeringId === row.id && nameOf.has(teacher.userId))
      .map((teacher) => teacher.name),
  }));
  const clash = findScheduleClash({ teachers: mine.teachers.map((person) => person.name), slots: mine.slots }, others);
  return clash ? clashRefusal(clash) : null;
}

async function writeSlotsAndTeachers(
  tx: Database,
  offeringId: number,
  slots: readonly Slot[] | undefined,
  teachers: { responsible: Person; co: readonly Person[] } | undefined,
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
export async function createOffering(db: Database, input: OfferingInput, actor: Actor): Promise<Outcome> {
  const [term] = await db.select().from(terms).where(eq(terms.code, input.term)).limit(1);
  if (!term) return rule("term_unknown", { term: input.term });
  const [subject] = await db
    .select({ id: subjects.id, code: subjects.code, active: subjects.active })
    .from(subjects)
    .where(eq(subjects.code, input.subject))
    .limit(1);
  if (!subject) return rule("subject_unknown", { code: input.subject });
  if (!subject.active) return rule("subject_inactive", { code: subject.code });

  let responsibleId = input.responsible;
  if (!actor.office) {
    if (responsibleId !== undefined && responsibleId !== actor.idcbpf) return refuse({ status: 403 });
    responsibleId = actor.idcbpf;
    if (input.coTeachers.includes(actor.idcbpf))
      return refuse({ status: 400, fields: { coTeachers: ["co_teacher_is_responsible"] } });
    const today = await todayThere(db);
    if (!withinDays(today, term.offeringStart, term.offeringEnd))
      return rule("offering_window_closed", { term: term.code, start: term.offeringStart, end: term.offeringEnd });
  } else if (!responsibleId) return refuse({ status: 400, fields: { responsible: ["responsible_required"] } });

  const people = await resolveTeachers(db, [responsibleId, ...input.coTeachers]);
  if (!(people instanceof Map)) return people;
  const responsible = people.get(responsibleId) as Person;
  const co = input.coTeachers.map((idcbpf) => people.get(idcbpf) as Person);

  return db.transaction(async (tx) => {
    const problem = await scheduleProblem(tx, term.id, null, { teachers: [responsible, ...co], slots: input.slots });
    if (problem) return problem;
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
    return { ok: true, offering };
  });
}

/** `PATCH /api/ofertas/{id}`: only the fields sent change. */
export async function patchOffering(db: Database, id: number, patch: OfferingPatch, actor: Actor): Promise<Outcome> {
  const [found] = await db
    .select({ termId: offerings.termId, code: terms.code, enrolmentStart: terms.enrolmentStart })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, id))
    .limit(1);
  if (!found) return refuse({ status: 404 });
  const current = await readOffering(db, id);
  if (!current) return refuse({ status: 404 });
  if (!actor.office) {
    if (!current.teachers.some((teacher) => teacher.idcbpf === actor.idcbpf)) return refuse({ status: 403 });
    if (patch.responsible !== undefined) return refuse({ status: 403 });
    const touchesLocked = LOCKED_AT_ENROLMENT.some((field) => patch[field] !== undefined);
    if (touchesLocked && (await todayThere(db)) >= found.enrolmentStart)
      return rule("offering_locked", { term: found.code, start: found.enrolmentStart });
  }

  const oldResponsible = current.teachers.find((teacher) => teacher.responsible)?.idcbpf;
  const responsibleId = patch.responsible ?? oldResponsible;
  if (!responsibleId) return refuse({ status: 400, fields: { responsible: ["responsible_required"] } });
  const coIds = (patch.coTeachers ?? current.teachers.filter((t) => !t.responsible).map((t) => t.idcbpf)).filter(
    (idcbpf) => patch.coTeachers !== undefined || idcbpf !== responsibleId,
  );
  if (coIds.includes(responsibleId))
    return refuse({ status: 400, fields: { coTeachers: ["co_teacher_is_responsible"] } });
  const teachersChange = patch.responsible !== undefined || patch.coTeachers !== undefined;
  const people = await resolveTeachers(db, [responsibleId, ...coIds]);
  if (!(people instanceof Map)) return people;
  const responsible = people.get(responsibleId) as Person;
  const co = coIds.map((idcbpf) => people.get(idcbpf) as Person);

  const settings = await readSettings(db);
  // Promotion locks students after the offering: a deadlock with an enrolment taking them in the
  // other order is retried from the start (withEnrolmentTransaction).
  return withEnrolmentTransaction(db, async (tx): Promise<Outcome> => {
    if (patch.slots !== undefined || teachersChange) {
      const problem = await scheduleProblem(tx, found.termId, id, {
        teachers: [responsible, ...co],
        slots: patch.slots ?? current.slots,
      });
      if (problem) return problem;
    }
    const locked = await lockOffering(tx, id);
    if (!locked) return refuse({ status: 404 });
    if (patch.capacity !== undefined && patch.capacity < locked.taken)
      return rule("capacity_below_taken", { taken: locked.taken });
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
    return { ok: true, offering: after };
  });
}
