import { and, eq } from "drizzle-orm";
import type { NoticeWords } from "../../domain/notification-texts.ts";
import type { Database } from "../db/client.ts";
import { settings, users } from "../db/schema.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import { mailOrigin } from "./mail-origin.ts";
import { noticeMail } from "./notice-mail.ts";
import { notify } from "./notificacoes.writes.ts";

/**
 * Telling "the office" (programme-year rule 21): the settings' `officeEmail` when one is set — an
 * address, not a user: e-mail only, in Portuguese, the institution's language — else every `ativo`
 * Administrador, each as a notice in the app (and by e-mail unless turned off). Call inside the
 * transaction of the change, like `notify`.
 */
export async function notifyOffice(tx: Database, words: NoticeWords): Promise<void> {
  const [row] = await tx.select({ officeEmail: settings.officeEmail }).from(settings).where(eq(settings.id, 1));
  const officeEmail = row?.officeEmail.trim() ?? "";
  if (officeEmail !== "") {
    await enqueueMail(
      tx,
      noticeMail({
        to: officeEmail,
        name: "Secretaria",
        locale: "pt",
        title: words.title.pt,
        text: words.body.pt,
        link: words.link,
        origin: mailOrigin(),
      }),
    );
    return;
  }
  const office = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, "Administrador"), eq(users.status, "ativo")));
  for (const member of office) await notify(tx, { userId: member.id, ...words });
}
