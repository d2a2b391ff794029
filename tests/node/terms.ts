import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { terms } from "../../src/server/db/schema.ts";

/** Runs `check` while no term is the current one, then makes the current term current again. */
export async function withoutCurrentTerm(db: Database, check: () => Promise<void>): Promise<void> {
  const [current] = await db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  const id = current?.id ?? 0;
  await db.update(terms).set({ current: false }).where(eq(terms.id, id));
  try {
    await check();
  } finally {
    await db.update(terms).set({ current: true }).where(eq(terms.id, id));
  }
}
