import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { settingsPatchSchema, settingsSchema, type Concept } from "../../domain/settings.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { ConceptFields, type ConceptDraft } from "./concept-fields.tsx";
import { useSettings } from "./use-settings.ts";

let nextKey = 1;
const toDraft = (concept: Concept): ConceptDraft => ({
  key: nextKey++,
  concept: concept.concept,
  labelPt: concept.label.pt,
  labelEn: concept.label.en,
  weight: String(concept.weight),
  passes: concept.passes,
  givesCredit: concept.givesCredit,
  countsInCr: concept.countsInCr,
});
const fromDraft = (draft: ConceptDraft) => ({
  concept: draft.concept,
  label: { pt: draft.labelPt, en: draft.labelEn },
  weight: draft.weight.trim() === "" ? Number.NaN : Number(draft.weight),
  passes: draft.passes,
  givesCredit: draft.givesCredit,
  countsInCr: draft.countsInCr,
});

/**
 * The concept table (PRODUCT §1): add, remove, reorder, and change each concept. Saved as a
 * whole (`PATCH /api/configuracoes {concepts}`); a concept already used by a grade or a credit
 * transfer cannot be removed (the server's `concept_in_use`, shown above the table), but its
 * names and attributes may change, since the CR is computed from the current table.
 */
export function ConceitosSection() {
  const [query, reload] = useSettings();
  return (
    <>
      <p className="mb-4 max-w-prose text-slate-700">
        <Trans>
          A ordem aqui é a ordem em que os conceitos aparecem. Um conceito já usado em notas ou aproveitamentos não pode
          ser removido, mas seus nomes e atributos podem mudar: o CR é sempre calculado com a tabela atual.
        </Trans>
      </p>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <ConceptTable key={JSON.stringify(query.data.concepts)} concepts={query.data.concepts} onSaved={reload} />
      ) : null}
    </>
  );
}

function ConceptTable({ concepts, onSaved }: { concepts: readonly Concept[]; onSaved: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [drafts, setDrafts] = useState(() => concepts.map(toDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // A new concept's code field gets the focus, so typing starts there.
  useEffect(() => {
    if (added !== null)
      list.current?.querySelector<HTMLInputElement>(`[data-key="${added}"] [data-concept-code]`)?.focus();
  }, [added]);

  function move(index: number, by: -1 | 1) {
    const next = [...drafts];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    setDrafts(next);
    setErrors({});
    setAnnouncement(t`${item.concept || t`novo`} agora é o ${index + by + 1}º.`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const body = { concepts: drafts.map(fromDraft) };
    const parsed = settingsPatchSchema.safeParse(body);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error.issues, locale, body);
      setErrors(found);
      if (found.concepts) setRefusal(found.concepts);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiFetch("/api/configuracoes", settingsSchema, { method: "PATCH", body: parsed.data });
      toast.add({ severity: "success", summary: t`Tabela de conceitos salva.`, life: 5000 });
      onSaved();
    } catch (error) {
      const failure = asApiError(error);
      setErrors(apiFieldErrors(failure, locale));
      if (failure.statusCode !== 400) setRefusal(errorText(failure));
      toast.add({
        severity: "error",
        summary: t`Não foi possível salvar os conceitos`,
        detail: errorText(failure),
        life: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {refusal ? (
        <Notice tone="error">
          <p className="font-medium">{refusal}</p>
          <p className="mt-1 text-sm">
            <Trans>Use “Descartar alterações” para voltar à tabela salva.</Trans>
          </p>
        </Notice>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div ref={list} className="flex flex-col gap-4">
        {drafts.map((draft, index) => (
          <div key={draft.key} data-key={draft.key}>
            <ConceptFields
              draft={draft}
              index={index}
              count={drafts.length}
              errors={errors}
              onChange={(next) => setDrafts(drafts.map((item) => (item.key === next.key ? next : item)))}
              onMove={(by) => move(index, by)}
              onRemove={() => {
                setDrafts(drafts.filter((item) => item.key !== draft.key));
                setErrors({});
                setAnnouncement(t`${draft.concept || t`novo`} removido (ainda não salvo).`);
              }}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => {
            const draft = toDraft({
              concept: "",
              label: { pt: "", en: "" },
              weight: 0,
              passes: false,
              givesCredit: false,
              countsInCr: true,
            });
            setDrafts([...drafts, draft]);
            setAdded(draft.key);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar conceito</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDrafts(concepts.map(toDraft));
            setErrors({});
            setRefusal(null);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Descartar alterações</Trans>
        </Button>
      </div>
      <SubmitRow busy={busy}>
        <Trans>Salvar tabela de conceitos</Trans>
      </SubmitRow>
    </form>
  );
}
