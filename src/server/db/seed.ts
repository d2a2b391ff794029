import { inArray } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "./client.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { users } from "./schema.ts";

/**
 * The demo seed (demo mode only): inserts the demo users that are missing and leaves every other
 * row alone, so it is safe on each start and from several processes at once. The password is
 * hashed once for all of them (argon2 is slow on purpose), and not at all when nothing is missing.
 */
export async function seedDemo(db: Database): Promise<{ inserted: number }> {
  const wanted = DEMO_USERS.map((user) => user.idcbpf);
  const present = await db.select({ idcbpf: users.idcbpf }).from(users).where(inArray(users.idcbpf, wanted));
  const have = new Set(present.map((row) => row.idcbpf));
  const missing = DEMO_USERS.filter((user) => !have.has(user.idcbpf));
  if (missing.length === 0) return { inserted: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(missing.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return { inserted: inserted.length };
}
