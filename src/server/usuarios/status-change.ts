import { eq } from "drizzle-orm";
import { isStudent } from "../../domain/policy.ts";
import type { Level, UserStatus } from "../../domain/users.ts";
import { endUserSessions } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { LEAVING_STATUSES, withdrawFromCurrentTerm, type Withdrawal } from "../matriculas/withdraw.ts";
import { refuseLeavingWithScholarship } from "../alocacoes/running.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";

/**
 * The one way a user's status changes (PRODUCT §7, "Status changes"), whoever asks — the office's
 * PATCH, the CSV import: the new status is stored; a Discente who becomes `trancado`, `inativo` or
 * `egresso` leaves the current term (`withdrawFromCurrentTerm`: its pending and accepted enrolments
 * there become `trancada`, its waiting entries go); someone who becomes `inativo` is logged out
 * everywhere (the session check refuses `inativo` users anyway; the rows go too). A Discente holding
 * a running or future scholarship cannot become `inativo` or `egresso` (funding F12: 422
 * `scholarship_active`, the transaction keeping nothing). It stamps `statusSince` (funding §1):
 * today, or the day given (a dismissal's date). Run it inside the
 * transaction of the change, so the status and its consequences are stored together or not at all.
 */
export type StatusChange = {
  from: UserStatus;
  to: UserStatus;
  /** What leaving the current term did, for a Discente who left; null otherwise. */
  withdrawal: Withdrawal | null;
  sessionsEnded: number;
};

const isLeaving = (status: UserStatus) => (LEAVING_STATUSES as readonly UserStatus[]).includes(status);

export async function changeStatus(
  tx: Database,
  user: { id: number; level: Level; status: UserStatus },
  next: UserStatus,
  /** The day the new status takes effect (a dismissal's date); today when not given. */
  since?: string,
): Promise<StatusChange | null> {
  if (user.status === next) return null;
  const today = await todayThere(tx);
  await tx
    .update(users)
    .set({ status: next, statusSince: since ?? today })
    .where(eq(users.id, user.id));
  // After the update, which holds the user's row: an allocation of this student being written now
  // (it locks the same row) has committed before this reads, so the two cannot both win.
  if (isStudent(user)) await refuseLeavingWithScholarship(tx, user.id, next, today);
  const withdrawal = isStudent(user) && isLeaving(next) ? await withdrawFromCurrentTerm(tx, user.id) : null;
  const sessionsEnded = next === "inativo" ? await endUserSessions(tx, user.id) : 0;
  return { from: user.status, to: next, withdrawal, sessionsEnded };
}
