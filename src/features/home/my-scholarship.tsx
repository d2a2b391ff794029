import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { allocationPageSchema, type Allocation, type Suspension } from "../../domain/funding.ts";
import { effectiveEnd } from "../../domain/funding-rules.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ALLOCATION_STATUS_LABELS, Day, suspensionOn } from "../../ui/scholarship-words.tsx";
import { todayHere } from "./committees-home.tsx";
import { HomeCard } from "./home-card.tsx";
import { Skeleton } from "./skeleton.tsx";

/** The Discente's own allocations (the server answers only its own): a handful, one page. */
export const MY_ALLOCATIONS_PATH = "/api/alocacoes?pageSize=100";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function SuspensionNow({ suspension }: { suspension: Suspension }) {
  const reason = suspension.reason;
  const end = <Day day={suspension.endDate} />;
  return (
    <Trans>
      até {end} ({reason})
    </Trans>
  );
}

function OneScholarship({ allocation, today }: { allocation: Allocation; today: string }) {
  const { i18n } = useLingui();
  const { sponsor, type, number } = allocation.bolsa;
  const suspension = suspensionOn(allocation, today);
  return (
    <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="my-scholarship">
      <Row label={<Trans>Bolsa</Trans>}>
        <span className="font-medium">
          {sponsor} · {type}
        </span>{" "}
        <span className="font-mono text-sm text-slate-600">{number}</span>
      </Row>
      <Row label={<Trans>Período</Trans>}>
        <Day day={allocation.startDate} /> – <Day day={effectiveEnd(allocation)} />
      </Row>
      <Row label={<Trans>Situação</Trans>}>{i18n._(ALLOCATION_STATUS_LABELS[allocation.status])}</Row>
      {suspension ? (
        <Row label={<Trans>Suspensão</Trans>}>
          <SuspensionNow suspension={suspension} />
        </Row>
      ) : null}
    </dl>
  );
}

/**
 * "Minha bolsa" on the Discente's home (funding spec §2): each allocation not yet ended (running,
 * suspended or about to start) with its sponsor, type, period, status in words and a current
 * suspension with its end. Nothing once none is left, or when the read fails (a student without a
 * scholarship has nothing to see here). Opens offline from the device's copy, with the mark.
 */
export function MyScholarship() {
  const query = useCachedQuery(`home:${MY_ALLOCATIONS_PATH}`, MY_ALLOCATIONS_PATH, allocationPageSchema);
  const title = <Trans>Minha bolsa</Trans>;
  if (query.status === "loading")
    return (
      <HomeCard id="home-scholarship" title={title} className="md:col-span-3">
        <Skeleton lines={3} />
      </HomeCard>
    );
  if (query.status === "error") return null;
  const today = todayHere();
  const current = query.data.items.filter((allocation) => effectiveEnd(allocation) >= today);
  if (current.length === 0) return null;
  return (
    <HomeCard id="home-scholarship" title={title} className="md:col-span-3">
      <CachedQueryStatus query={query} />
      <div className="grid gap-4">
        {current.map((allocation) => (
          <OneScholarship key={allocation.id} allocation={allocation} today={today} />
        ))}
      </div>
    </HomeCard>
  );
}
