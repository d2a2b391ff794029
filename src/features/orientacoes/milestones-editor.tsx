import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { MAX_MILESTONES, MILESTONE_KINDS, type MilestoneKind, type MilestoneResult } from "../../domain/guidance.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { MILESTONE_KIND_LABELS, MILESTONE_PENDING, MILESTONE_RESULT_LABELS } from "./milestone-labels.ts";

/** A milestone as the form holds it: the result "" while it has none. */
export type MilestoneDraft = { key: number; kind: MilestoneKind; date: string; result: MilestoneResult | "" };

let nextKey = 1;
export const newMilestoneDraft = (kind: MilestoneKind = "qualificacao"): MilestoneDraft => ({
  key: nextKey++,
  kind,
  date: "",
  result: "",
});

/** Rows of kind, date and result, each removable; "Adicionar marco" below (at most MAX_MILESTONES). */
export function MilestonesEditor({
  rows,
  onChange,
  errors,
}: {
  rows: readonly MilestoneDraft[];
  onChange: (rows: MilestoneDraft[]) => void;
  errors: FieldErrors;
}) {
  const { t, i18n } = useLingui();
  const kinds = MILESTONE_KINDS.map((kind) => [kind, i18n._(MILESTONE_KIND_LABELS[kind])] as const);
  const results = [
    ["", i18n._(MILESTONE_PENDING)],
    ["aprovado", i18n._(MILESTONE_RESULT_LABELS.aprovado)],
    ["reprovado", i18n._(MILESTONE_RESULT_LABELS.reprovado)],
  ] as const;
  const update = (key: number, change: Partial<MilestoneDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-slate-900">
        <Trans>Marcos</Trans>
      </legend>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nenhum marco. Adicione a qualificação e a defesa quando tiverem data.</Trans>
        </p>
      ) : null}
      {rows.map((row, index) => {
        const position = index + 1;
        return (
          <div
            key={row.key}
            role="group"
            aria-label={t`Marco ${position}`}
            className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          >
            <SelectField
              label={<Trans>Tipo</Trans>}
              options={kinds}
              value={row.kind}
              onChange={(event) => update(row.key, { kind: event.target.value as MilestoneKind })}
              error={errors[`milestones.${index}.kind`]}
            />
            <TextField
              label={<Trans>Data</Trans>}
              type="date"
              value={row.date}
              onChange={(event) => update(row.key, { date: event.target.value })}
              error={errors[`milestones.${index}.date`]}
            />
            <SelectField
              label={<Trans>Resultado</Trans>}
              options={results}
              value={row.result}
              onChange={(event) => update(row.key, { result: event.target.value as MilestoneDraft["result"] })}
              error={errors[`milestones.${index}.result`]}
            />
            <Button
              variant="secondary"
              aria-label={t`Remover marco ${position}`}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:sr-only">
                <Trans>Remover</Trans>
              </span>
            </Button>
          </div>
        );
      })}
      {errors.milestones ? <p className="text-sm font-medium text-red-700">{errors.milestones}</p> : null}
      <div>
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_MILESTONES}
          onClick={() => onChange([...rows, newMilestoneDraft(rows.length === 0 ? "qualificacao" : "defesa")])}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar marco</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
