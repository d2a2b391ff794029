import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";
import { lastPage } from "../../domain/paging.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { DecisionButtons } from "./decision-buttons.tsx";
import { ALL_PENDING, enrolmentPageSchema, enrolmentsPath } from "./enrolment-decisions-api.ts";
import { EnrolmentRequestCard } from "./enrolment-request-card.tsx";
import { ALL_OF_MINE, guidanceListPath, guidancePageAnswer } from "./guidance-api.ts";

function Heading({ total }: { total: number | null }) {
  return (
    <h2 id="pending-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
      <Trans>Matrículas pendentes</Trans>
      {total !== null && total > 0 ? (
        <span className="ml-2 text-base font-normal text-slate-600">({total})</span>
      ) : null}
    </h2>
  );
}

/**
 * The Docente's approvals (PRODUCT §2, §7): its advisees' `pendente` enrolments (the server
 * answers a Docente only with its advisees'). The main advisor accepts or rejects; a co-advisor
 * sees them without buttons (the server would refuse it). Opens offline, with the mark.
 */
export function DocentePending({ idcbpf }: { idcbpf: string }) {
  const [revision, setRevision] = useState(0);
  const path = enrolmentsPath({ status: "pendente", pageSize: ALL_PENDING });
  const pending = useCachedQuery(`orientacoes:pendentes:${path}`, path, enrolmentPageSchema, revision);
  // The same read (and device copy) as the advisee list below: who is whose main advisee.
  const guidancePath = guidanceListPath({ pageSize: ALL_OF_MINE });
  const guidances = useCachedQuery(`orientacoes:${guidancePath}`, guidancePath, guidancePageAnswer);
  const mainOf = new Set(
    guidances.status === "ok"
      ? guidances.data.items.filter((g) => g.advisor.idcbpf === idcbpf).map((g) => g.student.idcbpf)
      : [],
  );
  const items = pending.status === "ok" ? pending.data.items : [];
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <Heading total={pending.status === "ok" ? pending.data.total : null} />
      <CachedQueryStatus query={pending} />
      {pending.status === "ok" && items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhuma matrícula de orientando aguarda sua decisão.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((enrolment) => (
            <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment}>
              {mainOf.has(enrolment.student.idcbpf) ? (
                <DecisionButtons enrolment={enrolment} mode="decide" onDecided={() => setRevision((n) => n + 1)} />
              ) : guidances.status === "ok" ? (
                <p className="text-sm text-slate-600">
                  <Trans>Coorientação: quem decide é o orientador principal.</Trans>
                </p>
              ) : null}
            </EnrolmentRequestCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The office's approvals: every `pendente` enrolment, paged; the office may decide any of them
 * (it is the only decider for students without an advisor).
 */
export function OfficePending() {
  const [revision, setRevision] = useState(0);
  const [page, setPage] = useState(1);
  const path = enrolmentsPath({ status: "pendente", page });
  const pending = useCachedQuery(`orientacoes:pendentes:${path}`, path, enrolmentPageSchema, revision);
  const data = pending.status === "ok" ? pending.data : null;
  const last = data ? lastPage(data.total, data.pageSize) : 1;
  if (data && data.total > 0 && page > last) setPage(last);
  return (
    <section aria-labelledby="pending-enrolments-heading" className="mb-8">
      <Heading total={data ? data.total : null} />
      <CachedQueryStatus query={pending} />
      {data ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {data.total === 0 ? (
              <Trans>Nenhuma matrícula pendente.</Trans>
            ) : (
              <Plural value={data.total} one="# matrícula aguarda decisão." other="# matrículas aguardam decisão." />
            )}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.items.map((enrolment) => (
              <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment}>
                <DecisionButtons enrolment={enrolment} mode="decide" onDecided={() => setRevision((n) => n + 1)} />
              </EnrolmentRequestCard>
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
