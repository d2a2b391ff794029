import { Trans } from "@lingui/react/macro";
import type { Enrolment } from "../../domain/matriculas.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DropButton } from "./drop-button.tsx";
import type { EnrolState } from "./offering-card.tsx";
import { RequestNote } from "./request-note.tsx";
import { StatusBadge } from "./status-badge.tsx";
import type { EnrolmentActions } from "./use-enrolment-actions.ts";

export const LIVE: readonly Enrolment["status"][] = ["pendente", "deferida", "em_espera"];

/** The student's requests of the term, live ones first, with their status and waitlist position. */
export function MyRequests({
  enrolments,
  actions,
  state,
}: {
  enrolments: readonly Enrolment[];
  actions: EnrolmentActions;
  state: EnrolState;
}) {
  const locale = useLocale();
  const rank = (enrolment: Enrolment) => (LIVE.includes(enrolment.status) ? 0 : 1);
  const sorted = [...enrolments].sort(
    (a, b) => rank(a) - rank(b) || a.offering.subject.code.localeCompare(b.offering.subject.code),
  );
  return (
    <section aria-labelledby="my-requests-heading" className="mt-6">
      <h2 id="my-requests-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Seus pedidos</Trans>
      </h2>
      {sorted.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Você ainda não pediu matrícula neste período.</Trans>
        </p>
      ) : (
        <ul data-testid="my-requests" className="space-y-2">
          {sorted.map((enrolment) => {
            const { subject, id } = enrolment.offering;
            const refusal = actions.refusals.get(id);
            return (
              <li key={enrolment.codigo} className="rounded-md border border-slate-200 bg-white p-3">
                <p className="font-medium text-slate-900">
                  <span className="text-blue-900">{subject.code}</span> {subject.name[locale]}
                </p>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                  <StatusBadge enrolment={enrolment} />
                  {LIVE.includes(enrolment.status) ? (
                    <DropButton
                      enrolment={enrolment}
                      actions={actions}
                      dropDeadline={state.dropDeadline}
                      deadlinePassed={state.deadlinePassed}
                    />
                  ) : null}
                </div>
                <RequestNote enrolment={enrolment} />
                {refusal ? <p className="mt-2 text-sm text-red-900">{refusal}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
