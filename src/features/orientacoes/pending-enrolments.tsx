import { Plural, Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { lastPage } from "../../domain/paging.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { BatchDecisionBar, SelectAll } from "./batch-decisions.tsx";
import { useSelection, type Selection } from "./batch-selection.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import { ALL_PENDING, enrolmentPageSchema, enrolmentsPath } from "./enrolment-decisions-api.ts";
import { EnrolmentRequestCard } from "./enrolment-request-card.tsx";

/**
 * The term whose pending requests are listed: `?periodo=` (the office's home links to a past
 * term's requests still pending after its drop deadline), else the current term.
 */
function useTermFilter(): string | undefined {
  const [params] = useSearchParams();
  return params.get("periodo") ?? undefined;
}

function TermNote({ term }: { term: string | undefined }) {
  if (!term) return null;
  return (
    <p className="mb-2 text-sm text-slate-700">
      <Trans>Pedidos do período {term}.</Trans>{" "}
      <AppLink to="/orientacoes" className="font-medium text-blue-800 underline underline-offset-2">
        <Trans>Ver o período atual</Trans>
      </AppLink>
    </p>
  );
}

/**
 * The Docente's approvals (PRODUCT §2, §7): its advisees' `pendente` enrolments (the server
 * answers a Docente only with its advisees'), each with what weighs on it. The main advisor
 * accepts or rejects one, or several chosen at once; a co-advisor sees them without buttons
 * (`canDecide` is false: the server would refuse it). Opens offline, with the mark.
 */
export function DocentePending() {
  const [revision, setRevision] = useState(0);
  const term = useTermFilter();
  const selection = useSelection();
  const path = enrolmentsPath({ status: "pendente", pageSize: ALL_PENDING, ...(term ? { term } : {}) });
  const pending = useCachedQuery(`orientacoes:pendentes:${path}`, path, enrolmentPageSchema, revision);
  const items = pending.status === "ok" ? pending.data.items : [];
  const decidable = items.filter((enrolment) => enrolment.canDecide);
  const refresh = () => setRevision((n) => n + 1);
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <h2 id="pending-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Matrículas pendentes</Trans>
      </h2>
      <TermNote term={term} />
      <CachedQueryStatus query={pending} />
      {pending.status === "ok" && items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhuma matrícula de orientando aguarda sua decisão.</Trans>
        </p>
      ) : (
        <>
          {decidable.length > 1 ? <SelectAll selection={selection} enrolments={decidable} /> : null}
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((enrolment) => (
              <EnrolmentRequestCard
                key={enrolment.codigo}
                enrolment={enrolment}
                {...(enrolment.canDecide ? { selection: selection.of(enrolment) } : {})}
              >
                {enrolment.canDecide ? (
                  <DecisionButtons enrolment={enrolment} mode="decide" onDecided={refresh} />
                ) : (
                  <p className="text-sm text-slate-600">
                    <Trans>Coorientação: quem decide é o orientador principal.</Trans>
                  </p>
                )}
              </EnrolmentRequestCard>
            ))}
          </ul>
        </>
      )}
      <BatchDecisionBar selection={selection} onDecided={refresh} />
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
  selection,
  term,
}: {
  withoutAdvisor: boolean;
  heading: ReactNode;
  empty: ReactNode;
  revision: number;
  onDecided: () => void;
  selection: Selection;
  term: string | undefined;
}) {
  const [page, setPage] = useState(1);
  const path = enrolmentsPath({ status: "pendente", withoutAdvisor, page, ...(term ? { term } : {}) });
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
          {data.items.length > 1 ? <SelectAll selection={selection} enrolments={data.items} describedBy={id} /> : null}
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.items.map((enrolment) => (
              <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment} selection={selection.of(enrolment)}>
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
 * is their only decider), then those with one (the office may decide them too), each paged; the
 * chosen ones of both decided together.
 */
export function OfficePending() {
  const [revision, setRevision] = useState(0);
  const term = useTermFilter();
  const selection = useSelection();
  const refresh = () => setRevision((n) => n + 1);
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <h2 id="pending-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Matrículas pendentes</Trans>
      </h2>
      <TermNote term={term} />
      <PendingGroup
        withoutAdvisor
        heading={<Trans>Discentes sem orientador — a secretaria decide</Trans>}
        empty={<Trans>Nenhuma matrícula pendente de discente sem orientador.</Trans>}
        revision={revision}
        onDecided={refresh}
        selection={selection}
        term={term}
      />
      <PendingGroup
        withoutAdvisor={false}
        heading={<Trans>Discentes com orientador</Trans>}
        empty={<Trans>Nenhuma matrícula pendente de discente com orientador.</Trans>}
        revision={revision}
        onDecided={refresh}
        selection={selection}
        term={term}
      />
      <BatchDecisionBar selection={selection} onDecided={refresh} />
    </section>
  );
}
