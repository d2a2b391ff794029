import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import type { DecisionInput } from "../../domain/inscricoes.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { issueFirstAccessToken } from "../auth/first-access.writes.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { applicationHistory, applications, users } from "../db/schema.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { copyFromApplication, masked } from "../usuarios/personal-data.ts";
import { toApiUser, userColumns } from "../usuarios/user-row.ts";
import { firstAccessMail, statusMail } from "./applicant-mail.ts";
import { lockApplication } from "./inscricoes.writes.ts";

/**
 * The office's review (PRODUCT §7): any status to any decision, reversible, audited, each with its
 * history row. Approval links the applicant's account when its e-mail already belongs to a user;
 * otherwise it creates the Discente (programme and degree from the call) with no usable password
 * and queues a one-time first-access link — all in one transaction. Every change of status is
 * mailed to the applicant (the first-access link tells the approval that creates the account); the
 * approved Discente gets the application's birth date and, when valid and free, its CPF (funding P6); a
 * decision that leaves the status as it was sends nothing. Reversing an approval keeps
 * the account (the office changes its status in /usuarios if it must). A refusal is thrown: 400
 * naming `idcbpf`/`entryTerm` when a new account needs them, 409 `user_exists` (its message also
 * under `fields.idcbpf`) or `email_taken`.
 */

type Decision = {
  decision: DecisionInput["decision"];
  reason?: string | undefined;
  idcbpf?: string | undefined;
  entryTerm?: string | undefined;
};

const snapshot = (row: { status: string; reason: string | null }, user: string | null) => ({
  status: row.status,
  reason: row.reason,
  user,
});

export async function decideApplication(
  db: Database,
  applicationId: number,
  input: Decision,
  actorId: number,
  origin: string,
): Promise<void> {
  // Hashed before the transaction (argon2 is slow on purpose); nobody ever learns it.
  const unusable = input.decision === "deferida" ? await hashPassword(randomBytes(32).toString("base64url")) : "";
  // The application's e-mail, for the 409 of an account that took it meanwhile.
  let email = "";
  try {
    await db.transaction(async (tx) => {
      const { row, call } = await lockApplication(tx, applicationId);
      email = row.email;
      const linkedBefore = row.userId
        ? ((await tx.select({ idcbpf: users.idcbpf }).from(users).where(eq(users.id, row.userId)))[0]?.idcbpf ?? null)
        : null;
      const reason = input.reason && input.reason !== "" ? input.reason : null;
      let userId = row.userId;
      let userIdcbpf = linkedBefore;
      /** The approval that creates the account is told by its first-access mail. */
      let toldByFirstAccess = false;
      if (input.decision === "deferida") {
        const [owner] = await tx
          .select({ id: users.id, idcbpf: users.idcbpf })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${row.email})`);
        if (owner) {
          userId = owner.id;
          userIdcbpf = owner.idcbpf;
          const copied = await copyFromApplication(tx, owner.id, row);
          if (copied.length > 0)
            await recordAudit(tx, {
              actorId,
              action: "update",
              entity: "user",
              entityId: owner.idcbpf,
              before: masked(copied),
              after: { ...masked(copied), fromApplication: formatCode(row.codigo) },
            });
        } else {
          const missing = (["idcbpf", "entryTerm"] as const).filter((field) => !input[field]);
          if (missing.length > 0)
            throw Refused.invalid(Object.fromEntries(missing.map((field) => [field, { key: "field_required" }])));
          const idcbpf = input.idcbpf ?? "";
          const [created] = await tx
            .insert(users)
            .values({
              idcbpf,
              name: row.name,
              email: row.email,
              level: "Discente",
              programme: call.programme,
              degree: call.degree,
              status: "ativo",
              entryTerm: input.entryTerm ?? null,
              researchArea: row.researchArea,
              locale: row.locale,
              passwordHash: unusable,
              passwordTemporary: false,
              statusSince: await todayThere(tx),
            })
            .returning({ id: users.id });
          if (!created) throw new Error("user insert returned no row");
          const [userRow] = await tx.select(userColumns).from(users).where(eq(users.id, created.id));
          if (!userRow) throw new Error("created user vanished");
          const copied = await copyFromApplication(tx, created.id, row);
          await recordAudit(tx, {
            actorId,
            action: "create",
            entity: "user",
            entityId: idcbpf,
            after: { ...toApiUser(userRow), ...masked(copied), fromApplication: formatCode(row.codigo) },
          });
          const token = await issueFirstAccessToken(tx, created.id);
          await enqueueMail(
            tx,
            firstAccessMail({
              to: row.email,
              name: row.name,
              idcbpf,
              token,
              origin,
              locale: row.locale,
              callTitle: { pt: call.titlePt, en: call.titleEn },
            }),
          );
          userId = created.id;
          userIdcbpf = idcbpf;
          toldByFirstAccess = true;
        }
      }
      await tx
        .update(applications)
        .set({ status: input.decision, reason, userId })
        .where(eq(applications.id, applicationId));
      await tx.insert(applicationHistory).values({ applicationId, status: input.decision, reason, actorId });
      if (row.status !== input.decision && !toldByFirstAccess)
        await enqueueMail(
          tx,
          statusMail({
            to: row.email,
            name: row.name,
            canonical: row.codigo,
            status: input.decision,
            reason,
            idcbpf: userIdcbpf,
            callTitle: { pt: call.titlePt, en: call.titleEn },
            origin,
            locale: row.locale,
          }),
        );
      await recordAudit(tx, {
        actorId,
        action: "decide",
        entity: "application",
        entityId: formatCode(row.codigo),
        before: snapshot(row, linkedBefore),
        after: snapshot({ status: input.decision, reason }, userIdcbpf),
      });
    });
  } catch (error) {
    if (isViolation(error, UNIQUE_VIOLATION, "users_idcbpf_unique")) {
      const values = { idcbpf: input.idcbpf ?? "" };
      throw Refused.conflict("user_exists", values, { fields: { idcbpf: { key: "user_exists", values } } });
    }
    if (isViolation(error, UNIQUE_VIOLATION, "users_email_lower_key")) throw Refused.conflict("email_taken", { email });
    throw error;
  }
}
