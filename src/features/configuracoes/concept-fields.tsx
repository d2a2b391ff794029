import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { Button } from "../../ui/button.tsx";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { TextField } from "../../ui/text-field.tsx";

/** A concept as edited: the texts of its inputs, and a key that survives renaming and reordering. */
export type ConceptDraft = {
  key: number;
  concept: string;
  labelPt: string;
  labelEn: string;
  weight: string;
  passes: boolean;
  givesCredit: boolean;
  countsInCr: boolean;
};

/**
 * One row of the concept table as a card of fields (a phone reads it top to bottom; wider
 * screens put the fields side by side), with its buttons to move it and to remove it.
 */
export function ConceptFields({
  draft,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  draft: ConceptDraft;
  index: number;
  count: number;
  /** Errors of the whole form, by path (`concepts.2.weight`). */
  errors: FieldErrors;
  onChange: (next: ConceptDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = draft.concept.trim() || t`novo`;
  const error = (field: string) => errors[`concepts.${index}.${field}`];
  const set = <K extends keyof ConceptDraft>(field: K, value: ConceptDraft[K]) =>
    onChange({ ...draft, [field]: value });
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-blue-950">
        <Trans>
          Conceito {index + 1}: {name}
        </Trans>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[6rem_7rem_1fr_1fr]">
        <TextField
          label={<Trans>Conceito</Trans>}
          value={draft.concept}
          onChange={(event) => set("concept", event.target.value.toUpperCase())}
          error={error("concept")}
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          data-concept-code=""
        />
        <TextField
          label={<Trans>Peso</Trans>}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.01}
          value={draft.weight}
          onChange={(event) => set("weight", event.target.value)}
          error={error("weight")}
        />
        <TextField
          label={<Trans>Nome em português</Trans>}
          value={draft.labelPt}
          onChange={(event) => set("labelPt", event.target.value)}
          error={error("label.pt")}
          maxLength={60}
          lang="pt-BR"
          className="col-span-2 sm:col-span-1"
        />
        <TextField
          label={<Trans>Nome em inglês</Trans>}
          value={draft.labelEn}
          onChange={(event) => set("labelEn", event.target.value)}
          error={error("label.en")}
          maxLength={60}
          lang="en"
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-3">
        <CheckboxField
          label={<Trans>Aprova</Trans>}
          checked={draft.passes}
          onChange={(event) => set("passes", event.target.checked)}
        />
        <CheckboxField
          label={<Trans>Dá créditos</Trans>}
          checked={draft.givesCredit}
          onChange={(event) => set("givesCredit", event.target.checked)}
        />
        <CheckboxField
          label={<Trans>Conta no CR</Trans>}
          checked={draft.countsInCr}
          onChange={(event) => set("countsInCr", event.target.checked)}
        />
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
          <Trans>
            Subir<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
          <Trans>
            Descer<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" disabled={count === 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>
            Remover<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      </div>
    </fieldset>
  );
}
