import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DEGREES, PROGRAMMES, type Degree, type Programme } from "../../domain/users.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { DEGREE_LABELS, PROGRAMME_LABELS } from "../../ui/labels.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { PhaseForm } from "./phase-form.tsx";
import { PHASES_PATH, phasePageSchema } from "./requerimentos-api.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";

/**
 * "Fases" (programme-year §2, rule 4): the phase table of one programme and degree (chosen in the
 * address), each phase editable in place, and a form to add one. Phases are never deleted.
 */
export function FasesSection() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const addId = useId();
  const [params, setParams] = useSearchParams();
  const programme: Programme = PROGRAMMES.find((p) => p === params.get("programa")) ?? "academico";
  const degree: Degree = DEGREES.find((d) => d === params.get("nivel")) ?? "mestrado";
  const [query, reload] = useReloadableQuery("configuracoes:fases", PHASES_PATH, phasePageSchema);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const phases =
    query.status === "ok" ? query.data.items.filter((p) => p.programme === programme && p.degree === degree) : [];
  const setParam = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <SelectField
          name="programa"
          value={programme}
          onChange={(event) => setParam("programa", event.target.value)}
          label={<Trans>Programa</Trans>}
          options={PROGRAMMES.map((p) => [p, i18n._(PROGRAMME_LABELS[p])] as const)}
        />
        <SelectField
          name="nivel"
          value={degree}
          onChange={(event) => setParam("nivel", event.target.value)}
          label={<Trans>Nível</Trans>}
          options={DEGREES.map((d) => [d, i18n._(DEGREE_LABELS[d])] as const)}
        />
      </div>
      <CachedQueryStatus query={query} />
      <ul className="flex flex-col gap-3">
        {phases.map((phase) => {
          const formId = `fase-${phase.id}`;
          const open = editing === phase.id;
          return (
            <li key={phase.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0">
                  <span className="font-medium text-slate-900">{phase.name[locale]}</span>{" "}
                  <span className="text-sm text-slate-600">
                    {phase.code} · {t`${phase.months} meses`}
                    {phase.active ? null : ` · ${t`inativa`}`}
                  </span>
                </p>
                <DisclosureButton open={open} controls={formId} onToggle={() => setEditing(open ? null : phase.id)}>
                  <Trans>Editar</Trans>
                </DisclosureButton>
              </div>
              <div id={formId} hidden={!open} className="mt-3">
                {open ? (
                  <PhaseForm
                    phase={phase}
                    programme={programme}
                    degree={degree}
                    onSaved={() => {
                      setEditing(null);
                      reload();
                    }}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <DisclosureButton open={adding} controls={addId} onToggle={() => setAdding((open) => !open)}>
          <Trans>Nova fase</Trans>
        </DisclosureButton>
        <div id={addId} hidden={!adding} className="mt-3 rounded-lg border border-slate-200 bg-white p-4">
          {adding ? (
            <PhaseForm
              key={`${programme}-${degree}`}
              programme={programme}
              degree={degree}
              onSaved={() => {
                setAdding(false);
                reload();
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
