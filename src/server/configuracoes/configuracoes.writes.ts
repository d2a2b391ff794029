import { inArray, sql } from "drizzle-orm";
import { Refused } from "../../domain/refusal.ts";
import type { Concept, Settings, SettingsPatch } from "../../domain/settings.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { FOREIGN_KEY_VIOLATION, isViolation } from "../db/errors.ts";
import { lockFor } from "../db/locks.ts";
import { concepts, grades, settings, transfers } from "../db/schema.ts";
import { readSettings } from "./configuracoes.queries.ts";

/**
 * Changing the settings (one row) and the concept table in one transaction under the
 * "settings" lock, audited with before and after (entity `settings`). The concept list
 * replaces the table: concepts kept are updated in place (grades and transfers keep pointing at
 * them, and the CR follows their new attributes), new ones inserted, missing ones deleted — unless
 * a grade or a transfer uses one, which refuses the whole change (422 `concept_in_use` naming it);
 * the foreign keys (RESTRICT) refuse it too, should the check be passed by.
 */

/** PostgreSQL 18 (PGlite) refuses `ON DELETE RESTRICT` with restrict_violation; 15 with 23503. */
const RESTRICT_VIOLATION = "23001";

const inUse = (concept: string) => Refused.rule("concept_in_use", { concept });

/** The first of `removed` that a grade or a transfer uses. */
async function conceptInUse(db: Database, removed: readonly string[]): Promise<string | undefined> {
  if (removed.length === 0) return undefined;
  const [used] = await db
    .select({ concept: sql<string>`used.concept` })
    .from(
      sql`(select ${grades.concept} as concept from ${grades} where ${inArray(grades.concept, [...removed])}
           union select ${transfers.concept} from ${transfers} where ${inArray(transfers.concept, [...removed])}) as used`,
    )
    .orderBy(sql`used.concept`)
    .limit(1);
  return used?.concept;
}

async function replaceConcepts(tx: Database, table: readonly Concept[], removed: readonly string[]): Promise<void> {
  if (removed.length > 0) await tx.delete(concepts).where(inArray(concepts.concept, [...removed]));
  const rows = table.map((c, position) => ({
    concept: c.concept,
    labelPt: c.label.pt,
    labelEn: c.label.en,
    passes: c.passes,
    weight: c.weight,
    givesCredit: c.givesCredit,
    countsInCr: c.countsInCr,
    position,
  }));
  await tx
    .insert(concepts)
    .values(rows)
    .onConflictDoUpdate({
      target: concepts.concept,
      set: {
        labelPt: sql`excluded.label_pt`,
        labelEn: sql`excluded.label_en`,
        passes: sql`excluded.passes`,
        weight: sql`excluded.weight`,
        givesCredit: sql`excluded.gives_credit`,
        countsInCr: sql`excluded.counts_in_cr`,
        position: sql`excluded.position`,
      },
    });
}

export async function updateSettings(db: Database, patch: SettingsPatch, actorId: number): Promise<Settings> {
  try {
    return await db.transaction(async (tx) => {
      await lockFor(tx, "settings");
      const before = await readSettings(tx);
      const { concepts: table, capesProgrammeCodes: codes, ...plain } = patch;
      const fields = {
        ...plain,
        ...(codes?.academico !== undefined ? { capesCodeAcademico: codes.academico } : {}),
        ...(codes?.profissional !== undefined ? { capesCodeProfissional: codes.profissional } : {}),
      };
      if (table) {
        const kept = new Set(table.map((c) => c.concept));
        const removed = before.concepts.map((c) => c.concept).filter((concept) => !kept.has(concept));
        const used = await conceptInUse(tx, removed);
        if (used) throw inUse(used);
        await replaceConcepts(tx, table, removed);
      }
      if (Object.keys(fields).length > 0)
        await tx
          .update(settings)
          .set(fields)
          .where(sql`${settings.id} = 1`);
      const after = await readSettings(tx);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        await recordAudit(tx, { actorId, action: "update", entity: "settings", entityId: null, before, after });
      }
      return after;
    });
  } catch (error) {
    throw await backstop(db, error, patch);
  }
}

/**
 * A concept deleted while in use gets past the check only if another writer added the grade in
 * between; the foreign key then refuses, and the answer is the same 422 naming the concept.
 * Anything else is returned as it came.
 */
async function backstop(db: Database, error: unknown, patch: SettingsPatch): Promise<unknown> {
  const restricted = isViolation(error, RESTRICT_VIOLATION) || isViolation(error, FOREIGN_KEY_VIOLATION);
  if (!restricted || !patch.concepts) return error;
  const kept = new Set(patch.concepts.map((c) => c.concept));
  const removed = (await readSettings(db)).concepts.map((c) => c.concept).filter((c) => !kept.has(c));
  return inUse((await conceptInUse(db, removed)) ?? removed.join(", "));
}
