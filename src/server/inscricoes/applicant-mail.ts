import { formatCode } from "../../domain/codes.ts";
import { localizePath, type Locale } from "../../domain/locale.ts";
import { FIRST_ACCESS_DAYS } from "../auth/first-access.writes.ts";
import type { OutgoingMail } from "../outbox/outbox.writes.ts";

/**
 * The applicant's messages (queued with enqueueMail in the transaction that causes them): the
 * follow-up code, and on approval the first-access link. Plain text, in the applicant's language.
 */
export function followUpUrl(origin: string, canonical: string, locale: Locale): string {
  return `${origin}${localizePath("/inscricao", locale)}/${formatCode(canonical)}`;
}

export function codeMail(input: {
  to: string;
  name: string;
  canonical: string;
  callTitle: { pt: string; en: string };
  origin: string;
  locale: Locale;
  again: boolean;
}): OutgoingMail {
  const code = formatCode(input.canonical);
  const url = followUpUrl(input.origin, input.canonical, input.locale);
  const title = input.callTitle[input.locale];
  if (input.locale === "en") {
    return {
      to: input.to,
      subject: `Your application code: ${code}`,
      text: [
        `Hello, ${input.name}.`,
        "",
        input.again
          ? `Someone asked to apply again to "${title}" with this e-mail address. Your application already exists; its code is:`
          : `Your application to "${title}" was created. Its code is:`,
        "",
        `    ${code}`,
        "",
        `Follow it, complete it and submit it at: ${url}`,
        "",
        "Keep this code: whoever has it can see and change your application.",
      ].join("\n"),
    };
  }
  return {
    to: input.to,
    subject: `Código da sua inscrição: ${code}`,
    text: [
      `Olá, ${input.name}.`,
      "",
      input.again
        ? `Pediram uma nova inscrição em "${title}" com este e-mail. Sua inscrição já existe; o código é:`
        : `Sua inscrição em "${title}" foi criada. O código é:`,
      "",
      `    ${code}`,
      "",
      `Acompanhe, complete e submeta a inscrição em: ${url}`,
      "",
      "Guarde este código: quem o tiver pode ver e alterar sua inscrição.",
    ].join("\n"),
  };
}

/** The approved applicant's first-access link, in the language the application was made in. */
export function firstAccessMail(input: {
  to: string;
  name: string;
  idcbpf: string;
  token: string;
  origin: string;
  locale: Locale;
  callTitle: { pt: string; en: string };
}): OutgoingMail {
  const link = `${input.origin}${localizePath("/primeiro-acesso", input.locale)}/${input.token}`;
  if (input.locale === "en") {
    return {
      to: input.to,
      subject: "Application approved: set your password",
      text: [
        `Hello, ${input.name}.`,
        "",
        `Your application to "${input.callTitle.en}" was approved. Your identifier is ${input.idcbpf}.`,
        `Set your password at this link (valid once, for ${FIRST_ACCESS_DAYS} days): ${link}`,
      ].join("\n"),
    };
  }
  return {
    to: input.to,
    subject: "Inscrição deferida: defina sua senha",
    text: [
      `Olá, ${input.name}.`,
      "",
      `Sua inscrição em "${input.callTitle.pt}" foi deferida. Seu identificador é ${input.idcbpf}.`,
      `Defina sua senha neste link (vale uma vez, por ${FIRST_ACCESS_DAYS} dias): ${link}`,
    ].join("\n"),
  };
}
