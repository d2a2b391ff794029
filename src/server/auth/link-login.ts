import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.writes.ts";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { userColumns } from "../usuarios/user-row.ts";
import { createSession, endUserSessions } from "./sessions.ts";

/**
 * What a one-time link does once its token has been taken (first access, first-access.writes.ts;
 * password recovery, recovery.writes.ts), in the caller's transaction: the password is set (the
 * hash computed by the caller, outside the transaction) and no longer temporary or expiring, any
 * other recovery link of the user stops working, every session of the user ends, and a new
 * session is created for this browser — audited under `action`, without any value.
 */
export type LinkLogin = { user: CurrentUser; sessionToken: string; sessionsEnded: number };

export async function setPasswordAndLogIn(
  tx: Database,
  input: { userId: number; passwordHash: string; idleDays: number; action: "first_access" | "password_recovery" },
): Promise<LinkLogin> {
  await tx
    .update(users)
    .set({ passwordHash: input.passwordHash, passwordTemporary: false, passwordExpiresAt: null })
    .where(eq(users.id, input.userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, input.userId));
  const sessionsEnded = await endUserSessions(tx, input.userId);
  const sessionToken = await createSession(tx, input.userId, input.idleDays);
  const [user] = await tx.select(userColumns).from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error("password link: user vanished");
  await recordAudit(tx, {
    actorId: user.id,
    action: input.action,
    entity: "user",
    entityId: user.idcbpf,
    after: { sessionsEnded },
  });
  return { user, sessionToken, sessionsEnded };
}
