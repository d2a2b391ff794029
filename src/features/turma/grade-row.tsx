import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { ClassListEntry } from "../../domain/offerings.ts";
import type { GradeDraft } from "./grade-drafts.ts";
import type { SheetRowState } from "./use-grade-sheet.ts";

/**
 * One student's row of the grade sheet: the name as the row's header (with idcbpf, studies and
 * enrolment status), then concept and attendance — controls while the row may be graded (each
 * labelled with the column and the student's name, its problem under it and tied to it), the
 * stored values as text once final — and the row's state: draft, saved, not saved, final.
 */
export type ConceptOption = { value: string; text: string; disabled?: boolean };

export function GradeRow({
  entry,
  details,
  row,
  state,
  closedReason,
  options,
  onChange,
}: {
  entry: ClassListEntry;
  /** Studies, enrolment status, waitlist position: one line under the name. */
  details: string;
  /** The row's place among the editable rows (`data-row`), or null when it cannot be edited. */
  row: number | null;
  state: SheetRowState;
  /** Why this row is closed to the caller (a final grade), or null. */
  closedReason: string | null;
  options: readonly ConceptOption[];
  onChange: (part: Partial<GradeDraft>) => void;
}) {
  const { t } = useLingui();
  const name = entry.name;
  const ids = {
    row: `nota-${entry.codigo}-linha`,
    concept: `nota-${entry.codigo}-c`,
    attendance: `nota-${entry.codigo}-f`,
  };
  const { errors } = state;
  const describedBy = (field: "concept" | "attendance") =>
    [errors[field] ? ids[field] : null, errors.idcbpf ? ids.row : null].filter(Boolean).join(" ") || undefined;
  const invalid = (field: "concept" | "attendance") => (errors[field] || errors.idcbpf ? true : undefined);
  const failed = Object.keys(errors).length > 0;
  const cell = "px-3 py-2 align-top";
  const control =
    "min-h-11 rounded-md border bg-white px-2 py-2 text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";
  // The name's cell stays in view while the row scrolls sideways on a phone: it needs its own opaque background.
  const tone = failed ? "bg-red-50" : state.dirty ? "bg-amber-50" : "bg-white";

  return (
    <tr className={tone}>
      <th scope="row" className={`${cell} ${tone} sticky left-0 z-10 min-w-36 text-left font-normal`}>
        <span className="block font-medium break-words text-slate-900">{name}</span>
        <span className="block font-mono text-sm text-slate-600">{entry.idcbpf}</span>
        <span className="block text-sm text-slate-600">{details}</span>
        {errors.idcbpf ? (
          <span id={ids.row} className="mt-1 block text-sm font-medium text-red-800">
            {errors.idcbpf}
          </span>
        ) : null}
      </th>
      {entry.status !== "deferida" ? (
        <td colSpan={3} className={`${cell} text-sm text-slate-600`}>
          <Trans>Nota só para matrícula deferida.</Trans>
        </td>
      ) : row === null ? (
        <>
          <td className={cell}>{state.stored.concept || "—"}</td>
          <td className={`${cell} tabular-nums`}>{state.stored.attendance || "—"}</td>
          <td className={`${cell} text-sm text-slate-700`}>{closedReason}</td>
        </>
      ) : (
        <>
          <td className={cell}>
            <select
              data-row={row}
              data-col={0}
              value={state.draft.concept}
              onChange={(event) => onChange({ concept: event.target.value })}
              aria-label={t`Conceito de ${name}`}
              aria-invalid={invalid("concept")}
              aria-describedby={describedBy("concept")}
              className={`${control} w-32 border-slate-400 sm:w-44`}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.text}
                </option>
              ))}
            </select>
            {errors.concept ? (
              <span id={ids.concept} className="mt-1 block max-w-48 text-sm font-medium text-red-800">
                {errors.concept}
              </span>
            ) : null}
          </td>
          <td className={cell}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              data-row={row}
              data-col={1}
              value={state.draft.attendance}
              onChange={(event) => onChange({ attendance: event.target.value })}
              aria-label={t`Frequência (%) de ${name}`}
              aria-invalid={invalid("attendance")}
              aria-describedby={describedBy("attendance")}
              className={`${control} w-20 border-slate-400 tabular-nums`}
            />
            {errors.attendance ? (
              <span id={ids.attendance} className="mt-1 block max-w-40 text-sm font-medium text-red-800">
                {errors.attendance}
              </span>
            ) : null}
          </td>
          <td className={`${cell} text-sm`}>
            <RowStatus state={state} />
          </td>
        </>
      )}
    </tr>
  );
}

function RowStatus({ state }: { state: SheetRowState }) {
  if (Object.keys(state.errors).length > 0)
    return (
      <span className="font-medium text-red-800">
        <Trans>Não salva</Trans>
      </span>
    );
  if (state.dirty)
    return (
      <span className="text-amber-900">
        <Trans>Rascunho não salvo</Trans>
      </span>
    );
  if (state.stored.concept !== "")
    return (
      <span className="inline-flex items-center gap-1 text-green-800">
        <Check aria-hidden="true" className="size-4" />
        <Trans>Salva</Trans>
      </span>
    );
  return (
    <span className="text-slate-600">
      <Trans>Sem nota</Trans>
    </span>
  );
}
