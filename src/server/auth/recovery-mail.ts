import { localizePath, type Locale } from "../../domain/locale.ts";
import type { OutgoingMail } from "../outbox/outbox.writes.ts";

/**
 * The password recovery's two messages (queued with enqueueMail in the transaction that issues
 * the link), plain text in the user's language: the one-time link, or — for a user who logs in
 * through the institution's directory — where to reset the directory's password instead.
 */
export const RESET_LINK_MINUTES = 60;

export function resetLink(origin: string, token: string, locale: Locale): string {
  return `${origin}${localizePath("/redefinir-senha", locale)}/${token}`;
}

type Person = { to: string; name: string; idcbpf: string; locale: Locale };

export function resetMail(input: Person & { link: string }): OutgoingMail {
  if (input.locale === "en") {
    return {
      to: input.to,
      subject: "Set a new password",
      text: [
        `Hello, ${input.name}.`,
        "",
        `Someone (you, we hope) asked to set a new password for the account ${input.idcbpf}.`,
        `Choose it at this link, valid once and for 1 hour: ${input.link}`,
        "",
        "A newer request replaces this link. If you did not ask, ignore this message: your password stays as it is.",
      ].join("\n"),
    };
  }
  return {
    to: input.to,
    subject: "Defina uma nova senha",
    text: [
      `Olá, ${input.name}.`,
      "",
      `Alguém (você, esperamos) pediu uma nova senha para a conta ${input.idcbpf}.`,
      `Escolha-a neste link, que vale uma vez e por 1 hora: ${input.link}`,
      "",
      "Um pedido mais novo substitui este link. Se não foi você, ignore esta mensagem: sua senha continua a mesma.",
    ].join("\n"),
  };
}

export function directoryMail(input: Person): OutgoingMail {
  if (input.locale === "en") {
    return {
      to: input.to,
      subject: "Your password is the institution's directory password",
      text: [
        `Hello, ${input.name}.`,
        "",
        `Someone (you, we hope) asked to set a new password for the account ${input.idcbpf}.`,
        "You log in with the password of the institution's directory (the same as its other systems), which this system does not keep.",
        "Use the directory's own password reset, or ask the IT service.",
        "",
        "If you did not ask, ignore this message.",
      ].join("\n"),
    };
  }
  return {
    to: input.to,
    subject: "Sua senha é a do diretório da instituição",
    text: [
      `Olá, ${input.name}.`,
      "",
      `Alguém (você, esperamos) pediu uma nova senha para a conta ${input.idcbpf}.`,
      "Você entra com a senha do diretório da instituição (a mesma dos outros sistemas), que este sistema não guarda.",
      "Use a recuperação de senha do próprio diretório, ou peça ao serviço de informática.",
      "",
      "Se não foi você, ignore esta mensagem.",
    ].join("\n"),
  };
}
