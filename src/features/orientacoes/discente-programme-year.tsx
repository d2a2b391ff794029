import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useSession } from "../../lib/session.ts";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { BancasPanel } from "./bancas-panel.tsx";
import { PrazosPanel } from "./prazos-panel.tsx";
import { studentPhasesPath, studentPhasesSchema } from "./programme-year-api.ts";
import { RequestForm } from "./request-form.tsx";
import { RequestsPanel } from "./requests-panel.tsx";

/**
 * A student's programme year (programme-year §2): "Prazos", "Requerimentos" — the requests it
 * (or the office, naming it) filed, and a form to file another — and "Bancas" (the office
 * proposes for the student, with the degree its phases name). Used by the Discente for itself
 * and by the office for the student picked.
 */
export function StudentProgrammeYear({ idcbpf, office = false }: { idcbpf: string; office?: boolean }) {
  const formId = useId();
  const [filing, setFiling] = useState(false);
  const [revision, setRevision] = useState(0);
  const viewer = useSession().user?.idcbpf ?? "";
  const phases = useCachedQuery(`fases:${idcbpf}`, studentPhasesPath(idcbpf), studentPhasesSchema, revision);
  const degree = phases.status === "ok" ? phases.data.student.degree : null;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <PrazosPanel revision={revision} idcbpf={idcbpf} office={office} />
      <section
        aria-labelledby={`${formId}-title`}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${formId}-title`} className="text-lg font-semibold text-blue-950">
            <Trans>Requerimentos</Trans>
          </h2>
          <DisclosureButton open={filing} controls={formId} onToggle={() => setFiling((open) => !open)}>
            <Trans>Novo requerimento</Trans>
          </DisclosureButton>
        </div>
        <div id={formId} hidden={!filing} className="mb-4 rounded-md border border-slate-200 p-3">
          {filing ? (
            <RequestForm
              phases={phases.status === "ok" ? phases.data.phases : []}
              student={office ? idcbpf : undefined}
              onFiled={() => {
                setFiling(false);
                setRevision((n) => n + 1);
              }}
            />
          ) : null}
        </div>
        <RequestsPanel
          student={office ? idcbpf : undefined}
          role={office ? "office" : "discente"}
          revision={revision}
          empty={<Trans>Nenhum requerimento ainda.</Trans>}
        />
      </section>
      <BancasPanel
        student={idcbpf}
        role={office ? "office" : "discente"}
        viewer={viewer}
        proposal={office && degree ? { student: idcbpf, degree } : null}
        empty={<Trans>Nenhuma banca ainda.</Trans>}
      />
    </div>
  );
}
