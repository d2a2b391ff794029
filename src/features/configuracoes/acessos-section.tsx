import { Plural, Trans } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { accessQuerySchema, type AccessEntry } from "../../domain/logs.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { accessPageAnswer } from "./answers.ts";
import type { SearchField } from "./log-search-form.tsx";
import { LogSection } from "./log-section.tsx";
import { lastDays } from "./use-log-search.ts";
import { useTimeZone } from "./use-settings.ts";

const NAMES = ["idcbpf", "q", "from", "to"] as const;
/** The log grows with every navigation: by default the search covers the last 7 days (an index range). */
const DEFAULT_DAYS = 7;

/** Who opened which path, when: searched by person, part of the path and days; newest first. */
export function AcessosSection() {
  const today = dayIn(new Date(), useTimeZone());
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
    <LogSection
      section="acessos"
      base="/api/acessos"
      names={NAMES}
      defaults={lastDays(DEFAULT_DAYS, today)}
      fields={fields}
      schema={accessQuerySchema}
      answer={accessPageAnswer}
      found={(total) =>
        total === 0 ? (
          <Trans>Nenhum acesso encontrado.</Trans>
        ) : (
          <Plural value={total} one="# acesso encontrado." other="# acessos encontrados." />
        )
      }
      spacing="gap-2"
      entry={(entry) => <AccessCard entry={entry} />}
    />
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
