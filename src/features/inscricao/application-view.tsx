import { Trans } from "@lingui/react/macro";
import { Lock, Pencil } from "lucide-react";
import { useState, type ReactNode } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { Application } from "../../domain/inscricoes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { ApplicantData } from "./applicant-data.tsx";
import { ApplicationForm } from "./application-form.tsx";
import { CallSummary } from "../../ui/call-card.tsx";
import { HistoryTimeline } from "./history-timeline.tsx";
import { ApplicationStatusBadge } from "../../ui/application-status.tsx";
import { DocumentUpload } from "./document-upload.tsx";
import { SubmitApplication } from "./submit-application.tsx";

function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-blue-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Why the application can no longer be changed, in words. */
function LockedReason({ application }: { application: Application }) {
  const locale = useLocale();
  const opens = formatDay(application.call.opensOn, locale);
  const closes = formatDay(application.call.closesOn, locale);
  let text;
  if (application.status === "em_analise")
    text = <Trans>A inscrição está em análise pela secretaria e não pode mais ser alterada.</Trans>;
  else if (application.status === "deferida" || application.status === "indeferida")
    text = <Trans>A inscrição já foi decidida e não pode mais ser alterada.</Trans>;
  else
    text = (
      <Trans>
        A chamada não está aberta (inscrições de {opens} a {closes}): a inscrição não pode ser alterada.
      </Trans>
    );
  return (
    <p className="flex gap-2 rounded-md border border-slate-300 bg-slate-100 p-3 text-slate-900">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

export function ApplicationView({
  application,
  onReload,
  onReplace,
}: {
  application: Application;
  onReload: () => void;
  onReplace: (application: Application) => void;
}) {
  const [editing, setEditing] = useState(false);
  const sent = new Map(application.documents.map((doc) => [doc.key, doc]));
  const editable = application.editable;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          <span className="font-medium">
            <Trans>Situação:</Trans>
          </span>
          <span aria-live="polite">
            <ApplicationStatusBadge status={application.status} />
          </span>
        </p>
        <CallSummary call={application.call} headingLevel={2} />
        {editable ? null : <LockedReason application={application} />}
      </div>

      <Panel id="documentos" title={<Trans>Documentos</Trans>}>
        {application.call.documents.length === 0 ? (
          <p className="text-slate-700">
            <Trans>Esta chamada não pede documentos.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {application.call.documents.map((required) => (
              <DocumentUpload
                key={required.key}
                codigo={application.codigo}
                required={required}
                sent={sent.get(required.key)}
                editable={editable}
                onChanged={onReload}
              />
            ))}
          </ul>
        )}
      </Panel>

      {editable && application.status === "rascunho" ? (
        <SubmitApplication application={application} onSubmitted={onReplace} />
      ) : null}
      {editable && application.status === "submetida" ? (
        <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-950">
          <Trans>
            Inscrição submetida. Enquanto a chamada estiver aberta, você ainda pode corrigir dados e documentos.
          </Trans>
        </p>
      ) : null}

      <Panel id="dados" title={<Trans>Seus dados</Trans>}>
        {editing ? (
          <ApplicationForm
            application={application}
            onSaved={(saved) => {
              setEditing(false);
              onReplace(saved);
            }}
          />
        ) : (
          <>
            <ApplicantData application={application} />
            {editable ? (
              <div>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Corrigir seus dados</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Panel>

      <Panel id="historico-inscricao" title={<Trans>Histórico</Trans>}>
        <HistoryTimeline history={application.history} />
      </Panel>
    </div>
  );
}
