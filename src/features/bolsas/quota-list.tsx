import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { formatDay } from "../../domain/dates.ts";
import { QUOTA_STATUSES, quotaPageSchema, type QuotaStatus } from "../../domain/funding.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { LEVEL_LABELS, QUOTA_STATUS_LABELS } from "./labels.ts";
import { brl } from "./money.ts";

type Filters = { q: string; level: "" | "mestrado" | "doutorado"; status: "" | QuotaStatus };

/**
 * The quotas (funding §2): number, sponsor, type, level, period, value, status and holder;
 * searched and filtered by the server (`GET /api/bolsas`), paged there. "Abrir" shows one below.
 */
export function QuotaList({ revision, onOpen }: { revision: number; onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [draft, setDraft] = useState<Filters>({ q: "", level: "", status: "" });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page), pageSize: "20" });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = useCachedQuery(`bolsas:lista:${params}`, `/api/bolsas?${params}`, quotaPageSchema, revision);
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }
  return (
    <section aria-labelledby="cotas-titulo" className="flex flex-col gap-3">
      <h3 id="cotas-titulo" className="text-lg font-semibold text-blue-950">
        <Trans>Bolsas</Trans>
      </h3>
      <form role="search" onSubmit={search} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <TextField
          type="search"
          name="q"
          value={draft.q}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          label={<Trans>Buscar (número, agência, tipo, bolsista)</Trans>}
        />
        <SelectField
          name="level"
          value={draft.level}
          onChange={(event) => setDraft({ ...draft, level: event.target.value as Filters["level"] })}
          label={<Trans>Nível</Trans>}
          options={[
            ["", t`Todos`],
            ["mestrado", i18n._(LEVEL_LABELS.mestrado)],
            ["doutorado", i18n._(LEVEL_LABELS.doutorado)],
          ]}
        />
        <SelectField
          name="status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as Filters["status"] })}
          label={<Trans>Situação</Trans>}
          options={[["", t`Todas`], ...QUOTA_STATUSES.map((s) => [s, i18n._(QUOTA_STATUS_LABELS[s])] as const)]}
        />
        <Button type="submit">
          <Trans>Buscar</Trans>
        </Button>
      </form>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        count={(total) => (total === 1 ? <Trans>1 bolsa</Trans> : <Trans>{total} bolsas</Trans>)}
        empty={<Trans>Nenhuma bolsa encontrada.</Trans>}
        className="flex flex-col gap-2"
        item={(quota) => (
          <li key={quota.id} className="rounded-md border border-slate-200 bg-white p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold break-all text-blue-950">{quota.number}</span>
              <span className="text-sm font-medium">{i18n._(QUOTA_STATUS_LABELS[quota.status])}</span>
            </div>
            <p className="text-sm text-slate-700">
              {quota.sponsor} · {quota.type} · {i18n._(LEVEL_LABELS[quota.level])} ·{" "}
              {formatDay(quota.startDate, locale)}–{formatDay(quota.endDate, locale)} ·{" "}
              {brl(quota.monthlyValue, locale)}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm">
                {quota.holder ? <Trans>Bolsista: {quota.holder.name}</Trans> : <Trans>Sem bolsista hoje</Trans>}
              </span>
              <Button
                variant="secondary"
                onClick={() => onOpen(quota.id)}
                aria-label={t`Abrir a bolsa ${quota.number}`}
              >
                <Trans>Abrir</Trans>
              </Button>
            </div>
          </li>
        )}
      />
    </section>
  );
}
