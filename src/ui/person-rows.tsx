import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldErrors } from "../lib/form-errors.ts";
import { Button } from "./button.tsx";
import { PersonCombobox, type PersonOption } from "./person-combobox.tsx";

/** One row of a list of people being chosen; its `key` keeps the rows apart while they change. */
export type PersonRow = { key: number; person: PersonOption | null };

let nextKey = 1;
export const newPersonRow = (person: PersonOption | null = null): PersonRow => ({ key: nextKey++, person });

/** The idcbpfs chosen in the rows, in their order. */
export const chosenIn = (rows: readonly PersonRow[]): string[] =>
  rows.flatMap((row) => (row.person ? [row.person.idcbpf] : []));

/** `text` at each row where no one was chosen yet (`field.index`), before anything is sent. */
export function unchosenRows(rows: readonly PersonRow[], field: string, text: string): FieldErrors {
  return Object.fromEntries(rows.flatMap((row, index) => (row.person ? [] : [[`${field}.${index}`, text]])));
}

/**
 * A list of people chosen one per row by search — an offering's co-teachers, a guidance's
 * co-advisors: each row a combobox with a remove button, and an add button up to `max`. The words
 * are the caller's; errors are read as `field.index` for a row and `field` for the whole list.
 */
export function PersonRows({
  field,
  legend,
  rowLabel,
  removeLabel,
  addLabel,
  rows,
  onChange,
  search,
  exclude,
  max,
  errors,
  disabled = false,
}: {
  field: string;
  legend: ReactNode;
  /** The label of the row at `position` (1, 2…). */
  rowLabel: (position: number) => ReactNode;
  removeLabel: (position: number) => string;
  addLabel: ReactNode;
  rows: readonly PersonRow[];
  onChange: (rows: PersonRow[]) => void;
  search: (q: string, signal: AbortSignal) => Promise<PersonOption[]>;
  /** idcbpfs already chosen elsewhere in the form, not offered again. */
  exclude: readonly string[];
  max: number;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-end gap-2">
          <div className="flex-1">
            <PersonCombobox
              label={rowLabel(index + 1)}
              search={search}
              value={row.person}
              disabled={disabled}
              onChange={(person) => onChange(rows.map((other) => (other.key === row.key ? { ...row, person } : other)))}
              error={errors[`${field}.${index}`]}
              exclude={exclude}
            />
          </div>
          <Button
            variant="secondary"
            aria-label={removeLabel(index + 1)}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {errors[field] ? (
        <p role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
          {errors[field]}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" disabled={rows.length >= max} onClick={() => onChange([...rows, newPersonRow()])}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
