import { Plural, Trans } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { accessQuerySchema, type AccessEntry } from "../../domain/logs.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { accessPageAnswer, logPath } from "./answers.ts";
import { LogSearchForm, type SearchField } from "./log-search-form.tsx";
import { lastDays, useLastPageGuard, useLogSearch } from "./use-log-search.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

const NAMES = ["idcbpf", "q", "from", "to"] as const;
/** The log grows with every navigation: by default the search covers the last 7 days (an index range). */
const DEFAULT_DAYS = 7;

/** Who opened which path, when: searched by person, part of the path and days; newest first. */
export function AcessosSection() {
  const today = dayIn(new Date(), useTimeZone());
  const { filters, page, search, goTo } = useLogSearch("acessos", NAMES, lastDays(DEFAULT_DAYS, today));
  const path = logPath("/api/acessos", filters, page);
  const [query] = useReloadableQuery(`configuracoes:${path}`, path, accessPageAnswer);
  useLastPageGuard(query.status === "ok" ? query.data : null, page, goTo);
  const fields: SearchField[] = [
    { name: "idcbpf", label: <Trans>Pessoa (idcbpf)</Trans> },
    { name: "q", type: "search", label: <Trans>Caminho contém</Trans>, hint: <Trans>Ex.: matricula</Trans> },
    {
      name: "from",
      type: "date",
      label: <Trans>De</Trans>,
      hint: <Trans>Sem datas, busca em todo o registro.</Trans>,
    },
    { name: "to", type: "date", label: <Trans>Até</Trans> },
  ];
  return (
    <>
      <LogSearchForm fields={fields} values={filters} schema={accessQuerySchema} onSearch={search} />
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {query.data.total === 0 ? (
              <Trans>Nenhum acesso encontrado.</Trans>
            ) : (
              <Plural value={query.data.total} one="# acesso encontrado." other="# acessos encontrados." />
            )}
          </p>
          <ul className="flex flex-col gap-2">
            {query.data.items.map((entry) => (
              <li key={entry.id}>
                <AccessCard entry={entry} />
              </li>
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}

function AccessCard({ entry }: { entry: AccessEntry }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const at = new Date(entry.serverTime);
  const onDevice = entry.clientTime ? new Date(entry.clientTime) : null;
  // Entries queued offline arrive later: say when it happened on the device too.
  const late = onDevice !== null && Math.abs(at.getTime() - onDevice.getTime()) > 60_000;
  return (
    <article className="grid gap-1 rounded-md border border-slate-200 bg-white px-4 py-3 shadow-sm sm:grid-cols-[11rem_1fr_14rem] sm:items-baseline sm:gap-3">
      <p className="text-sm text-slate-700 tabular-nums">
        <time dateTime={entry.serverTime}>{formatDateTime(at, locale, timeZone)}</time>
        {late && onDevice ? (
          <span className="block text-xs">
            <Trans>
              no aparelho: <time dateTime={entry.clientTime ?? ""}>{formatDateTime(onDevice, locale, timeZone)}</time>
            </Trans>
          </span>
        ) : null}
      </p>
      <p className="font-mono text-sm break-all text-slate-900">{entry.path}</p>
      <p className="text-sm text-slate-900">
        {entry.idcbpf ? (
          <>
            {entry.name} <span className="font-mono text-slate-600">({entry.idcbpf})</span>
          </>
        ) : (
          <span className="text-slate-600">
            <Trans>Visitante não identificado</Trans>
          </span>
        )}
      </p>
    </article>
  );
}
