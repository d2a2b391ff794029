import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { WARNING_KINDS, warningPageSchema, type WarningKind } from "../../domain/funding.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { WARNING_KIND_LABELS } from "./labels.ts";

/**
 * F15's warnings, first in the section: a count per kind (each a filter, pressed when chosen) and
 * the rows, each linking to the student or, for an idle quota, to the quota. Read through the
 * device copy like the other office lists: offline the last answer shows with its mark.
 */
export function WarningsPanel({ revision, onQuota }: { revision: number; onQuota: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<WarningKind | null>(null);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page), pageSize: "10" });
  if (kind) params.set("kind", kind);
  const query = useCachedQuery(
    `bolsas:avisos:${kind ?? ""}:${page}`,
    `/api/bolsas/avisos?${params}`,
    warningPageSchema,
    revision,
  );
  const counts = query.status === "ok" ? query.data.counts : null;
  const choose = (next: WarningKind | null) => {
    setKind(next);
    setPage(1);
  };
  return (
    <section aria-labelledby="avisos-titulo" className="flex flex-col gap-3">
      <h3 id="avisos-titulo" className="text-lg font-semibold text-blue-950">
        <Trans>Avisos</Trans>
      </h3>
      <ul aria-label={t`Avisos por tipo`} className="flex flex-wrap gap-2">
        {WARNING_KINDS.map((k) => (
          <li key={k}>
            <button
              type="button"
              aria-pressed={kind === k}
              onClick={() => choose(kind === k ? null : k)}
              className={`min-h-11 rounded-md border px-3 text-sm ${
                kind === k ? "border-blue-800 bg-blue-50 font-semibold text-blue-950" : "border-slate-300 bg-white"
              }`}
            >
              {i18n._(WARNING_KIND_LABELS[k])}: <span className="tabular-nums">{counts ? counts[k] : "…"}</span>
            </button>
          </li>
        ))}
      </ul>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        count={(total) => (total === 1 ? <Trans>1 aviso</Trans> : <Trans>{total} avisos</Trans>)}
        empty={<Trans>Nenhum aviso.</Trans>}
        className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        item={(warning) => (
          <li
            key={`${warning.kind}-${warning.quota.id}-${warning.allocation ?? ""}`}
            className="flex flex-col gap-1 p-3"
          >
            <span className="text-sm font-semibold text-amber-900">{i18n._(WARNING_KIND_LABELS[warning.kind])}</span>
            <span>{warning.message}</span>
            <span className="flex flex-wrap gap-x-4 text-sm">
              {warning.student ? (
                <AppLink to={`/usuarios/${warning.student.idcbpf}`} className="text-blue-800 underline">
                  {warning.student.name}
                </AppLink>
              ) : null}
              <button
                type="button"
                onClick={() => onQuota(warning.quota.id)}
                className="min-h-11 text-blue-800 underline"
              >
                <Trans>Bolsa {warning.quota.number}</Trans>
              </button>
            </span>
          </li>
        )}
      />
    </section>
  );
}
