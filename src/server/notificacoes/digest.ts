import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { pendingDigestNotice, type PendingRequest } from "../../domain/notification-texts.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { readTimeZone } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { enrolments, guidances, notificationDigests, offerings, subjects, terms, users } from "../db/schema.ts";
import { notify } from "./notificacoes.writes.ts";

/**
 * `matricula_pendente` (PRODUCT §7): whoever decides an enrolment request — the student's main
 * advisor, or the office (every `ativo` Administrador) for a student without one — gets at most
 * one digest a day while requests of the current term wait, listing them (the e-mail names each).
 *
 * "Once a day" holds across server processes through the database: each digest first claims its
 * row (recipient, kind, day in the institution's time zone) in `notification_digests` with
 * `on conflict do nothing`, in the transaction that writes the notice. Two runs at once both try;
 * the second waits on the first's row and, once it commits, finds it there and writes nothing.
 * A run that fails rolls its claim back with its notice, so the next run sends it.
 */
const KIND = "matricula_pendente";
/** Where a decider finds the requests waiting for it (the advisor's and the office's list). */
const DECISIONS_PAGE = "/orientacoes";

type Waiting = PendingRequest & { advisorId: number | null };

/** The current term's `pendente` requests, oldest first, with each student's main advisor. */
async function waitingRequests(db: Database, timeZone: string): Promise<Waiting[]> {
  const rows = await db
    .select({
      student: users.name,
      idcbpf: users.idcbpf,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      createdAt: enrolments.createdAt,
      advisorId: guidances.advisorId,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(terms, and(eq(terms.id, offerings.termId), eq(terms.current, true)))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(guidances, eq(guidances.studentId, enrolments.studentId))
    .where(eq(enrolments.status, "pendente"))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id));
  return rows.map((row) => ({
    student: row.student,
    idcbpf: row.idcbpf,
    subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } },
    requestedOn: dayIn(row.createdAt, timeZone),
    advisorId: row.advisorId,
  }));
}

/** Who gets which requests: each advisor its advisees'; each member of the office those without an advisor. */
async function byDecider(db: Database, waiting: readonly Waiting[]): Promise<Map<number, PendingRequest[]>> {
  const groups = new Map<number, PendingRequest[]>();
  const add = (userId: number, request: PendingRequest) => groups.set(userId, [...(groups.get(userId) ?? []), request]);
  const unadvised = waiting.filter((request) => request.advisorId === null);
  const office =
    unadvised.length === 0
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.level, "Administrador"), eq(users.status, "ativo")));
  for (const request of waiting) {
    if (request.advisorId !== null) add(request.advisorId, request);
    else for (const member of office) add(member.id, request);
  }
  return groups;
}

/** Sends today's digests not sent yet; returns how many this run sent. */
export async function sendPendingDigests(db: Database, now = new Date()): Promise<number> {
  const timeZone = await readTimeZone(db);
  const day = dayIn(now, timeZone);
  const groups = await byDecider(db, await waitingRequests(db, timeZone));
  let sent = 0;
  for (const [userId, requests] of groups) {
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(notificationDigests)
        .values({ userId, kind: KIND, day })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      if (claimed.length === 0) return false;
      await notify(tx, { userId, ...pendingDigestNotice(requests, DECISIONS_PAGE) });
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}

/**
 * Runs `sendPendingDigests` a minute after the server starts, then every hour (a day's digest goes
 * out on the first run of the day that finds requests waiting). Safe with several processes.
 */
export function startPendingDigests(
  db: Database,
  logger: Logger,
  { everyMs = 60 * 60 * 1000, firstAfterMs = 60 * 1000 } = {},
): () => void {
  const run = async () => {
    try {
      await sendPendingDigests(db);
    } catch (err) {
      logger.warn({ err }, "pending-enrolment digests failed");
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
