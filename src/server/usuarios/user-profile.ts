import { eq } from "drizzle-orm";
import { Refused } from "../../domain/refusal.ts";
import type { UserProfile } from "../../domain/user-profile.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { readPersonalData } from "./personal-data.ts";
import { readUserDetail } from "./user-detail.ts";

/**
 * A profile as `GET`/`POST`/`PATCH /api/usuarios/{idcbpf}` answer it: the user with its personal
 * data (P1: the routes let only the office and the person itself through). The office reading
 * someone else's is audited once per read (`personal_data` `read`), not per field: every such
 * answer carries every field, so one entry says all there is to say, and it costs one insert.
 */
async function profileById(db: Database, id: number): Promise<UserProfile> {
  const [detail, personal] = await Promise.all([readUserDetail(db, id), readPersonalData(db, id)]);
  return { ...detail, ...personal };
}

async function idOf(db: Database, idcbpf: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
  if (!row) throw Refused.notFound();
  return row.id;
}

/** The profile after a write (the write's own audit entry says what changed). */
export async function profileOf(db: Database, idcbpf: string): Promise<UserProfile> {
  return profileById(db, await idOf(db, idcbpf));
}

/** The profile read by `reader`; the office's read of another person's is audited. */
export async function readProfile(db: Database, idcbpf: string, reader: CurrentUser): Promise<UserProfile> {
  const id = await idOf(db, idcbpf);
  const profile = await profileById(db, id);
  if (reader.id !== id)
    await recordAudit(db, { actorId: reader.id, action: "read", entity: "personal_data", entityId: idcbpf });
  return profile;
}
