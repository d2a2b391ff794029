import type { Bilingual, DeclarationType } from "./academic.ts";
import { formatDay } from "./dates.ts";
import { DECLARATION_TITLES } from "./declaration-statements.ts";
import type { Locale } from "./locale.ts";
import type { NotificationKind } from "./notificacoes.ts";

/**
 * What each kind of notification says (PRODUCT §7), in both languages: the area's own message
 * file, beside the kinds (notificacoes.ts). Pure: the server calls these where the change happens
 * and stores the words they give, so a notice keeps saying what was true when it was written.
 * Names that differ by language (a subject's, a rule's words) come in as `Bilingual`.
 */
export type NoticeWords = { kind: NotificationKind; title: Bilingual; body: Bilingual; link: string };

type Subject = { code: string; name: Bilingual };

const both = (write: (locale: Locale) => string): Bilingual => ({ pt: write("pt"), en: write("en") });
const subjectIn = (subject: Subject, locale: Locale) => `${subject.code} ${subject.name[locale]}`;

/** Where a student follows its requests (the enrolment page lists them with their status). */
const ENROLMENT_PAGE = "/matricula";

/** `matricula_decidida`: the advisor's (or the office's) decision, with its reason when given. */
export function decisionNotice(input: {
  subject: Subject;
  decision: "deferida" | "indeferida";
  reason: string | null;
}): NoticeWords {
  const accepted = input.decision === "deferida";
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  return {
    kind: "matricula_decidida",
    title: both((locale) =>
      locale === "pt"
        ? `Matrícula ${accepted ? "deferida" : "indeferida"}: ${input.subject.code}`
        : `Enrolment ${accepted ? "accepted" : "rejected"}: ${input.subject.code}`,
    ),
    body: both((locale) => {
      const subject = subjectIn(input.subject, locale);
      if (locale === "pt")
        return `Seu pedido de matrícula em ${subject} foi ${accepted ? "deferido" : "indeferido"}.${reason ? ` Motivo: ${reason}` : ""}`;
      return `Your enrolment request for ${subject} was ${accepted ? "accepted" : "rejected"}.${reason ? ` Reason: ${reason}` : ""}`;
    }),
    link: ENROLMENT_PAGE,
  };
}

/** `lista_espera_promovida`: a seat freed and the waiting request took it. */
export function promotedNotice(subject: Subject): NoticeWords {
  return {
    kind: "lista_espera_promovida",
    title: both((locale) =>
      locale === "pt" ? `Vaga da lista de espera: ${subject.code}` : `A seat from the waitlist: ${subject.code}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `Abriu uma vaga em ${subjectIn(subject, locale)} e seu pedido saiu da lista de espera: agora aguarda a decisão do orientador.`
        : `A seat opened in ${subjectIn(subject, locale)} and your request left the waitlist: it now awaits your advisor's decision.`,
    ),
    link: ENROLMENT_PAGE,
  };
}

/**
 * `lista_espera_recusada`: the request's turn came but a rule no longer held (`rule`: that rule's
 * own message, naming what clashed or is missing), or the waitlist expired at the drop deadline.
 */
export function waitlistRefusedNotice(subject: Subject, rule: Bilingual, expired = false): NoticeWords {
  return {
    kind: "lista_espera_recusada",
    title: both((locale) =>
      locale === "pt"
        ? `${expired ? "Lista de espera expirada" : "Pedido recusado na lista de espera"}: ${subject.code}`
        : `${expired ? "Waitlist expired" : "Waitlist request refused"}: ${subject.code}`,
    ),
    body: both((locale) =>
      expired
        ? `${subjectIn(subject, locale)}: ${rule[locale]}`
        : locale === "pt"
          ? `Abriu uma vaga em ${subjectIn(subject, locale)}, mas seu pedido não pôde ser aceito: ${rule[locale]}`
          : `A seat opened in ${subjectIn(subject, locale)}, but your request could not be accepted: ${rule[locale]}`,
    ),
    link: ENROLMENT_PAGE,
  };
}

/** `nota_lancada`: a grade entered, or corrected (`corrected`: there was one before). */
export function gradeNotice(input: {
  subject: Subject;
  term: string;
  concept: string;
  attendance: number;
  corrected: boolean;
}): NoticeWords {
  const { subject, term, concept, attendance, corrected } = input;
  return {
    kind: "nota_lancada",
    title: both((locale) =>
      locale === "pt"
        ? `${corrected ? "Nota corrigida" : "Nota lançada"}: ${subject.code}`
        : `${corrected ? "Grade corrected" : "Grade entered"}: ${subject.code}`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `${subjectIn(subject, locale)} (${term}): conceito ${concept}, frequência ${attendance}%.`
        : `${subjectIn(subject, locale)} (${term}): concept ${concept}, attendance ${attendance}%.`,
    ),
    link: "/historico",
  };
}

/** `declaracao_revogada`: to its holder, with the office's reason; the link is its verification page. */
export function revocationNotice(input: {
  type: DeclarationType;
  code: string;
  reason: string;
  verificationPath: string;
}): NoticeWords {
  const title = DECLARATION_TITLES[input.type];
  return {
    kind: "declaracao_revogada",
    // "Histórico escolar" is masculine; the declarations are feminine.
    title: both((locale) =>
      locale === "pt" ? `${title.pt} ${input.type === "historico" ? "revogado" : "revogada"}` : `${title.en} revoked`,
    ),
    body: both((locale) =>
      locale === "pt"
        ? `A secretaria revogou a declaração ${input.code}. Motivo: ${input.reason}`
        : `The office revoked declaration ${input.code}. Reason: ${input.reason}`,
    ),
    link: input.verificationPath,
  };
}

export type PendingRequest = { student: string; idcbpf: string; subject: Subject; requestedOn: string };

/**
 * `matricula_pendente`: the day's digest for whoever decides (`link`: where it decides). The
 * notice counts; the e-mail (`mailBody`) also lists each request.
 */
export function pendingDigestNotice(
  requests: readonly PendingRequest[],
  link: string,
): NoticeWords & {
  mailBody: Bilingual;
} {
  const count = requests.length;
  const body = both((locale) =>
    locale === "pt"
      ? count === 1
        ? "1 pedido de matrícula aguarda a sua decisão."
        : `${count} pedidos de matrícula aguardam a sua decisão.`
      : count === 1
        ? "1 enrolment request awaits your decision."
        : `${count} enrolment requests await your decision.`,
  );
  const lines = (locale: Locale) =>
    requests.map(
      (request) =>
        `- ${request.student} (${request.idcbpf}): ${subjectIn(request.subject, locale)}, ${
          locale === "pt" ? "pedido em" : "requested on"
        } ${formatDay(request.requestedOn, locale)}`,
    );
  return {
    kind: "matricula_pendente",
    title: both((locale) =>
      locale === "pt" ? "Pedidos de matrícula aguardam decisão" : "Enrolment requests await a decision",
    ),
    body,
    mailBody: both((locale) => [body[locale], "", ...lines(locale)].join("\n")),
    link,
  };
}
