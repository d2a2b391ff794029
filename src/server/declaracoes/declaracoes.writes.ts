import { eq } from "drizzle-orm";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { declarationStatement, type DeclarationSnapshot } from "../../domain/declaration-statements.ts";
import type { DeclarationIssueInput } from "../../domain/declaracoes.ts";
import type { Locale } from "../../domain/locale.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { declarations } from "../db/schema.ts";
import { gatherFacts, type Issuer, type Refusal } from "./eligibility.ts";

/**
 * Issuing a declaration (PRODUCT §7): the facts are read and checked (eligibility.ts), then stored
 * once with their statement in both languages, the institution and signatory of the day, and a
 * new code. The API and the demo data both come through here. The office issuing for someone
 * else is audited in the same transaction.
 */
export type IssuedRow = typeof declarations.$inferSelect;

export async function issueDeclaration(
  db: Database,
  issuer: Issuer,
  input: DeclarationIssueInput,
  locale: Locale,
  now: Date = new Date(),
  /** The demo seed writes history, not office decisions: no audit entry. */
  options: { audit?: boolean } = {},
): Promise<{ ok: true; row: IssuedRow } | { ok: false; refusal: Refusal }> {
  const settings = await readSettings(db);
  const issuedOn = dayIn(now, settings.timeZone);
  const gathered = await gatherFacts(db, issuer, input, locale, issuedOn);
  if (!gathered.ok) return gathered;
  const snapshot: DeclarationSnapshot = {
    ...gathered.facts,
    institution: settings.institutionName,
    signatory: settings.signatory,
    issuedOn,
    timeZone: settings.timeZone,
  };
  const statement = declarationStatement(gathered.facts);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(declarations)
      .values({
        codigo: generateCanonicalCode(),
        type: input.type,
        holderId: gathered.holder.id,
        offeringId: gathered.offeringId,
        statement,
        snapshot,
        issuedAt: now,
        issuedBy: issuer.id,
      })
      .returning();
    if (!inserted) throw new Error("declaration not inserted");
    if (options.audit !== false && issuer.level === "Administrador" && issuer.id !== gathered.holder.id)
      await recordAudit(tx, {
        actorId: issuer.id,
        action: "issue",
        entity: "declaration",
        entityId: inserted.codigo,
        after: { type: inserted.type, holder: gathered.holder.idcbpf, offering: gathered.offeringId, statement },
      });
    return inserted;
  });
  return { ok: true, row };
}

/** Revokes a valid declaration with a reason (office; audited). Revoked already → its row, unchanged. */
export async function revokeDeclaration(
  db: Database,
  codigo: string,
  actorId: number,
  reason: string,
  now: Date = new Date(),
  options: { audit?: boolean } = {},
): Promise<{ outcome: "revoked" | "already" | "missing"; row?: IssuedRow }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(declarations).where(eq(declarations.codigo, codigo)).for("update");
    if (!current) return { outcome: "missing" as const };
    if (current.status === "revogada") return { outcome: "already" as const, row: current };
    const [row] = await tx
      .update(declarations)
      .set({ status: "revogada", revokedAt: now, revokedBy: actorId, reason })
      .where(eq(declarations.id, current.id))
      .returning();
    if (options.audit !== false)
      await recordAudit(tx, {
        actorId,
        action: "revoke",
        entity: "declaration",
        entityId: codigo,
        before: { status: current.status },
        after: { status: "revogada", reason },
      });
    return { outcome: "revoked" as const, row };
  });
}
