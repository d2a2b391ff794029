import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { zoneName } from "../../domain/zone-name.ts";
import { auditQuerySchema, type AuditEntryView } from "../../domain/logs.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { auditPageAnswer } from "./answers.ts";
import { AuditDiffView } from "./audit-diff-view.tsx";
import { ENTITIES, entityLabel } from "./audit-labels.ts";
import { auditSentence } from "./audit-sentence.ts";
import type { SearchField } from "./log-search-form.tsx";
import { LogSection } from "./log-section.tsx";
import { useTimeZone } from "./use-settings.ts";

const NAMES = ["actor", "entity", "entityId", "from", "to"] as const;

/**
 * Who changed what, when, before and after, each entry as a sentence (audit-sentence.ts) at the
 * institution's time, naming its zone: searched by person, kind of change and days; newest first.
 */
export function AuditoriaSection() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const fields: SearchField[] = [
    { name: "actor", label: <Trans>Quem (idcbpf)</Trans> },
    {
      name: "entity",
      label: <Trans>Tipo de alteração</Trans>,
      options: [
        ["", i18n._(msg`Todas`)],
        ...Object.keys(ENTITIES)
          .map((entity) => [entity, entityLabel(i18n, entity)] as const)
          .sort((a, b) => a[1].localeCompare(b[1], locale)),
      ],
    },
    { name: "entityId", label: <Trans>Qual (código, idcbpf…)</Trans> },
    { name: "from", type: "date", label: <Trans>De</Trans> },
    { name: "to", type: "date", label: <Trans>Até</Trans> },
  ];
  return (
    <>
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
  const at = new Date(entry.at);
  return (
    <article className="rounded-md border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <header className="mb-2 flex flex-col gap-1">
        <h3 className="font-semibold break-words text-blue-950">{auditSentence(i18n, locale, entry)}</h3>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.at} className="tabular-nums">
            {formatDateTime(at, locale, timeZone)}{" "}
            <span className="whitespace-nowrap">({zoneName(at, locale, timeZone)})</span>
          </time>
          {entry.actor ? (
            <>
              {" · "}
              {entry.actor.name} <span className="font-mono">({entry.actor.idcbpf})</span>
            </>
          ) : null}
        </p>
      </header>
      <AuditDiffView before={entry.before} after={entry.after} />
    </article>
  );
}
