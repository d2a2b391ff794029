import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Save } from "lucide-react";
import { useId } from "react";
import { gradeConceptsFor } from "../../domain/grade-sheet.ts";
import type { ClassListEntry } from "../../domain/offerings.ts";
import type { Concept } from "../../domain/settings.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { GradeImport } from "./grade-import.tsx";
import { GradeRow, type ConceptOption } from "./grade-row.tsx";
import { useGradeSheet } from "./use-grade-sheet.ts";
import { sheetKeyHandler } from "./sheet-keys.ts";

/**
 * A class's grades as one sheet (PRODUCT §7 "Grades"): a real table — a row per student, its
 * name as the row's header, concept (the table's, without the transfer's `T` for a teacher) and
 * attendance — filled with the keyboard (sheet-keys.ts) and sent at once by "Salvar tudo"; the
 * answer's problems shown on their rows, and summed up in a status line read out by screen
 * readers. Drafts live on the device; saving needs the connection. On a phone the table scrolls
 * inside its own region, the names staying in view; the region's width is contained, so the
 * table's width never widens the card around it (a grid item's minimum is its content's).
 */
export function GradeSheet({
  offeringId,
  code,
  entries,
  concepts,
  office,
  closedReason,
  sheetClosed,
  details,
  onSaved,
}: {
  offeringId: number;
  code: string;
  entries: readonly ClassListEntry[];
  concepts: readonly Concept[];
  office: boolean;
  /** Why a row is closed to the caller (its grade final), or null while it may be graded. */
  closedReason: (entry: ClassListEntry) => string | null;
  /** The whole sheet is closed to the caller (a teacher after the grade deadline). */
  sheetClosed: boolean;
  details: (entry: ClassListEntry) => string;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const captionId = useId();
  const saveId = useId();
  const editable = (entry: ClassListEntry) => entry.status === "deferida" && closedReason(entry) === null;
  const sheet = useGradeSheet({
    offeringId,
    entries,
    editable,
    table: concepts.map((concept) => concept.concept),
    office,
    onSaved,
  });
  const onKeyDown = sheetKeyHandler(() => document.getElementById(saveId)?.focus());
  const offered: ConceptOption[] = [
    { value: "", text: "—" },
    ...gradeConceptsFor(concepts, office).map((c) => ({ value: c.concept, text: `${c.concept} — ${c.label[locale]}` })),
  ];
  /** A value stored that the caller may not choose (a transfer, a concept since removed) still shows. */
  const optionsFor = (value: string): ConceptOption[] =>
    value === "" || offered.some((option) => option.value === value)
      ? offered
      : [...offered, { value, text: value, disabled: true }];
  const editableRows = sheet.rows.filter(editable).map((entry) => entry.idcbpf);
  const offlineReason = online
    ? null
    : t`Sem conexão: lançar notas precisa da internet. O que você digitou fica guardado.`;
  const changed = sheet.changed;

  return (
    <>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-md border border-slate-200 [contain:inline-size]"
      >
        <table onKeyDown={onKeyDown} className="w-full border-collapse text-left">
          <caption id={captionId} className="px-3 py-2 text-left text-sm text-slate-700">
            <span className="block font-semibold text-slate-900">
              <Trans>Notas de {code}</Trans>
            </span>
            {sheetClosed || editableRows.length === 0 ? null : (
              <span className="block">
                <Trans>
                  Setas andam entre as células; Enter desce. O que você digita fica guardado neste aparelho até salvar.
                </Trans>
              </span>
            )}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2">
                <Trans>Discente</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Conceito</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Frequência (%)</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Estado</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {sheet.rows.map((entry) => {
              const state = sheet.rowState(entry);
              const index = editableRows.indexOf(entry.idcbpf);
              return (
                <GradeRow
                  key={entry.codigo}
                  entry={entry}
                  details={details(entry)}
                  row={index >= 0 ? index : null}
                  state={state}
                  closedReason={closedReason(entry)}
                  options={optionsFor(state.draft.concept)}
                  onChange={(part) => sheet.change(entry.idcbpf, part)}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      {sheetClosed || editableRows.length === 0 ? null : (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              id={saveId}
              busy={sheet.busy}
              disabled={offlineReason !== null}
              aria-describedby={`${saveId}-why`}
              onClick={() => void sheet.saveAll()}
            >
              <Save aria-hidden="true" className="size-4" />
              <Trans>Salvar tudo</Trans>
            </Button>
            <GradeImport
              offeringId={offeringId}
              code={code}
              disabledReason={offlineReason}
              onImported={sheet.forget}
              onWritten={onSaved}
            />
          </div>
          <p id={`${saveId}-why`} className="text-sm text-slate-700">
            {offlineReason ? (
              <span className="text-amber-900">{offlineReason}</span>
            ) : (
              <Plural
                value={changed}
                _0="Nenhuma alteração por salvar."
                one="# nota alterada, ainda não salva."
                other="# notas alteradas, ainda não salvas."
              />
            )}
          </p>
        </div>
      )}
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${sheet.summary?.tone === "error" ? "text-red-800" : sheet.summary?.tone === "success" ? "text-green-800" : "text-slate-800"}`}
      >
        {sheet.summary?.text}
      </p>
    </>
  );
}
