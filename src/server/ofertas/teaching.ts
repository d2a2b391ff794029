import { mayTeachOffering, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { offeringTeacherIds } from "./ofertas.queries.ts";

/**
 * An offering's edits, class list, grades and the lists out of it are its teachers' and the
 * office's: 404 for an unknown offering first, then 403 unless `mayTeachOffering`.
 */
export async function refuseUnlessTeaching(db: Database, person: Person, offeringId: number): Promise<void> {
  const teacherIds = await offeringTeacherIds(db, offeringId);
  if (!teacherIds) throw Refused.notFound();
  if (!mayTeachOffering(person, { teacherIds })) throw Refused.forbidden();
}
