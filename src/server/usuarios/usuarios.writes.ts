import { eq, sql } from "drizzle-orm";
import { Refused } from "../../domain/refusal.ts";
import type { UserDetail } from "../../domain/desligamento.ts";
import { levelFieldsProblem, type UserAdminPatch, type UserCreate } from "../../domain/user-input.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { hashPassword } from "../auth/passwords.ts";
import { endUserSessions } from "../auth/sessions.ts";
import { temporaryPassword } from "../auth/temporary-password.ts";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { settings, users } from "../db/schema.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { masked, personalPatchOf, writePersonalData } from "./personal-data.ts";
import { changeStatus } from "./status-change.ts";
import { readUserDetail } from "./user-detail.ts";
import { userColumns } from "./user-row.ts";

/**
 * Creating and changing users, each in one transaction with its audit entry (never a password or
 * its hash: the entries hold the API's view of the user). Duplicates are told by the database's
 * unique constraints, so two offices pressing at once get a 409 naming the field that clashed
 * (`user_exists` on idcbpf, `email_taken` on email), not a 500; an unknown user is a 404. The
 * personal data (funding §1) is written beside, by personal-data.ts, audited masked (P2).
 */

/** A duplicate idcbpf or e-mail as its 409; any other error as it came. */
function conflictOf(error: unknown, input: { idcbpf?: string; email?: string | undefined }): unknown {
  if (isViolation(error, UNIQUE_VIOLATION, "users_idcbpf_unique")) {
    const text = { key: "user_exists", values: { idcbpf: input.idcbpf ?? "" } } as const;
    return Refused.conflict(text.key, text.values, { fields: { idcbpf: text } });
  }
  if (isViolation(error, UNIQUE_VIOLATION, "users_email_lower_key")) {
    const text = { key: "email_taken", values: { email: input.email ?? "" } } as const;
    return Refused.conflict(text.key, text.values, { fields: { email: text } });
  }
  return error;
}

export async function createUser(db: Database, input: UserCreate, actorId: number): Promise<UserDetail> {
  const personal = personalPatchOf(input);
  const fields = withoutKeys(input, ["password", ...Object.keys(personal)]) as Omit<UserCreate, "password">;
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const today = await todayThere(tx);
      const [row] = await tx
        .insert(users)
        .values({ ...fields, passwordHash, statusSince: today })
        .returning({ id: users.id });
      const id = row?.id ?? 0;
      const declared = await writePersonalData(tx, { id, level: input.level }, personal, today);
      const created = await readUserDetail(tx, id);
      await recordAudit(tx, {
        actorId,
        action: "create",
        entity: "user",
        entityId: created.idcbpf,
        after: { ...created, ...masked(declared) },
      });
      return created;
    });
  } catch (error) {
    throw conflictOf(error, input);
  }
}

/** The fields stored as they are (status and password have consequences of their own). */
const PLAIN_FIELDS = [
  "name",
  "email",
  "level",
  "programme",
  "degree",
  "entryTerm",
  "entryDate",
  "lattes",
  "researchArea",
  "locale",
  "emailNotifications",
] as const;
type PlainField = (typeof PLAIN_FIELDS)[number];

export type PatchInput = {
  patch: UserAdminPatch;
  actor: CurrentUser;
  /** The caller's session token: changing one's own password keeps this session and ends the others. */
  sessionToken?: string | undefined;
};

/**
 * PATCH of a user by the office (any field) or by its owner (the route let through only its own
 * fields; for its own password the handler has checked the current one: perfil.ts). The merged
 * user must still fit its level (`levelFieldsProblem`, 400 on the field); a status change goes
 * through `changeStatus`; a new password clears `mustChangePassword` and ends the owner's sessions
 * (but the caller's own, when it is the owner).
 */
