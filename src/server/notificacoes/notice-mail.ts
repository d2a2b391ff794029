import { localizePath, type Locale } from "../../domain/locale.ts";
import type { OutgoingMail } from "../outbox/outbox.writes.ts";

/**
 * A notification as an e-mail (PRODUCT §7), in the recipient's language: the notice's title as
 * the subject, its text (or the longer text the notice gives for mail: a digest's list), the link
 * to the page concerned, and how to stop these e-mails. Plain text, like every message of the outbox.
 */
export function noticeMail(input: {
  to: string;
  name: string;
  locale: Locale;
  title: string;
  text: string;
  /** The app path the notice links to (unprefixed). */
  link: string;
  origin: string;
}): OutgoingMail {
  const url = `${input.origin}${localizePath(input.link, input.locale)}`;
  const lines =
    input.locale === "en"
      ? [
          `Hello, ${input.name}.`,
          "",
          input.text,
          "",
          `See it at: ${url}`,
          "",
          "—",
          'You get these notices by e-mail because they are on in "My account"; turn them off there at any time.',
        ]
      : [
          `Olá, ${input.name}.`,
          "",
          input.text,
          "",
          `Veja em: ${url}`,
          "",
          "—",
          "Você recebe estes avisos por e-mail porque eles estão ligados em “Minha conta”; desligue-os lá quando quiser.",
        ];
  return { to: input.to, subject: input.title, text: lines.join("\n") };
}
