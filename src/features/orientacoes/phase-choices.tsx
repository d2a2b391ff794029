import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { StudentPhase } from "../../domain/phases.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The phases a prorrogação extends: a group of checkboxes (one per phase not yet completed, with
 * its due date), the group's error beside it and tied to each box for screen readers.
 */
export function PhaseChoices({
  phases,
  chosen,
  error,
  onChange,
}: {
  phases: readonly StudentPhase[];
  chosen: readonly string[];
  error: string | undefined;
  onChange: (codes: string[]) => void;
}) {
  const locale = useLocale();
  const id = useId();
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosen, code] : chosen.filter((other) => other !== code));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-slate-900">
        <Trans>Fases a prorrogar</Trans>
      </legend>
      {phases.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nenhuma fase em aberto.</Trans>
        </p>
      ) : null}
      {phases.map((phase) => (
        <label key={phase.code} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="phases"
            value={phase.code}
            checked={chosen.includes(phase.code)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => toggle(phase.code, event.target.checked)}
            className="size-5 shrink-0 accent-blue-800"
          />
          <span>
            {phase.name[locale]}
            {phase.dueDate ? (
              <span className="text-sm text-slate-600">
                {" "}
                <Trans>(prazo {formatDay(phase.dueDate, locale)})</Trans>
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
