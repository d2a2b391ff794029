import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Download, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import type { ApplicationDocument, CallDocument } from "../../domain/inscricoes.ts";
import { LOCALE_TAG } from "../../domain/locale.ts";
import { asApiError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { documentProblem, formatSize } from "./document-check.ts";
import { deleteDocument, documentUrl, uploadDocument } from "./inscricao-api.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { useToast } from "../../ui/toast-store.ts";

type State =
  { kind: "idle" } | { kind: "sending"; percent: number | null; name: string } | { kind: "error"; text: string };

/**
 * One required document: its state (sent, with name, size and download; or not yet), and while
 * the application is editable a file picker that sends at once, with a real percentage (announced
 * to screen readers), the checks that can be made before sending (PDF, ≤ 10 MB) and the server's
 * refusal (413, 415) beside it; replace by choosing another file, or delete.
 */
export function DocumentUpload({
  codigo,
  required,
  sent,
  editable,
  onChanged,
}: {
  codigo: string;
  required: CallDocument;
  sent: ApplicationDocument | undefined;
  editable: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [announce, setAnnounce] = useState("");
  const inputId = useId();
  const errorId = useId();
  const label = required.label[locale];

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = documentProblem(file);
    if (problem) {
      const text = {
        not_pdf: t`${file.name} não é um PDF. Escolha um arquivo PDF.`,
        too_large: t`${file.name} tem ${formatSize(file.size, LOCALE_TAG[locale])}: o limite é 10 MB.`,
        empty: t`${file.name} está vazio.`,
      }[problem];
      setState({ kind: "error", text });
      setAnnounce(text);
      return;
    }
    setState({ kind: "sending", percent: 0, name: file.name });
    setAnnounce(t`Enviando ${file.name}…`);
    let lastTenth = 0;
    try {
      await uploadDocument(codigo, required.key, file, (percent) => {
        setState({ kind: "sending", percent, name: file.name });
        // Announce every 10 % rather than every event, so a screen reader is not flooded.
        if (percent !== null && Math.floor(percent / 10) > lastTenth) {
          lastTenth = Math.floor(percent / 10);
          setAnnounce(t`${label}: ${percent}% enviado`);
        }
      });
      setState({ kind: "idle" });
      setAnnounce(t`${label}: ${file.name} enviado.`);
      toast.add({ severity: "success", summary: t`${label}: documento enviado.`, life: 5000 });
      onChanged();
    } catch (error) {
      const text = errorText(asApiError(error));
      setState({ kind: "error", text });
      setAnnounce(text);
    }
  }

  async function remove() {
    try {
      await deleteDocument(codigo, required.key);
      toast.add({ severity: "success", summary: t`${label}: documento removido.`, life: 5000 });
      setState({ kind: "idle" });
      onChanged();
    } catch (error) {
      toast.add({
        severity: "error",
        summary: t`Não foi possível remover o documento`,
        detail: errorText(asApiError(error)),
        life: 8000,
      });
    }
  }

  const sending = state.kind === "sending";
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <span className="font-medium text-slate-900">{label}</span>
        {sent ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            <Trans>Enviado</Trans>
          </span>
        ) : (
          <span className="text-sm font-medium text-amber-900">
            <Trans>Falta enviar</Trans>
          </span>
        )}
      </div>
      {sent ? (
        <a
          href={documentUrl(codigo, required.key)}
          download={sent.name}
          className="inline-flex min-h-11 items-center gap-2 break-all text-blue-800 underline"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {sent.name} ({formatSize(sent.size, LOCALE_TAG[locale])})
        </a>
      ) : null}
      {sending ? (
        <ProgressBar value={state.percent} max={100} label={t`Envio de ${label}`}>
          {state.percent === null ? t`Enviando…` : `${state.percent}%`}
        </ProgressBar>
      ) : null}
      {state.kind === "error" ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {state.text}
        </p>
      ) : null}
      {editable ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={inputId} className="sr-only">
            {sent ? t`Substituir ${label} (PDF, até 10 MB)` : t`Enviar ${label} (PDF, até 10 MB)`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            disabled={sending || !online}
            aria-describedby={state.kind === "error" ? errorId : undefined}
            onChange={(event) => void choose(event)}
            className="block w-full min-w-0 text-sm text-slate-700 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-medium file:text-blue-900 hover:file:bg-slate-50 disabled:opacity-60 sm:w-auto"
          />
          {sent ? (
            <Button variant="secondary" disabled={sending || !online} onClick={() => void remove()}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Remover</Trans>
            </Button>
          ) : null}
          <span className="text-sm text-slate-600">
            <Trans>PDF, até 10 MB.</Trans>
          </span>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </li>
  );
}
