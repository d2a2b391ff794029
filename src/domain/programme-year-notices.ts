import type { Bilingual } from "./academic.ts";
import { formatDay } from "./dates.ts";
import type { DismissalReason } from "./desligamento.ts";
import type { Locale } from "./locale.ts";
import type { NoticeWords } from "./notification-texts.ts";
import type { RequestType } from "./requerimentos.ts";

/**
 * What the programme year's notices say (rule 21), in both languages: requests filed, opined,
 * decided and cancelled; the reminders of due dates (rule 23); a dismissal. Pure, like
 * notification-texts.ts: the server stores the words these give. Each links to `/orientacoes`,
 * where the student's due dates and requests are, and the advisor's and the office's lists.
 */
const PAGE = "/orientacoes";
const both = (write: (locale: Locale) => string): Bilingual => ({ pt: write("pt"), en: write("en") });

const TYPE_WORDS: Record<RequestType, Bilingual> = {
  prorrogacao: { pt: "prorrogação", en: "extension" },
  trancamento: { pt: "trancamento", en: "leave of absence" },
};

export type RequestFacts = { id: number; type: RequestType; student: string; months: number };

const requestIn = (request: RequestFacts, locale: Locale) =>
  locale === "pt"
    ? `o requerimento de ${TYPE_WORDS[request.type].pt} nº ${request.id} de ${request.student} (${request.months} ${request.months === 1 ? "mês" : "meses"})`
    : `request no. ${request.id} for ${TYPE_WORDS[request.type].en} of ${request.student} (${request.months} ${request.months === 1 ? "month" : "months"})`;

/** `requerimento_novo`: to the main advisor (its opinion is awaited) or, without one, the office. */
export function requestFiledNotice(request: RequestFacts, toAdvisor: boolean): NoticeWords {
  return {
    kind: "requerimento_novo",
    title: both((l) => (l === "pt" ? `Novo requerimento: ${request.student}` : `New request: ${request.student}`)),
    body: both((l) => {
      const what = requestIn(request, l);
      if (l === "pt")
        return `Foi aberto ${what}. ${toAdvisor ? "Aguarda o seu parecer." : "Aguarda a decisão da secretaria."}`;
      return `${what[0]?.toUpperCase()}${what.slice(1)} was filed. ${toAdvisor ? "It awaits your opinion." : "It awaits the office's decision."}`;
    }),
    link: PAGE,
  };
}

/** `requerimento_parecer`: to the office, the advisor's opinion given. */
export function requestOpinionNotice(request: RequestFacts, favourable: boolean): NoticeWords {
  return {
    kind: "requerimento_parecer",
    title: both((l) => (l === "pt" ? `Parecer dado: ${request.student}` : `Opinion given: ${request.student}`)),
    body: both((l) =>
      l === "pt"
        ? `O orientador deu parecer ${favourable ? "favorável" : "desfavorável"} sobre ${requestIn(request, l)}. Aguarda a decisão da secretaria.`
        : `The advisor gave a ${favourable ? "favourable" : "unfavourable"} opinion on ${requestIn(request, l)}. It awaits the office's decision.`,
    ),
    link: PAGE,
  };
}

/** `requerimento_decidido`: to the student and its main advisor. */
export function requestDecidedNotice(
  request: RequestFacts,
  decision: { granted: boolean; months: number | null; reason: string | null },
): NoticeWords {
  const reason = decision.reason?.trim() || null;
  return {
    kind: "requerimento_decidido",
    title: both((l) =>
      l === "pt"
        ? `Requerimento ${decision.granted ? "deferido" : "indeferido"}: ${request.student}`
        : `Request ${decision.granted ? "granted" : "refused"}: ${request.student}`,
    ),
    body: both((l) => {
      const what = requestIn(request, l);
      if (l === "pt")
        return `A secretaria ${decision.granted ? `deferiu ${what}${decision.months !== null && decision.months !== request.months ? `, concedendo ${decision.months} ${decision.months === 1 ? "mês" : "meses"}` : ""}` : `indeferiu ${what}`}.${reason ? ` Motivo: ${reason}` : ""}`;
      return `The office ${decision.granted ? `granted ${what}${decision.months !== null && decision.months !== request.months ? `, ${decision.months} ${decision.months === 1 ? "month" : "months"} of it` : ""}` : `refused ${what}`}.${reason ? ` Reason: ${reason}` : ""}`;
    }),
    link: PAGE,
  };
}

/** A cancellation, to the main advisor (a final state, as a decision: `requerimento_decidido`). */
export function requestCancelledNotice(request: RequestFacts): NoticeWords {
  return {
    kind: "requerimento_decidido",
    title: both((l) =>
      l === "pt" ? `Requerimento cancelado: ${request.student}` : `Request cancelled: ${request.student}`,
    ),
    body: both((l) =>
      l === "pt"
        ? `Foi cancelado ${requestIn(request, l)}.`
        : `${requestIn(request, l).replace(/^r/, "R")} was cancelled.`,
    ),
    link: PAGE,
  };
}

/** `prazo_proximo`: a phase overdue or due within 60 days, to the student and its main advisor. */
export function dueDateNotice(input: {
  student: string;
  phase: Bilingual;
  dueDate: string;
  overdue: boolean;
  toStudent: boolean;
}): NoticeWords {
  return {
    kind: "prazo_proximo",
    title: both((l) =>
      l === "pt"
        ? `${input.overdue ? "Prazo vencido" : "Prazo próximo"}: ${input.phase.pt}`
        : `${input.overdue ? "Overdue" : "Due soon"}: ${input.phase.en}`,
    ),
    body: both((l) => {
      const day = formatDay(input.dueDate, l);
      if (l === "pt") {
        const whose = input.toStudent ? "Sua fase" : `A fase de ${input.student}`;
        return `${whose} “${input.phase.pt}” ${input.overdue ? "venceu em" : "vence em"} ${day}.`;
      }
      const whose = input.toStudent ? "Your phase" : `${input.student}'s phase`;
      return `${whose} “${input.phase.en}” ${input.overdue ? "was due on" : "is due on"} ${day}.`;
    }),
    link: PAGE,
  };
}

const REASON_WORDS: Record<DismissalReason, Bilingual> = {
  conclusao: { pt: "conclusão", en: "completion" },
  abandono: { pt: "abandono", en: "abandonment" },
  desempenho: { pt: "desempenho insuficiente", en: "insufficient performance" },
  a_pedido: { pt: "a pedido", en: "at the student's request" },
  prazo_esgotado: { pt: "prazo esgotado", en: "time limit reached" },
  transferencia: { pt: "transferência", en: "transfer" },
  outro: { pt: "outro", en: "other" },
};

/** `desligamento`: to the student and its main advisor. */
export function dismissalNotice(input: {
  student: string;
  reason: DismissalReason;
  date: string;
  toStudent: boolean;
}): NoticeWords {
  return {
    kind: "desligamento",
    title: both((l) => (l === "pt" ? `Desligamento: ${input.student}` : `Dismissal: ${input.student}`)),
    body: both((l) => {
      const day = formatDay(input.date, l);
      const reason = REASON_WORDS[input.reason][l];
      if (l === "pt")
        return `${input.toStudent ? "Seu vínculo com o programa" : `O vínculo de ${input.student} com o programa`} foi encerrado em ${day}. Motivo: ${reason}.`;
      return `${input.toStudent ? "Your link with the programme" : `${input.student}'s link with the programme`} ended on ${day}. Reason: ${reason}.`;
    }),
    link: PAGE,
  };
}
