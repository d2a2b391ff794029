import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDay } from "../../domain/dates.ts";
import { overduePageSchema, type OverdueRow } from "../../domain/prazos.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PhaseStatusBadge } from "../../ui/phase-status-badge.tsx";
import { HomeCard, QueryBody } from "./home-card.tsx";

/**
 * The overdue list on the homes (programme-year §2 `/`, rule 20): how many phases are overdue and
 * how many fall due within 60 days (the totals of `GET /api/prazos?status=`), drawn as one split
 * bar with the numbers in words, and the list's first ten rows, each student linking to its view
 * in /orientacoes. The office sees every student, a Docente its advisees: the server scopes it.
 */
export const OVERDUE_PATH = "/api/prazos?status=vencida&pageSize=1";
export const DUE_SOON_PATH = "/api/prazos?status=a_vencer&pageSize=1";
export const FIRST_ROWS_PATH = "/api/prazos?pageSize=10";

/** Where a row's student opens: its phases and requests in /orientacoes (`?discente=`, the name for the picker). */
export function studentPath(student: { idcbpf: string; name: string }): string {
  return `/orientacoes?${new URLSearchParams({ discente: student.idcbpf, nome: student.name }).toString()}`;
}

/** Days left in words, so the state is never told by colour alone. */
export function DaysWords({ days }: { days: number }) {
  if (days === 0) return <Trans>vence hoje</Trans>;
  if (days > 0) return <Plural value={days} one="falta # dia" other="faltam # dias" />;
  const late = -days;
  return <Plural value={late} one="vencida há # dia" other="vencida há # dias" />;
}

/** The phase of a row in the reader's language; rule 19's final version in the app's own words. */
function PhaseName({ phase }: { phase: OverdueRow["phase"] }) {
  const locale = useLocale();
  if (phase.code === "versao_final") return <Trans>Versão final</Trans>;
  return <>{phase.name[locale]}</>;
}

function Row({ row }: { row: OverdueRow }) {
  const locale = useLocale();
  const day = formatDay(row.dueDate, locale);
  return (
    <li className="grid gap-1 border-t border-slate-100 py-2 first:border-t-0" data-testid="home-prazos-row">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <AppLink to={studentPath(row.student)} className="font-medium break-words text-blue-800 underline">
          {row.student.name}
        </AppLink>
        <PhaseStatusBadge status={row.status} />
      </div>
      <p className="text-sm break-words text-slate-700">
        <PhaseName phase={row.phase} /> ·{" "}
        <Trans>
          prazo <time dateTime={row.dueDate}>{day}</time>
        </Trans>{" "}
        · <DaysWords days={row.daysLeft} />
      </p>
    </li>
  );
}

/** Overdue against due soon as one bar (hidden from screen readers: the figures beside it say the same). */
function SplitBar({ overdue, soon }: { overdue: number; soon: number }) {
  const all = overdue + soon;
  if (all === 0) return null;
  return (
    <div aria-hidden="true" className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-slate-200">
      <div className="h-full bg-red-700" style={{ width: `${(overdue / all) * 100}%` }} />
      <div className="h-full bg-amber-500" style={{ width: `${(soon / all) * 100}%` }} />
    </div>
  );
}

function Figure({ value, tone, children }: { value: number; tone: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>{value}</dd>
      <dt className="text-sm text-slate-700">{children}</dt>
    </div>
  );
}

function Counts() {
  const overdue = useCachedQuery(`home:${OVERDUE_PATH}`, OVERDUE_PATH, overduePageSchema);
  const soon = useCachedQuery(`home:${DUE_SOON_PATH}`, DUE_SOON_PATH, overduePageSchema);
  if (overdue.status !== "ok" || soon.status !== "ok") return null;
  const late = overdue.data.total;
  const coming = soon.data.total;
  return (
    <div className="mb-3" data-testid="home-prazos-counts">
      <dl className="grid grid-cols-2 gap-2">
        <Figure value={late} tone="text-red-800">
          <Plural value={late} one="prazo vencido" other="prazos vencidos" />
        </Figure>
        <Figure value={coming} tone="text-amber-900">
          <Plural value={coming} one="a vencer em 60 dias" other="a vencer em 60 dias" />
        </Figure>
      </dl>
      <SplitBar overdue={late} soon={coming} />
    </div>
  );
}

/** The office's "Prazos" card, and the Docente's of its advisees (`title`). */
export function PrazosCard({ title, className = "" }: { title: ReactNode; className?: string }) {
  const { t } = useLingui();
  const rows = useCachedQuery(`home:${FIRST_ROWS_PATH}`, FIRST_ROWS_PATH, overduePageSchema);
  return (
    <HomeCard id="home-prazos-list" title={title} className={className}>
      <QueryBody query={rows} lines={4}>
        {(page) => (
          <>
            <Counts />
            {page.items.length === 0 ? (
              <p className="text-slate-700" data-testid="home-prazos-empty">
                <Trans>Nenhum prazo vencido ou a vencer em 60 dias.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Próximos prazos`}>
                {page.items.map((row) => (
                  <Row key={`${row.student.idcbpf}:${row.phase.code}`} row={row} />
                ))}
              </ul>
            )}
            {page.total > page.items.length ? (
              <p className="mt-1 text-sm text-slate-600">
                <Plural
                  value={page.total - page.items.length}
                  one="e mais # prazo não listado"
                  other="e mais # prazos não listados"
                />
              </p>
            ) : null}
          </>
        )}
      </QueryBody>
    </HomeCard>
  );
}
