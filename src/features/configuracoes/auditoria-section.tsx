import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { auditQuerySchema, type AuditEntryView } from "../../domain/logs.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { auditPageAnswer, logPath } from "./answers.ts";
import { AuditDiffView } from "./audit-diff-view.tsx";
import { ENTITIES, actionLabel, entityLabel } from "./audit-labels.ts";
import { LogSearchForm, type SearchField } from "./log-search-form.tsx";
import { useLastPageGuard, useLogSearch } from "./use-log-search.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

const NAMES = ["actor", "entity", "entityId", "from", "to"] as const;

/** Who changed what, when, before and after: searched by person, entity and days; newest first. */
export function AuditoriaSection() {
  const { i18n } = useLingui();
  const { filters, page, search, goTo } = useLogSearch("auditoria", NAMES);
  const path = logPath("/api/auditoria", filters, page);
  const [query] = useReloadableQuery(`configuracoes:${path}`, path, auditPageAnswer);
  useLastPageGuard(query.status === "ok" ? query.data : null, page, goTo);
  const fields: SearchField[] = [
    { name: "actor", label: <Trans>Quem (idcbpf)</Trans> },
    {
      name: "entity",
      label: <Trans>Tipo</Trans>,
      hint: <Trans>Ex.: term, settings, user</Trans>,
      list: "audit-entities",
    },
    { name: "entityId", label: <Trans>Qual (código, idcbpf…)</Trans> },
    { name: "from", type: "date", label: <Trans>De</Trans> },
    { name: "to", type: "date", label: <Trans>Até</Trans> },
  ];
  return (
    <>
      <datalist id="audit-entities">
        {Object.keys(ENTITIES).map((entity) => (
          <option key={entity} value={entity}>
            {entityLabel(i18n, entity)}
          </option>
        ))}
      </datalist>
      <LogSearchForm fields={fields} values={filters} schema={auditQuerySchema} onSearch={search} />
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {query.data.total === 0 ? (
              <Trans>Nenhuma alteração encontrada.</Trans>
            ) : (
              <Plural value={query.data.total} one="# alteração encontrada." other="# alterações encontradas." />
            )}
          </p>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((entry) => (
              <li key={entry.id}>
                <AuditCard entry={entry} />
              </li>
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}

function AuditCard({ entry }: { entry: AuditEntryView }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const what = `${actionLabel(i18n, entry.action)} · ${entityLabel(i18n, entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ""}`;
  return (
    <article className="rounded-md border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <header className="mb-2 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="font-semibold break-words text-blue-950">{what}</h3>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.at} className="tabular-nums">
            {formatDateTime(new Date(entry.at), locale, timeZone)}
          </time>
          {" · "}
          {entry.actor ? (
            <>
              {entry.actor.name} <span className="font-mono">({entry.actor.idcbpf})</span>
            </>
          ) : (
            <Trans>Sistema</Trans>
          )}
        </p>
      </header>
      <AuditDiffView before={entry.before} after={entry.after} />
    </article>
  );
}
