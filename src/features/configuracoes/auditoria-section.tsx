import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { auditQuerySchema, type AuditEntryView } from "../../domain/logs.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { auditPageAnswer } from "./answers.ts";
import { AuditDiffView } from "./audit-diff-view.tsx";
import { ENTITIES, actionLabel, entityLabel } from "./audit-labels.ts";
import type { SearchField } from "./log-search-form.tsx";
import { LogSection } from "./log-section.tsx";
import { useTimeZone } from "./use-settings.ts";

const NAMES = ["actor", "entity", "entityId", "from", "to"] as const;

/** Who changed what, when, before and after: searched by person, entity and days; newest first. */
export function AuditoriaSection() {
  const { i18n } = useLingui();
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
      <LogSection
        section="auditoria"
        base="/api/auditoria"
        names={NAMES}
        fields={fields}
        schema={auditQuerySchema}
        answer={auditPageAnswer}
        found={(total) =>
          total === 0 ? (
            <Trans>Nenhuma alteração encontrada.</Trans>
          ) : (
            <Plural value={total} one="# alteração encontrada." other="# alterações encontradas." />
          )
        }
        spacing="gap-3"
        entry={(entry) => <AuditCard entry={entry} />}
      />
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