export async function patchUser(db: Database, idcbpf: string, input: PatchInput): Promise<UserDetail> {
  const { patch, actor } = input;
  // Hashed before the transaction: argon2 is slow on purpose, and the row's lock need not wait for it.
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.idcbpf, idcbpf)).for("update");
      if (!row) throw Refused.notFound();
      const before = await readUserDetail(tx, row.id);
      const merged = { ...before, ...definedOf(patch) };
      const problem = levelFieldsProblem(merged);
      if (problem) throw Refused.invalid({ [problem.field]: { key: problem.message } });

      const changed = PLAIN_FIELDS.filter((field) => patch[field] !== undefined && patch[field] !== before[field]);
      if (changed.length > 0) await tx.update(users).set(pick(merged, changed)).where(eq(users.id, row.id));
      const status =
        patch.status === undefined ? null : await changeStatus(tx, { ...row, level: merged.level }, patch.status);
      // After the status, so the office's own statusSince beats the day its change sets.
      const personal = personalPatchOf(patch);
      const declared =
        Object.keys(personal).length === 0
          ? []
          : await writePersonalData(tx, { id: row.id, level: merged.level }, personal, await todayThere(tx));
      // Rule 25: the office taking a dismissed student back (`ativo`) clears its dismissal.
      const undismissed = status?.to === "ativo" && before.dismissal !== null;
      if (undismissed) await tx.update(users).set(NO_DISMISSAL).where(eq(users.id, row.id));

      const after = await readUserDetail(tx, row.id);
      if (changed.length > 0 || status || declared.length > 0) {
        const keys = [
          ...changed,
          ...(status ? (["status"] as const) : []),
          ...(undismissed ? (["dismissal"] as const) : []),
        ];
        await recordAudit(tx, {
          actorId: actor.id,
          action: "update",
          entity: "user",
          entityId: idcbpf,
          before: { ...pick(before, keys), ...masked(declared) },
          after: { ...pick(after, keys), ...masked(declared) },
        });
      }
      if (status?.withdrawal || status?.sessionsEnded) {
        await recordAudit(tx, {
          actorId: actor.id,
          action: "status_effects",
          entity: "user",
          entityId: idcbpf,
          before: { status: status.from },
          after: { status: status.to, withdrawal: status.withdrawal, sessionsEnded: status.sessionsEnded },
        });
      }
      if (passwordHash !== undefined) {
        const own = actor.id === row.id;
        await tx
          .update(users)
          .set({ passwordHash, passwordTemporary: false, passwordExpiresAt: null })
          .where(eq(users.id, row.id));
        const sessionsEnded = await endUserSessions(tx, row.id, own ? input.sessionToken : undefined);
        await recordAudit(tx, {
          actorId: actor.id,
          action: "password_change",
          entity: "user",
          entityId: idcbpf,
          before: { mustChangePassword: before.mustChangePassword },
          after: { mustChangePassword: false, sessionsEnded },
        });
        return { ...after, mustChangePassword: false };
      }
      return after;
    });
  } catch (error) {
    throw conflictOf(error, { idcbpf, email: patch.email });
  }
}

/**
 * The office's reset: a new temporary password (shown once by the caller, stored only hashed),
 * `mustChangePassword` set, valid for the settings' `temporaryPasswordDays` (then the login
 * refuses it like any wrong password), and every session of that user ended.
 */
export async function resetPassword(
  db: Database,
  idcbpf: string,
  actorId: number,
): Promise<{ temporaryPassword: string; validUntil: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordTemporary: true,
        passwordExpiresAt: sql`now() + make_interval(days => (select ${settings.temporaryPasswordDays} from ${settings} where ${settings.id} = 1))`,
      })
      .where(eq(users.idcbpf, idcbpf))
      .returning({ id: users.id, validUntil: users.passwordExpiresAt });
    if (!row) throw Refused.notFound();
    const sessionsEnded = await endUserSessions(tx, row.id);
    await recordAudit(tx, {
      actorId,
      action: "password_reset",
      entity: "user",
      entityId: idcbpf,
      after: { mustChangePassword: true, sessionsEnded, validUntil: row.validUntil },
    });
    return { temporaryPassword: password, validUntil: (row.validUntil ?? new Date()).toISOString() };
  });
}

/** The dismissal columns emptied (the check keeps them whole or absent). */
export const NO_DISMISSAL = {
  dismissalReason: null,
  dismissalDate: null,
  dismissalNotes: null,
  dismissedBy: null,
  dismissedAt: null,
} as const;

function definedOf(patch: UserAdminPatch): Partial<Pick<UserDetail, PlainField | "status">> {
  const out: Partial<Record<PlainField | "status", unknown>> = {};
  for (const field of [...PLAIN_FIELDS, "status"] as const) if (patch[field] !== undefined) out[field] = patch[field];
  return out as Partial<Pick<UserDetail, PlainField | "status">>;
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

function withoutKeys(value: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}
