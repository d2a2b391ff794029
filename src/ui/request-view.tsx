import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime, formatDay } from "../domain/dates.ts";
import { isOpenRequest, type Request } from "../domain/requerimentos.ts";
import { useLocale } from "../lib/use-locale.ts";
import {
  DECISION_LABELS,
  OPINION_LABELS,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_LABELS,
} from "./programme-year-labels.ts";

/** Where a request's PDF is downloaded (rule 10: as an attachment, by whoever sees the request). */
export function requestAttachmentUrl(id: number): string {
  return `/api/requerimentos/${id}/anexo`;
}

const STATUS_LOOK = {
  open: "border-amber-300 bg-amber-50 text-amber-900",
  deferido: "border-green-300 bg-green-50 text-green-800",
  indeferido: "border-red-300 bg-red-50 text-red-800",
  cancelado: "border-slate-300 bg-slate-50 text-slate-700",
} as const;

export function RequestStatusBadge({ status }: { status: Request["status"] }) {
  const { i18n } = useLingui();
  const look = isOpenRequest(status) ? STATUS_LOOK.open : STATUS_LOOK[status as keyof typeof STATUS_LOOK];
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-sm font-medium ${look}`}>
      {i18n._(REQUEST_STATUS_LABELS[status])}
    </span>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One request as everyone who sees it reads it (programme-year §2): type, phases or the hold's
 * days, months, justification, the PDF, the advisor's opinion, the office's decision and every
 * move as a list of steps. `phaseName` names a phase code in the UI language; `actions` are the
 * buttons and forms the reader may use (cancel, opinion, decision).
 */
export function RequestView({
  request,
  phaseName,
  showStudent = false,
  actions,
}: {
  request: Request;
  phaseName: (code: string) => string;
  showStudent?: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const headingId = `requerimento-${request.id}`;
  const type = i18n._(REQUEST_TYPE_LABELS[request.type]);
  const months = request.months;
  const granted = request.decision?.months ?? null;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {showStudent ? `${request.student.name} · ` : null}
          {type} · <Plural value={months} one="# mês" other="# meses" />
          <span className="ms-2 text-sm font-normal text-slate-600">
            <Trans>
              nº {request.id}, de {formatDay(request.createdAt.slice(0, 10), locale)}
            </Trans>
          </span>
        </h3>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {request.type === "prorrogacao" ? (
          <Fact term={<Trans>Fases</Trans>}>{request.phases.map(phaseName).join(", ")}</Fact>
        ) : (
          <Fact term={<Trans>Período do trancamento</Trans>}>
            {request.startDate && request.endDate
              ? t`de ${formatDay(request.startDate, locale)} a ${formatDay(request.endDate, locale)}`
              : "—"}
          </Fact>
        )}
        <Fact term={<Trans>Anexo</Trans>}>
          {request.attachment ? (
            <a
              href={requestAttachmentUrl(request.id)}
              download={request.attachment.name}
              className="inline-flex min-h-11 items-center gap-2 break-all text-blue-800 underline"
            >
              <Download aria-hidden="true" className="size-4 shrink-0" />
              {request.attachment.name}
            </a>
          ) : (
            <Trans>Nenhum</Trans>
          )}
        </Fact>
        <Fact term={<Trans>Justificativa</Trans>}>
          <span className="whitespace-pre-line">{request.justification}</span>
        </Fact>
        {request.opinion ? (
          <Fact term={<Trans>Parecer do orientador</Trans>}>
            <strong>{i18n._(OPINION_LABELS[request.opinion.opinion])}</strong>
            {request.opinion.by ? ` (${request.opinion.by.name})` : null}: {request.opinion.text}
          </Fact>
        ) : null}
        {request.decision ? (
          <Fact term={<Trans>Decisão da secretaria</Trans>}>
            <strong>{i18n._(DECISION_LABELS[request.decision.decision])}</strong>
            {granted !== null ? (
              <>
                {" · "}
                <Plural value={granted} one="# mês concedido" other="# meses concedidos" />
              </>
            ) : null}
            {request.decision.reason ? `: ${request.decision.reason}` : null}
          </Fact>
        ) : null}
      </dl>
      <h4 className="mt-4 mb-1 text-sm font-semibold text-slate-900">
        <Trans>Andamento</Trans>
      </h4>
      <ol className="border-s-2 border-slate-200 ps-4">
        {request.history.map((step, index) => (
          <li key={index} className="relative py-1 text-sm text-slate-800">
            <span aria-hidden="true" className="absolute top-2.5 -start-[1.4rem] size-2.5 rounded-full bg-blue-800" />
            <span className="font-medium">{i18n._(REQUEST_STATUS_LABELS[step.status])}</span>
            {" · "}
            <time dateTime={step.at}>{formatDateTime(new Date(step.at), locale)}</time>
            {step.by ? ` · ${step.by.name}` : null}
          </li>
        ))}
      </ol>
      {actions ? <div className="mt-4 flex flex-col gap-3">{actions}</div> : null}
    </article>
  );
}
