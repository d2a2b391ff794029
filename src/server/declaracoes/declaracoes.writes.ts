import { eq } from "drizzle-orm";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { declarationStatement, type DeclarationSnapshot } from "../../domain/declaration-statements.ts";
import type { DeclarationIssueInput } from "../../domain/declaracoes.ts";
import { isOffice } from "../../domain/policy.ts";
import { Refused, words } from "../../domain/refusal.ts";
import { formatLongDay } from "../../domain/dates.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { declarations } from "../db/schema.ts";
import { notifyRevocation } from "../notificacoes/notices.ts";
import { snapshotOf } from "./declaracoes.queries.ts";
import { gatherFacts, type Issuer } from "./eligibility.ts";

/**
 * Issuing a declaration (PRODUCT §7): the facts are read and checked (eligibility.ts, which throws
 * the refusals), then stored once with their statement in both languages, the institution and
 * signatory of the day, and a new code. The API and the demo data both come through here. The
 * office issuing for someone else is audited in the same transaction. Revoking: the office, once.
 */
export type IssuedRow = typeof declarations.$inferSelect;

export async function issueDeclaration(
  db: Database,
  issuer: Issuer,
  input: DeclarationIssueInput,
  now: Date = new Date(),
  /** The demo seed writes history, not office decisions: no audit entry. */
  options: { audit?: boolean } = {},
): Promise<IssuedRow> {
  const settings = await readSettings(db);
  const issuedOn = dayIn(now, settings.timeZone);
  const gathered = await gatherFacts(db, issuer, input, issuedOn);
  const snapshot: DeclarationSnapshot = {
    ...gathered.facts,
    institution: settings.institutionName,
    signatory: settings.signatory,
    signatoryTitle: settings.signatoryTitle,
    issuedOn,
    timeZone: settings.timeZone,
  };
  const statement = declarationStatement(gathered.facts);
  return db.transaction(async (tx) => {
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
    if (options.audit !== false && isOffice(issuer) && issuer.id !== gathered.holder.id)
      await recordAudit(tx, {
        actorId: issuer.id,
        action: "issue",
        entity: "declaration",
        entityId: inserted.codigo,
        after: { type: inserted.type, holder: gathered.holder.idcbpf, offering: gathered.offeringId, statement },
      });
    return inserted;
  });
}

/** 409: revoked already, on the day (in the time zone it was issued in) each language writes. */
function alreadyRevoked(row: IssuedRow): Refused {
  const day = row.revokedAt?.toLocaleDateString("en-CA", { timeZone: snapshotOf(row).timeZone }) ?? "";
  return Refused.conflict("declaration_already_revoked", {
    date: words((locale) => (day ? formatLongDay(day, locale) : "")),
  });
}

/**
 * Revokes a valid declaration with a reason (office; audited; its holder notified in the same
 * transaction). Unknown: 404; revoked already: 409, unchanged.
 */
export async function revokeDeclaration(
  db: Database,
  codigo: string,
  actorId: number,
  reason: string,
  now: Date = new Date(),
  options: { audit?: boolean } = {},
): Promise<IssuedRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(declarations).where(eq(declarations.codigo, codigo)).for("update");
    if (!current) throw Refused.notFound("declaration_not_found");
    if (current.status === "revogada") throw alreadyRevoked(current);
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
    if (!row) throw new Error("declaration not revoked");
    // The demo seed writes history, not the office's acts: nobody is told, as nothing is audited.
    // A holder known only by name (an external committee member) has no account to be told in.
    if (options.audit !== false && row.holderId !== null)
      await notifyRevocation(tx, { holderId: row.holderId, type: row.type, codigo: row.codigo, reason });
    return row;
  });
}
