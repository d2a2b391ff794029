import { and, eq } from "drizzle-orm";
import { externalMail, type CommitteeFacts } from "../../domain/banca-notices.ts";
import { localizePath } from "../../domain/locale.ts";
import type { NoticeWords } from "../../domain/notification-texts.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, guidanceCoAdvisors, guidances, users } from "../db/schema.ts";
import { mailOrigin } from "../notificacoes/mail-origin.ts";
import { notify } from "../notificacoes/notificacoes.writes.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import type { CommitteeRow } from "./bancas.queries.ts";

/**
 * Who a committee's news reaches (programme-year rule 21), inside the transaction of the change
 * (pass it as `tx`): users get a notice of the app, e-mailed unless they turned e-mail off
 * (`notify`); external members and the office's own address, not users, get the e-mail only.
 */
type Tx = Database;

/** The words a committee's messages name: kind, title, student, date, time, place or link. */
export async function committeeFacts(tx: Tx, row: CommitteeRow): Promise<CommitteeFacts> {
  const [student] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.studentId)).limit(1);
  return {
    kind: row.kind,
    degree: row.degree,
    title: row.title,
    student: student?.name ?? "",
    date: row.date,
    time: row.time,
    place: row.place,
    remoteLink: row.remoteLink,
  };
}

/** Rule 21's "the office": settings.officeEmail (e-mail only), else every `ativo` Administrador (notices). */
export async function tellOffice(tx: Tx, notice: NoticeWords): Promise<void> {
  const settings = await readSettings(tx);
  if (settings.officeEmail) {
    const mail = externalMail(notice, { name: "Secretaria acadêmica", locale: "pt" });
    await enqueueMail(tx, {
      to: settings.officeEmail,
      subject: mail.subject,
      text: `${mail.text}\n\n${mailOrigin()}${notice.link}`,
    });
    return;
  }
  const office = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, "Administrador"), eq(users.status, "ativo")));
  for (const person of office) await notify(tx, { userId: person.id, ...notice });
}

/** A notice to each of these users, once each. */
export async function tellUsers(tx: Tx, userIds: readonly (number | null)[], notice: NoticeWords): Promise<void> {
  for (const userId of new Set(userIds)) if (userId !== null) await notify(tx, { userId, ...notice });
}

/** An e-mail to an external member, in its locale; `links` for its participation statement. */
export async function mailExternal(
  tx: Tx,
  member: { email: string | null; name: string | null; locale: "pt" | "en" | null },
  notice: NoticeWords,
  links?: { verification: string; pdf: string },
): Promise<void> {
  if (!member.email) return;
  const locale = member.locale ?? "pt";
  const origin = mailOrigin();
  const mail = externalMail(notice, {
    name: member.name ?? "",
    locale,
    ...(links ? { links: { verification: `${origin}${links.verification}`, pdf: `${origin}${links.pdf}` } } : {}),
  });
  const text = links ? mail.text : `${mail.text}\n\n${origin}${localizePath("/gov/defesas", locale)}`;
  await enqueueMail(tx, { to: member.email, subject: mail.subject, text });
}

/**
 * Approved, changed once scheduled, cancelled (rule 21): the student, every member (externals by
 * e-mail) and the co-advisors.
 */
export async function tellEveryone(tx: Tx, row: CommitteeRow, notice: NoticeWords): Promise<void> {
  const members = await tx.select().from(committeeMembers).where(eq(committeeMembers.committeeId, row.id));
  const coAdvisors = await tx
    .select({ userId: guidanceCoAdvisors.userId })
    .from(guidanceCoAdvisors)
    .innerJoin(guidances, eq(guidances.id, guidanceCoAdvisors.guidanceId))
    .where(eq(guidances.studentId, row.studentId));
  await tellUsers(
    tx,
    [row.studentId, ...members.map((member) => member.userId), ...coAdvisors.map((entry) => entry.userId)],
    notice,
  );
  for (const member of members) if (member.external) await mailExternal(tx, member, notice);
}
