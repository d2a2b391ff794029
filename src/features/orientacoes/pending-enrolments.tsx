import { Plural, Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { lastPage } from "../../domain/paging.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { DecisionButtons } from "./decision-buttons.tsx";
import { ALL_PENDING, enrolmentPageSchema, enrolmentsPath } from "./enrolment-decisions-api.ts";
import { EnrolmentRequestCard } from "./enrolment-request-card.tsx";

/**
 * The Docente's approvals (PRODUCT §2, §7): its advisees' `pendente` enrolments (the server
 * answers a Docente only with its advisees'). The main advisor accepts or rejects; a co-advisor
 * sees them without buttons (`canDecide` is false: the server would refuse it). Opens offline,
 * with the mark.
 */
export function DocentePending() {
  const [revision, setRevision] = useState(0);
  const path = enrolmentsPath({ status: "pendente", pageSize: ALL_PENDING });
  const pending = useCachedQuery(`orientacoes:pendentes:${path}`, path, enrolmentPageSchema, revision);
  const items = pending.status === "ok" ? pending.data.items : [];
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <h2 id="pending-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Matrículas pendentes</Trans>
      </h2>
      <CachedQueryStatus query={pending} />
      {pending.status === "ok" && items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhuma matrícula de orientando aguarda sua decisão.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((enrolment) => (
            <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment}>
              {enrolment.canDecide ? (
                <DecisionButtons enrolment={enrolment} mode="decide" onDecided={() => setRevision((n) => n + 1)} />
              ) : (
                <p className="text-sm text-slate-600">
                  <Trans>Coorientação: quem decide é o orientador principal.</Trans>
                </p>
              )}
            </EnrolmentRequestCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One paged group of the office's pending enrolments. */
function PendingGroup({
  withoutAdvisor,
  heading,
  empty,
  revision,
  onDecided,
}: {
  withoutAdvisor: boolean;
  heading: ReactNode;
  empty: ReactNode;
  revision: number;
  onDecided: () => void;
}) {
  const [page, setPage] = useState(1);
  const path = enrolmentsPath({ status: "pendente", withoutAdvisor, page });
  const pending = useCachedQuery(`orientacoes:pendentes:${path}`, path, enrolmentPageSchema, revision);
  const data = pending.status === "ok" ? pending.data : null;
  const last = data ? lastPage(data.total, data.pageSize) : 1;
  // After decisions empty the last page, go back to the page that now is the last.
  if (data && data.total > 0 && page > last) setPage(last);
  const id = `pending-${withoutAdvisor ? "without" : "with"}-advisor`;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h3 id={id} className="mb-1 font-semibold text-blue-950">
        {heading}
      </h3>
      <CachedQueryStatus query={pending} />
      {data ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {data.total === 0 ? (
              empty
            ) : (
              <Plural value={data.total} one="# matrícula aguarda decisão." other="# matrículas aguardam decisão." />
            )}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.items.map((enrolment) => (
              <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment}>
                <DecisionButtons enrolment={enrolment} mode="decide" onDecided={onDecided} />
              </EnrolmentRequestCard>
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The office's approvals: the pending enrolments of students without an advisor first (the office
 * is their only decider), then those with one (the office may decide them too), each paged.
 */
export function OfficePending() {
  const [revision, setRevision] = useState(0);
  const refresh = () => setRevision((n) => n + 1);
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <h2 id="pending-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Matrículas pendentes</Trans>
      </h2>
      <PendingGroup
        withoutAdvisor
        heading={<Trans>Discentes sem orientador — a secretaria decide</Trans>}
        empty={<Trans>Nenhuma matrícula pendente de discente sem orientador.</Trans>}
        revision={revision}
        onDecided={refresh}
      />
      <PendingGroup
        withoutAdvisor={false}
        heading={<Trans>Discentes com orientador</Trans>}
        empty={<Trans>Nenhuma matrícula pendente de discente com orientador.</Trans>}
        revision={revision}
        onDecided={refresh}
      />
    </section>
  );
}
