import { and, eq, ne } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import { findScheduleClash, type ScheduleClash } from "../../domain/offerings.ts";
import { Refused, type MessageValues } from "../../domain/refusal.ts";
import { weekdayInSentence } from "../../domain/weekdays.ts";
import type { Database } from "../db/client.ts";
import { lockFor } from "../db/locks.ts";
import { offeringSlots, offeringTeachers, offerings, subjects, users } from "../db/schema.ts";

/**
 * The room and teacher clash rule of an offering's slots (PRODUCT §7 "Offerings"): no room and no
 * teacher in two overlapping slots of the same term. The rule itself is `findScheduleClash`
 * (src/domain/offerings.ts); this reads the term's other offerings for it under the term's
 * advisory lock (`offering-slots:<term id>`), taken in the saving transaction: two saves in the
 * same term take turns, and the second sees the first's slots, so they cannot both pass.
 */

/** A clash as its refusal: the other offering (code and name in each language), the day, the times. */
function clashRefused(clash: ScheduleClash<{ code: string; namePt: string; nameEn: string }>): Refused {
  const { other, slot } = clash;
  const values: MessageValues = {
    subject: { pt: `${other.code} ${other.namePt}`, en: `${other.code} ${other.nameEn}` },
    day: { pt: weekdayInSentence(slot.weekday, "pt"), en: weekdayInSentence(slot.weekday, "en") },
    start: slot.start,
    end: slot.end,
  };
  if (clash.rule === "room_clash") return Refused.rule("room_clash", { ...values, room: clash.room });
  return Refused.rule("teacher_clash", { ...values, teacher: clash.teacher });
}

/**
 * Under the term's lock, throws the first room or teacher clash (422 `room_clash`,
 * `teacher_clash`) of `mine` with the term's other offerings (all but `exceptId`).
 */
export async function refuseScheduleClashes(
  tx: Database,
  termId: number,
  exceptId: number | null,
  mine: { teachers: readonly { id: number; name: string }[]; slots: readonly Slot[] },
): Promise<void> {
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
  if (clash) throw clashRefused(clash);
}
