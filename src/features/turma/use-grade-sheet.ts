import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { judgeGradeValues, type GradeField, type GradeProblem, type GradeSheetRow } from "../../domain/grade-sheet.ts";
import type { ClassListEntry } from "../../domain/offerings.ts";
import { say } from "../../domain/refusal.ts";
import { asApiError } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { clearGradeDraft, readGradeDraft, writeGradeDraft, type GradeDraft } from "./grade-drafts.ts";
import { saveGradeSheet } from "./turma-api.ts";

/**
 * The grade sheet's state: each row's draft (every keystroke kept on the device, grade-drafts.ts),
 * what is stored, what changed, each row's problems on its fields, and "Salvar tudo": the changed
 * rows judged here with the server's own rules (src/domain/grade-sheet.ts, the same words), the
 * good ones sent in one request (`PUT /api/ofertas/{id}/notas`), the answer's problems put back on
 * their rows and the saved rows' drafts dropped. `summary` says what happened (read out by the page).
 */
export type RowErrors = Partial<Record<GradeField, string>>;
export type SheetRowState = { draft: GradeDraft; stored: GradeDraft; dirty: boolean; errors: RowErrors };
export type SheetSummary = { tone: "success" | "error" | "info"; text: string };

const storedOf = (entry: ClassListEntry): GradeDraft => ({
  concept: entry.grade?.concept ?? "",
  attendance: entry.grade ? String(entry.grade.attendance) : "",
});
const same = (a: GradeDraft, b: GradeDraft) => a.concept === b.concept && a.attendance.trim() === b.attendance.trim();

/**
 * The class list with the rows refused at the last save that the list, read again, no longer has
 * (a student dropped meanwhile): kept where they were, so their problem stays in place.
 */
function withRefused(entries: readonly ClassListEntry[], refused: readonly Kept[]): ClassListEntry[] {
  const rows = [...entries];
  for (const { entry, after } of refused) {
    if (rows.some((row) => row.idcbpf === entry.idcbpf)) continue;
    const previous = after === null ? -1 : rows.findIndex((row) => row.idcbpf === after);
    rows.splice(after !== null && previous < 0 ? rows.length : previous + 1, 0, entry);
  }
  return rows;
}
type Kept = { entry: ClassListEntry; after: string | null };

