import { and, eq, sql } from "drizzle-orm";
import { formatCode, generateCanonicalCode } from "../../domain/codes.ts";
import {
  applicationEditable,
  missingDocuments,
  type ApplicationCreate,
  type ApplicationPatch,
} from "../../domain/inscricoes.ts";
import type { Locale } from "../../domain/locale.ts";
import type { applicationCreateSchema } from "../../domain/inscricoes.ts";
import { message, type MessageKey } from "../../domain/messages.ts";
import { Refused, words } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { applicationDocuments, applicationHistory, applications, calls } from "../db/schema.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import { mailOrigin } from "../notificacoes/mail-origin.ts";
import { codeMail, statusMail } from "./applicant-mail.ts";
import { callIsOpen, type CallRow } from "../chamadas/chamadas.queries.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { ApplicationRow } from "./code-lookup.ts";

/**
 * The applicant's writes: create (one per e-mail per call; a second attempt re-sends the code),
 * correct, submit. Each in one transaction that locks the application's row, so a decision of
 * the office and a correction never interleave. A refusal is thrown (404 `call_unknown`, 422
 * `call_closed`, `application_locked`, `documents_missing`, 409 `application_email_taken`).
 */
type CreateInput = ReturnType<typeof applicationCreateSchema.parse>;
export type { ApplicationCreate };

type MailContext = { origin: string; locale: Locale };

const callClosed = (call: CallRow) => Refused.rule("call_closed", { opensOn: call.opensOn, closesOn: call.closesOn });

/** Sends the code of the application this e-mail already has in the call again. */
async function resend(db: Database, callId: number, email: string, mail: MailContext): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ codigo: applications.codigo, name: applications.name, email: applications.email })
      .from(applications)
      .where(and(eq(applications.callId, callId), sql`lower(${applications.email}) = lower(${email})`))
      .limit(1);
    const [call] = await tx.select().from(calls).where(eq(calls.id, callId));
    if (!row || !call) throw new Error("resend: the application that collided is gone");
    await enqueueMail(
      tx,
      codeMail({
        to: row.email,
        name: row.name,
        canonical: row.codigo,
        callTitle: { pt: call.titlePt, en: call.titleEn },
        again: true,
        ...mail,
      }),
    );
    return null;
  });
}

/**
 * A new application (its canonical code), or null when this e-mail had applied to the call
 * already: its code is then sent again, and the caller learns nothing more.
 */
export async function createApplication(db: Database, input: CreateInput, mail: MailContext): Promise<string | null> {
  const [call] = await db.select().from(calls).where(eq(calls.id, input.call));
  if (!call) throw Refused.notFound("call_unknown");
  if (!callIsOpen(call, await todayThere(db))) throw callClosed(call);
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.callId, call.id), sql`lower(${applications.email}) = lower(${input.email})`))
    .limit(1);
  if (existing) return resend(db, call.id, input.email, mail);
  try {
    return await db.transaction(async (tx) => {
      const codigo = generateCanonicalCode();
      const [row] = await tx
        .insert(applications)
        .values({
          codigo,
          callId: call.id,
          name: input.name,
          email: input.email,
          documentId: input.documentId,
          birthDate: input.birthDate,
          researchArea: input.researchArea,
          desiredAdvisor: input.desiredAdvisor ?? null,
          locale: mail.locale,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error("application insert returned no row");
      await tx.insert(applicationHistory).values({ applicationId: row.id, status: "rascunho" });
      await enqueueMail(
        tx,
        codeMail({
          to: input.email,
          name: input.name,
          canonical: codigo,
          callTitle: { pt: call.titlePt, en: call.titleEn },
          again: false,
          ...mail,
        }),
      );
      return codigo;
    });
  } catch (error) {
    // Two first attempts at once: the one that lost ends as a second attempt does.
    if (isViolation(error, UNIQUE_VIOLATION, "applications_call_email_key"))
      return resend(db, call.id, input.email, mail);
    throw error;
  }
}

/** Refuses a change the applicant may not make now (PRODUCT §7): the call is closed, or the application is past its draft. */
export async function refuseUnlessEditable(db: Database, row: ApplicationRow, call: CallRow): Promise<void> {
  const open = callIsOpen(call, await todayThere(db));
  if (applicationEditable(row.status, open)) return;
  if (!open) throw callClosed(call);
  const status = words((locale) => message(`application_status_${row.status}` as MessageKey, locale));
  throw Refused.rule("application_locked", { status });
}

/** Locks the application's row and reads it with its call, inside a transaction. */
export async function lockApplication(tx: Database, id: number): Promise<{ row: ApplicationRow; call: CallRow }> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
  if (!row) throw new Error(`application ${id} vanished`);
  const [call] = await tx.select().from(calls).where(eq(calls.id, row.callId));
  if (!call) throw new Error(`application ${id} without its call`);
  return { row, call };
}

/** The applicant's corrections; the office's are audited (before/after, never a file). */
export async function patchApplication(
  db: Database,
  id: number,
  patch: ApplicationPatch,
  actorId: number | null,
): Promise<ApplicationRow> {
  try {
    return await db.transaction(async (tx) => {
      const { row, call } = await lockApplication(tx, id);
      await refuseUnlessEditable(tx, row, call);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0) return row;
      const [updated] = await tx.update(applications).set(changes).where(eq(applications.id, id)).returning();
      if (!updated) throw new Error(`application ${id} vanished`);
      if (actorId !== null) {
        const before = Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof ApplicationRow]]));
        await recordAudit(tx, {
          actorId,
          action: "update",
          entity: "application",
          entityId: formatCode(row.codigo),
          before,
          after: changes,
        });
      }
      return updated;
    });
  } catch (error) {
    if (isViolation(error, UNIQUE_VIOLATION, "applications_call_email_key"))
      throw Refused.conflict("application_email_taken", { email: patch.email ?? "" });
    throw error;
  }
}

/**
 * Tells the applicant its application's new status (PRODUCT §7: every change, by e-mail), in the
 * change's transaction. The office's decisions mail their own (decision.ts), with the reason.
 */
export async function mailStatusChange(
  tx: Database,
  row: ApplicationRow,
  call: CallRow,
  status: "rascunho" | "submetida" = "submetida",
): Promise<void> {
  await enqueueMail(
    tx,
    statusMail({
      to: row.email,
      name: row.name,
      canonical: row.codigo,
      status,
      reason: null,
      callTitle: { pt: call.titlePt, en: call.titleEn },
      origin: mailOrigin(),
      locale: row.locale,
    }),
  );
}

/** → `submetida` once every required document is there (again after a correction: no new row). */
export async function submitApplication(db: Database, id: number): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const { row, call } = await lockApplication(tx, id);
    await refuseUnlessEditable(tx, row, call);
    const uploaded = await tx
      .select({ key: applicationDocuments.key })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    const missing = missingDocuments(
      call.documents,
      uploaded.map((doc) => doc.key),
    );
    if (missing.length > 0) {
      const documents = words((locale) => missing.map((doc) => doc.label[locale]).join("; "));
      throw Refused.rule("documents_missing", { documents });
    }
    if (row.status === "submetida") return row;
    const [updated] = await tx
      .update(applications)
      .set({ status: "submetida" })
      .where(eq(applications.id, id))
      .returning();
    await tx.insert(applicationHistory).values({ applicationId: id, status: "submetida" });
    if (!updated) throw new Error(`application ${id} vanished`);
    await mailStatusChange(tx, updated, call);
    return updated;
  });
}
