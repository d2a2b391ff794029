import type { Bilingual } from "./academic.ts";
import { calendarKindWords, VERDICT_WORDS } from "./banca-texts.ts";
import type { CommitteeKind, Verdict } from "./bancas.ts";
import { formatDay } from "./dates.ts";
import type { Locale } from "./locale.ts";
import type { NoticeWords } from "./notification-texts.ts";
import type { Degree } from "./users.ts";

/**
 * What the committees tell people (programme-year rule 21), in both languages: the notices of the
 * app (kinds `banca_proposta`, `banca_agendada`, `banca_cancelada`, `banca_resultado`) and the
 * plain e-mails to external members, who are not users. Every message names the kind, title,
 * date, time and place or link; none carries a document number or an attachment.
 */
export type CommitteeFacts = {
  kind: CommitteeKind;
  degree: Degree;
  title: string;
  student: string;
  date: string;
  time: string;
  place: string | null;
  remoteLink: string | null;
};

/** Where committees are followed in the app (the "Bancas" section of /orientacoes). */
export const COMMITTEE_PAGE = "/orientacoes";

const both = (write: (locale: Locale) => string): Bilingual => ({ pt: write("pt"), en: write("en") });

/** "Defesa de mestrado de Ana, “Título”, em 10/12/26 às 14:00, Sala 3 (https://…)". */
export function sessionLine(facts: CommitteeFacts, locale: Locale): string {
  const kind = calendarKindWords(facts.kind, facts.degree)[locale];
  const where = [facts.place, facts.remoteLink].filter((part): part is string => Boolean(part)).join(" — ");
  return locale === "pt"
    ? `${kind} de ${facts.student}, “${facts.title}”, em ${formatDay(facts.date, "pt")} às ${facts.time}, ${where}.`
    : `${kind} of ${facts.student}, “${facts.title}”, on ${formatDay(facts.date, "en")} at ${facts.time}, ${where}.`;
}

/** `banca_proposta`, to the office: the advisor proposed a committee to approve. */
export function proposedNotice(facts: CommitteeFacts): NoticeWords {
  return {
    kind: "banca_proposta",
    title: both((locale) =>
      locale === "pt" ? `Banca proposta: ${facts.student}` : `Committee proposed: ${facts.student}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `Uma banca aguarda aprovação. ${sessionLine(facts, "pt")}`
        : `A committee awaits approval. ${sessionLine(facts, "en")}`,
    ),
    link: COMMITTEE_PAGE,
  };
}

/** `banca_agendada`, to the student, the members and the co-advisors: approved, or changed once scheduled. */
export function scheduledNotice(facts: CommitteeFacts, changed: boolean): NoticeWords {
  return {
    kind: "banca_agendada",
    title: both((locale) =>
      locale === "pt"
        ? `${changed ? "Banca alterada" : "Banca agendada"}: ${facts.student}`
        : `${changed ? "Committee changed" : "Committee scheduled"}: ${facts.student}`,
    ),
    body: both((locale) => sessionLine(facts, locale)),
    link: COMMITTEE_PAGE,
  };
}

/** `banca_cancelada`, to the same people, with the reason. */
export function cancelledNotice(facts: CommitteeFacts, reason: string): NoticeWords {
  return {
    kind: "banca_cancelada",
    title: both((locale) =>
      locale === "pt" ? `Banca cancelada: ${facts.student}` : `Committee cancelled: ${facts.student}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `${sessionLine(facts, "pt")} Motivo: ${reason}`
        : `${sessionLine(facts, "en")} Reason: ${reason}`,
    ),
    link: COMMITTEE_PAGE,
  };
}

/** `banca_resultado`, to the student and the advisor: the verdict. */
export function verdictNotice(facts: CommitteeFacts, verdict: Verdict): NoticeWords {
  return {
    kind: "banca_resultado",
    title: both((locale) =>
      locale === "pt" ? `Resultado da banca: ${facts.student}` : `Committee result: ${facts.student}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `${sessionLine(facts, "pt")} Resultado: ${VERDICT_WORDS[verdict].pt}.`
        : `${sessionLine(facts, "en")} Result: ${VERDICT_WORDS[verdict].en}.`,
    ),
    link: COMMITTEE_PAGE,
  };
}

/** `banca_resultado`, to an internal participant: its participation statement, linked to its verification page. */
export function participationNotice(facts: CommitteeFacts, verificationLink: string): NoticeWords {
  return {
    kind: "banca_resultado",
    title: both((locale) =>
      locale === "pt" ? "Declaração de participação em banca" : "Committee participation statement",
    ),
    body: both((locale) =>
      locale === "pt"
        ? `Sua declaração de participação está emitida. ${sessionLine(facts, "pt")}`
        : `Your participation statement has been issued. ${sessionLine(facts, "en")}`,
    ),
    link: verificationLink,
  };
}

/**
 * The final version deposited (rule 21: to the office and the advisor). Rule 21 names no kind of
 * its own for it: it is the committee's result carried through, so it goes as `banca_resultado`.
 */
export function finalVersionNotice(facts: CommitteeFacts): NoticeWords {
  return {
    kind: "banca_resultado",
    title: both((locale) =>
      locale === "pt" ? `Versão final depositada: ${facts.student}` : `Final version deposited: ${facts.student}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `A versão final foi depositada. ${sessionLine(facts, "pt")}`
        : `The final version has been deposited. ${sessionLine(facts, "en")}`,
    ),
    link: COMMITTEE_PAGE,
  };
}

export type ExternalMail = { subject: string; text: string };

/** What an external member is e-mailed (not a user: no notice, no preference), in its locale. */
export function externalMail(
  notice: NoticeWords,
  input: { name: string; locale: Locale; links?: { verification: string; pdf: string } },
): ExternalMail {
  const { locale } = input;
  const lines = [locale === "pt" ? `Olá, ${input.name}.` : `Hello, ${input.name}.`, "", notice.body[locale]];
  if (input.links)
    lines.push(
      "",
      locale === "pt"
        ? `Verifique sua declaração em: ${input.links.verification}`
        : `Verify your statement at: ${input.links.verification}`,
      locale === "pt" ? `Baixe o PDF em: ${input.links.pdf}` : `Download the PDF at: ${input.links.pdf}`,
    );
  return { subject: notice.title[locale], text: lines.join("\n") };
}