export function useGradeSheet({
  offeringId,
  entries: listed,
  editable,
  table,
  office,
  onSaved,
}: {
  offeringId: number;
  /** The class list's accepted students (the rows with a grade). */
  entries: readonly ClassListEntry[];
  editable: (entry: ClassListEntry) => boolean;
  /** The concept table's keys (the judge refuses `T` from a teacher itself). */
  table: readonly string[];
  office: boolean;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const owner = useSession().user?.idcbpf ?? "";
  // Typed in this visit; the rest of the drafts are read from the device as each row shows.
  const [drafts, setDrafts] = useState<Record<string, GradeDraft>>({});
  // What this page saved, over what the class list said then: shown until the list, read again, says otherwise.
  const [justSaved, setJustSaved] = useState<Record<string, { value: GradeDraft; over: GradeDraft }>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [refused, setRefused] = useState<readonly Kept[]>([]);
  const entries = withRefused(listed, refused);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<SheetSummary | null>(null);

  const rowState = (entry: ClassListEntry): SheetRowState => {
    const listed = storedOf(entry);
    const mine = justSaved[entry.idcbpf];
    const stored = mine && same(mine.over, listed) ? mine.value : listed;
    const draft = drafts[entry.idcbpf] ?? readGradeDraft(owner, offeringId, entry.idcbpf) ?? stored;
    return { draft, stored, dirty: editable(entry) && !same(draft, stored), errors: errors[entry.idcbpf] ?? {} };
  };
  const changed = entries.filter((entry) => rowState(entry).dirty);

  function change(idcbpf: string, part: Partial<GradeDraft>) {
    const entry = entries.find((candidate) => candidate.idcbpf === idcbpf);
    if (!entry) return;
    const next = { ...rowState(entry).draft, ...part };
    setDrafts((all) => ({ ...all, [idcbpf]: next }));
    writeGradeDraft(owner, offeringId, idcbpf, next);
    // A field typed again is no longer the one refused; the rest of the row's problems stay.
    setErrors((all) => ({
      ...all,
      [idcbpf]: Object.fromEntries(Object.entries(all[idcbpf] ?? {}).filter(([field]) => !(field in part))),
    }));
  }

  /** The saved rows' drafts go: what is stored is what they said (`values`, until the list is read again). */
  function forget(saved: readonly string[], values: Record<string, GradeDraft> = {}) {
    for (const idcbpf of saved) clearGradeDraft(owner, offeringId, idcbpf);
    setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([idcbpf]) => !saved.includes(idcbpf))));
    const over = (idcbpf: string) => {
      const entry = entries.find((candidate) => candidate.idcbpf === idcbpf);
      return entry ? storedOf(entry) : { concept: "", attendance: "" };
    };
    setJustSaved((all) => ({
      ...all,
      ...Object.fromEntries(Object.entries(values).map(([idcbpf, value]) => [idcbpf, { value, over: over(idcbpf) }])),
    }));
  }

  async function saveAll() {
    if (busy) return;
    if (changed.length === 0) return setSummary({ tone: "info", text: t`Nada a salvar: nenhuma nota mudou.` });
    const found: Record<string, RowErrors> = {};
    const note = (idcbpf: string, field: string, message: string) => {
      const key: GradeField = field === "concept" || field === "attendance" ? field : "idcbpf";
      found[idcbpf] = { ...found[idcbpf], [key]: found[idcbpf]?.[key] ?? message };
    };
    const rows: GradeSheetRow[] = [];
    for (const entry of changed) {
      const judged = judgeGradeValues(rowState(entry).draft, table, office);
      if (judged.input === null)
        judged.problems.forEach((problem: GradeProblem) =>
          note(entry.idcbpf, problem.field, say(problem.text, locale)),
        );
      else rows.push({ idcbpf: entry.idcbpf, ...judged.input });
    }
    setBusy(true);
    setSummary(null);
    let saved: string[] = [];
    try {
      if (rows.length > 0) {
        const answer = await saveGradeSheet(offeringId, rows);
        saved = answer.saved;
        for (const error of answer.errors) note(error.idcbpf ?? "", error.field, error.message);
      }
    } catch (failure) {
      const refusal = asApiError(failure);
      setErrors(found);
      setBusy(false);
      return setSummary({
        tone: "error",
        text: refusal.network
          ? t`Não foi possível confirmar o salvamento: verifique a conexão e salve de novo (salvar outra vez não duplica nada). O que você digitou continua guardado.`
          : errorText(refusal),
      });
    }
    const values = Object.fromEntries(
      rows
        .filter((row) => saved.includes(row.idcbpf))
        .map((row) => [row.idcbpf, { concept: row.concept, attendance: String(row.attendance) }]),
    );
    forget(saved, values);
    setErrors(found);
    setRefused(
      entries
        .map((entry, index) => ({ entry, after: entries[index - 1]?.idcbpf ?? null }))
        .filter(({ entry }) => found[entry.idcbpf] !== undefined),
    );
    setBusy(false);
    setSummary(sheetSummary(saved.length, found));
    if (saved.length > 0) onSaved();
  }

  function sheetSummary(savedCount: number, found: Record<string, RowErrors>): SheetSummary {
    const refused = Object.entries(found).map(([idcbpf, fields]) => {
      const name = entries.find((entry) => entry.idcbpf === idcbpf)?.name ?? idcbpf;
      return `${name} — ${Object.values(fields).join(" ")}`;
    });
    const saved = plural(savedCount, { 0: "Nenhuma nota salva.", one: "# nota salva.", other: "# notas salvas." });
    if (refused.length === 0) return { tone: "success", text: saved };
    const list = refused.join(" ");
    const notSaved = plural(refused.length, { one: "# linha não foi salva", other: "# linhas não foram salvas" });
    return { tone: "error", text: t`${saved} ${notSaved}: ${list}` };
  }

  return { rows: entries, rowState, change, saveAll, forget, changed: changed.length, busy, summary };
}
