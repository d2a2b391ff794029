import { formatCode } from "../../domain/codes.ts";
import { localizePath, type Locale } from "../../domain/locale.ts";
import { FIRST_ACCESS_DAYS } from "../auth/first-access.writes.ts";
import type { OutgoingMail } from "../outbox/outbox.writes.ts";

/**
 * The applicant's messages (queued with enqueueMail in the transaction that causes them): the
 * follow-up code, every change of status, and on approval the first-access link. Plain text, in
 * the applicant's language.
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

/** The statuses an application can change to, as each change's message says it. */
type ChangedTo = "rascunho" | "submetida" | "em_analise" | "deferida" | "indeferida";

const STATUS_SUBJECT: Record<ChangedTo, Record<Locale, string>> = {
  rascunho: { pt: "Inscrição de volta ao rascunho", en: "Application back to draft" },
  submetida: { pt: "Inscrição submetida", en: "Application submitted" },
  em_analise: { pt: "Inscrição em análise", en: "Application under review" },
  deferida: { pt: "Inscrição deferida", en: "Application approved" },
  indeferida: { pt: "Inscrição indeferida", en: "Application rejected" },
};

const STATUS_SENTENCE: Record<ChangedTo, Record<Locale, string>> = {
  rascunho: {
    pt: "voltou a ser um rascunho: falta um documento exigido. Envie-o e submeta a inscrição de novo.",
    en: "is a draft again: a required document is missing. Upload it and submit the application again.",
  },
  submetida: {
    pt: "foi submetida. Você ainda pode corrigi-la enquanto a chamada estiver aberta, até a secretaria começar a análise.",
    en: "was submitted. You may still correct it while the call is open, until the office starts its review.",
  },
  em_analise: {
    pt: "está em análise pela secretaria e não pode mais ser alterada.",
    en: "is under review by the office and can no longer be changed.",
  },
  deferida: { pt: "foi deferida.", en: "was approved." },
  indeferida: { pt: "foi indeferida.", en: "was rejected." },
};

/**
 * Every change of an application's status (PRODUCT §7: applicants are not users, so they are told
 * by e-mail only), in the application's language, with the office's reason when it gave one and
 * the follow-up link. An approval that creates the account is told by `firstAccessMail` instead;
 * one that links an existing account (`idcbpf`) says to log in with it.
 */
export function statusMail(input: {
  to: string;
  name: string;
  canonical: string;
  status: ChangedTo;
  reason: string | null;
  idcbpf?: string | null;
  callTitle: { pt: string; en: string };
  origin: string;
  locale: Locale;
}): OutgoingMail {
  const { locale } = input;
  const en = locale === "en";
  const code = formatCode(input.canonical);
  const lines = [
    en ? `Hello, ${input.name}.` : `Olá, ${input.name}.`,
    "",
    `${en ? "Your application to" : "Sua inscrição em"} "${input.callTitle[locale]}" (${code}) ${STATUS_SENTENCE[input.status][locale]}`,
  ];
  if (input.reason) lines.push(`${en ? "Reason" : "Motivo"}: ${input.reason}`);
  if (input.status === "deferida" && input.idcbpf)
    lines.push(
      en
        ? `Log in to Acadêmico with your identifier ${input.idcbpf}.`
        : `Entre no Acadêmico com o seu identificador ${input.idcbpf}.`,
    );
  lines.push("", `${en ? "Follow it at" : "Acompanhe em"}: ${followUpUrl(input.origin, input.canonical, locale)}`);
  return { to: input.to, subject: `${STATUS_SUBJECT[input.status][locale]}: ${code}`, text: lines.join("\n") };
}
