import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import type { Database } from "../db/client.ts";
import { offeringSlots, offeringTeachers, users } from "../db/schema.ts";

/**
 * The weekly slots and the teachers of a set of offerings, one query each whatever their number,
 * grouped by offering: what a list of offerings shows beside each one (the offerings of
 * ofertas.queries.ts, the office's attention list in painel, the public agenda in gov). Run one
 * after the other by the callers: inside a transaction both go to its one connection.
 */
export async function slotsByOffering(db: Database, ids: readonly number[]): Promise<Map<number, Slot[]>> {
  const map = new Map<number, Slot[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      offeringId: offeringSlots.offeringId,
      weekday: offeringSlots.weekday,
      start: offeringSlots.start,
      end: offeringSlots.end,
      room: offeringSlots.room,
    })
    .from(offeringSlots)
    .where(inArray(offeringSlots.offeringId, [...ids]))
    .orderBy(asc(offeringSlots.weekday), asc(offeringSlots.start), asc(offeringSlots.id));
  for (const { offeringId, ...slot } of rows) map.set(offeringId, [...(map.get(offeringId) ?? []), slot]);
  return map;
}

export type OfferingTeacher = { idcbpf: string; name: string; email: string; responsible: boolean };

/** The teachers of each offering, the responsible one first, then by name. */
export async function teachersByOffering(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, OfferingTeacher[]>> {
  const map = new Map<number, OfferingTeacher[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      offeringId: offeringTeachers.offeringId,
      idcbpf: users.idcbpf,
      name: users.name,
      email: users.email,
      responsible: offeringTeachers.responsible,
    })
    .from(offeringTeachers)
    .innerJoin(users, eq(users.id, offeringTeachers.userId))
    .where(inArray(offeringTeachers.offeringId, [...ids]))
    .orderBy(desc(offeringTeachers.responsible), asc(users.name));
  for (const { offeringId, ...teacher } of rows) map.set(offeringId, [...(map.get(offeringId) ?? []), teacher]);
  return map;
}
