import { sql, type SQL } from "drizzle-orm";
import { DUE_SOON_DAYS } from "../../domain/due-dates.ts";
import { REMINDER_INTERVAL_DAYS } from "../../domain/prazos.ts";
import { dueDateNotice } from "../../domain/programme-year-notices.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { notify } from "../notificacoes/notificacoes.writes.ts";
import { overdueRows } from "./prazos.queries.ts";

/**
 * The reminders (programme-year rule 23): per row of the overdue list (rule 20, every student), a
 * `prazo_proximo` notice — e-mailed unless turned off — to the student and one to its main
 * advisor, unless that address had one for that student and phase in the last 7 days. Each is
 * claimed first in `phase_reminders` by one statement (insert, or move `sent_at` only when the
 * last is 7 days old) in the transaction that writes the notice: two runs at once (the hourly job
 * in two processes, `POST /api/prazos/lembretes`) never both send it, and a failed one rolls back
 * its claim. Returns how many notices it queued.
 */
type Due = {
  student_id: number;
  name: string;
  email: string;
  advisor_id: number | null;
  advisor_email: string | null;
  code: string;
  name_pt: string;
  name_en: string;
  due: string;
  overdue: boolean;
};

/**
 * No reminder to `address` about the row's student and phase in the last 7 days (a null address
 * counts as reminded). Rows whose every address was reminded lately are left out before any claim,
 * so a run with nothing to send is one statement, not a claim per row and address (at 50,000
 * students, ~30,000 of them each hour). The claim below still decides, so a race changes nothing.
 */
const notRemindedLately = (address: SQL) => sql`(${address} is not null and not exists (select 1 from phase_reminders pr
  where pr.student_id = r.student_id and pr.phase_code = r.code and pr.recipient = lower(${address})
    and pr.sent_at > now() - make_interval(days => ${REMINDER_INTERVAL_DAYS}::int)))`;

export async function sendReminders(db: Database, now = new Date()): Promise<number> {
  const today = await todayThere(db, now);
  const result = await db.execute(sql`
    select student_id, name, email, advisor_id, advisor_email, code, name_pt, name_en,
      to_char(due_date, 'YYYY-MM-DD') as due, due_date < ${today}::date as overdue
    from (${overdueRows({ page: 1, pageSize: 1 }, { today, scope: { kind: "all" } })}) r
    where due_date <= ${today}::date + ${DUE_SOON_DAYS}::int
      and (${notRemindedLately(sql`r.email`)} or ${notRemindedLately(sql`r.advisor_email`)})
    order by due_date, student_id, code`);
  const rows = (result as unknown as { rows: Due[] }).rows;
  let queued = 0;
  for (const row of rows) {
    const recipients = [{ userId: row.student_id, email: row.email, toStudent: true }];
    if (row.advisor_id !== null && row.advisor_email)
      recipients.push({ userId: row.advisor_id, email: row.advisor_email, toStudent: false });
    for (const recipient of recipients) {
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx.execute(sql`
          insert into phase_reminders (student_id, phase_code, recipient, sent_at)
          values (${row.student_id}, ${row.code}, ${recipient.email.toLowerCase()}, now())
          on conflict (student_id, phase_code, recipient) do update set sent_at = excluded.sent_at
            where phase_reminders.sent_at <= now() - make_interval(days => ${REMINDER_INTERVAL_DAYS}::int)
          returning 1 as claimed`);
        if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return false;
        await notify(tx, {
          userId: recipient.userId,
          ...dueDateNotice({
            student: row.name,
            phase: { pt: row.name_pt, en: row.name_en },
            dueDate: row.due,
            overdue: row.overdue,
            toStudent: recipient.toStudent,
          }),
        });
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}
