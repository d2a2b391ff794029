import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { allocationPageSchema, type Allocation } from "../../domain/funding.ts";
import type { User } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ALLOCATION_STATUS_LABELS, Day } from "../../ui/scholarship-words.tsx";
import { Section } from "./own-profile.tsx";

/** A student's allocations, every one it ever held (a handful): one page. */
function allocationsPath(idcbpf: string): string {
  return `/api/alocacoes?${new URLSearchParams({ student: idcbpf, pageSize: "100" }).toString()}`;
}

const STATUS_TONE: Record<Allocation["status"], string> = {
  ativa: "border-emerald-300 bg-emerald-50 text-emerald-900",
  suspensa: "border-amber-300 bg-amber-50 text-amber-950",
  futura: "border-blue-300 bg-blue-50 text-blue-900",
  encerrada: "border-slate-300 bg-slate-50 text-slate-700",
  cancelada: "border-red-300 bg-red-50 text-red-900",
};

function Term({ children }: { children: ReactNode }) {
  return <dt className="font-medium text-slate-900">{children}</dt>;
}

function OneAllocation({ allocation }: { allocation: Allocation }) {
  const { i18n } = useLingui();
  const { number, sponsor, type } = allocation.bolsa;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="user-scholarship">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {sponsor} · {type} <span className="font-mono text-sm font-normal break-all text-slate-600">{number}</span>
        </p>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[allocation.status]}`}>
          {i18n._(ALLOCATION_STATUS_LABELS[allocation.status])}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Term>
          <Trans>Período</Trans>
        </Term>
        <dd className="text-slate-800">
          <Day day={allocation.startDate} /> – <Day day={allocation.endDate} />
        </dd>
        {allocation.cancelDate ? (
          <>
            <Term>
              <Trans>Cancelada em</Trans>
            </Term>
            <dd className="break-words text-slate-800">
              <Day day={allocation.cancelDate} />
              {allocation.cancelReason ? `: ${allocation.cancelReason}` : null}
            </dd>
          </>
        ) : null}
        {allocation.suspensions.length > 0 ? (
          <>
            <Term>
              <Trans>Suspensões</Trans>
            </Term>
            <dd className="text-slate-800">
              <ul className="grid gap-1">
                {allocation.suspensions.map((suspension) => (
                  <li key={suspension.id} className="break-words">
                    <Day day={suspension.startDate} /> – <Day day={suspension.endDate} />: {suspension.reason}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * "Bolsas" on `/usuarios/{idcbpf}` (funding spec §2): a student's allocations, newest first, with
 * number, sponsor, type, period, status, a cancel's date and reason, and its suspensions. Read
 * through `GET /api/alocacoes?student=`, which the server answers to the office and the student
 * itself (P4; the page lets no one else in); nothing for anyone but a Discente. Opens offline
 * from the device's copy once seen.
 */
export function UserScholarships({ user }: { user: User }) {
  if (user.level !== "Discente") return null;
  return <Scholarships idcbpf={user.idcbpf} />;
}

function Scholarships({ idcbpf }: { idcbpf: string }) {
  const path = allocationsPath(idcbpf);
  const query = useCachedQuery(`usuarios:bolsas:${idcbpf}`, path, allocationPageSchema);
  return (
    <Section title={<Trans>Bolsas</Trans>}>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        query.data.items.length === 0 ? (
          <p className="text-slate-700">
            <Trans>Nenhuma bolsa registrada.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {[...query.data.items].reverse().map((allocation) => (
              <OneAllocation key={allocation.id} allocation={allocation} />
            ))}
          </ul>
        )
      ) : null}
    </Section>
  );
}
