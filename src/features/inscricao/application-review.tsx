import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { DECISIONS, type Application, type Decision } from "../../domain/inscricoes.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { ApplicantData } from "./applicant-data.tsx";
import { CallSummary } from "../../ui/call-card.tsx";
import { DocumentsList } from "./documents-list.tsx";
import { HistoryTimeline } from "./history-timeline.tsx";
import { ApplicationStatusBadge } from "../../ui/application-status.tsx";
import { useApplication } from "./use-application.ts";
import { Notice } from "../../ui/notice.tsx";
import { DecisionForm } from "./decision-form.tsx";

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-blue-950">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One application as the office reviews it: status, call, the applicant's data, the documents
 * (downloads), the history, and the decisions (any of them, reversible), each in a small form.
 */
export function ApplicationReview({ codigo, onChanged }: { codigo: string; onChanged: () => void }) {
  const { t } = useLingui();
  const { state, replace } = useApplication(codigo);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  if (state.status === "loading")
    return (
      <p aria-live="polite" className="text-slate-600">
        <Trans>Carregando…</Trans>
      </p>
    );
  if (state.status === "error")
    return (
      <Notice tone="error">
        <p>{errorText(state.error)}</p>
      </Notice>
    );
  const application = state.data;
  const labels: Record<Decision, string> = {
    em_analise: t`Pôr em análise`,
    deferida: t`Deferir`,
    indeferida: t`Indeferir`,
  };
  const decided = (saved: Application) => {
    setDeciding(null);
    replace(saved);
    onChanged();
  };
  return (
    <div className="flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm break-all text-slate-700">{application.codigo}</span>
        <span aria-live="polite">
          <ApplicationStatusBadge status={application.status} />
        </span>
        {application.user ? (
          <span className="text-sm text-slate-800">
            <Trans>Discente: {application.user}</Trans>
          </span>
        ) : null}
      </p>
      <CallSummary call={application.call} />
      <Part title={<Trans>Dados do(a) candidato(a)</Trans>}>
        <ApplicantData application={application} />
      </Part>
      <Part title={<Trans>Documentos</Trans>}>
        <DocumentsList application={application} />
      </Part>
      <Part title={<Trans>Histórico</Trans>}>
        <HistoryTimeline history={application.history} />
      </Part>
      <Part title={<Trans>Decisão</Trans>}>
        {deciding ? (
          <DecisionForm
            application={application}
            decision={deciding}
            onDecided={decided}
            onCancel={() => setDeciding(null)}
          />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            {DECISIONS.filter((decision) => decision !== application.status).map((decision) => (
              <Button
                key={decision}
                variant={decision === "deferida" ? "primary" : "secondary"}
                onClick={() => setDeciding(decision)}
              >
                {labels[decision]}
              </Button>
            ))}
          </div>
        )}
      </Part>
    </div>
  );
}
