import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { MAX_DOCUMENTS, type CallDocument } from "../../domain/inscricoes.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";

/**
 * A call's required documents as an editable list (at most MAX_DOCUMENTS): each a key (its URL
 * segment, fixed once files exist — the server answers 409 `document_in_use`) and its name in
 * both languages. Errors come by path (`documents.1.key`).
 */
export function CallDocumentsEditor({
  documents,
  errors,
  onChange,
}: {
  documents: CallDocument[];
  errors: FieldErrors;
  onChange: (documents: CallDocument[]) => void;
}) {
  const { t } = useLingui();
  const setDoc = (index: number, change: (doc: CallDocument) => CallDocument) =>
    onChange(documents.map((doc, i) => (i === index ? change(doc) : doc)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-blue-950">
        <Trans>Documentos pedidos (PDF)</Trans>
      </legend>
      {errors.documents ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.documents}
        </p>
      ) : null}
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Nenhum documento pedido.</Trans>
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {documents.map((doc, index) => (
          <li
            key={index}
            className="grid gap-2 rounded-md bg-slate-50 p-2 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end"
          >
            <TextField
              name={`documents.${index}.key`}
              label={<Trans>Chave</Trans>}
              value={doc.key}
              onChange={(e) => setDoc(index, (d) => ({ ...d, key: e.target.value }))}
              error={errors[`documents.${index}.key`]}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              name={`documents.${index}.label.pt`}
              label={<Trans>Nome em português</Trans>}
              value={doc.label.pt}
              onChange={(e) => setDoc(index, (d) => ({ ...d, label: { ...d.label, pt: e.target.value } }))}
              error={errors[`documents.${index}.label.pt`]}
            />
            <TextField
              name={`documents.${index}.label.en`}
              label={<Trans>Nome em inglês</Trans>}
              value={doc.label.en}
              onChange={(e) => setDoc(index, (d) => ({ ...d, label: { ...d.label, en: e.target.value } }))}
              error={errors[`documents.${index}.label.en`]}
            />
            <Button
              variant="secondary"
              aria-label={t`Remover o documento ${index + 1}`}
              onClick={() => onChange(documents.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={documents.length >= MAX_DOCUMENTS}
          onClick={() => onChange([...documents, { key: "", label: { pt: "", en: "" } }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar documento</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
