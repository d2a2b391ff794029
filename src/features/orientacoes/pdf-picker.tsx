import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { REQUEST_ATTACHMENT_MAX_BYTES } from "../../domain/requerimentos.ts";
import { pdfProblem } from "./request-pdf.ts";

export type PdfSending = { percent: number | null } | null;

/**
 * The optional PDF of a request (or a thesis's final version: `maxBytes`, `hint`): a file picker
 * checked before sending (PDF, ≤ 10 MB: said beside it), the percentage while it goes
 * (announced), and the server's refusal (413, 415) beside it.
 */
export function PdfPicker({
  file,
  error,
  sending,
  onChoose,
  label,
  hint,
  maxBytes = REQUEST_ATTACHMENT_MAX_BYTES,
}: {
  label?: ReactNode;
  hint?: ReactNode;
  maxBytes?: number;
  file: File | null;
  error: string | undefined;
  sending: PdfSending;
  onChoose: (file: File | null, problem: string | null) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return onChoose(null, null);
    const problem = pdfProblem(chosen, maxBytes);
    const max = maxBytes / (1024 * 1024);
    const size = new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-US", { maximumFractionDigits: 1 }).format(
      chosen.size / (1024 * 1024),
    );
    const text = problem
      ? {
          not_pdf: t`${chosen.name} não é um PDF. Escolha um arquivo PDF.`,
          too_large: t`${chosen.name} tem ${size} MB: o limite é ${max} MB.`,
          empty: t`${chosen.name} está vazio.`,
        }[problem]
      : null;
    if (problem && input.current) input.current.value = "";
    onChoose(chosen, text);
  }

  function clear() {
    if (input.current) input.current.value = "";
    onChoose(null, null);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label ?? <Trans>Anexo (opcional)</Trans>}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint ?? <Trans>Um PDF de até 10 MB, por exemplo um atestado ou a carta do orientador.</Trans>}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={input}
          id={id}
          type="file"
          name="attachment"
          accept="application/pdf,.pdf"
          disabled={sending !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={choose}
          className="block w-full min-w-0 text-sm text-slate-700 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-medium file:text-blue-900 hover:file:bg-slate-50 sm:w-auto"
        />
        {file || error ? (
          <Button variant="secondary" disabled={sending !== null} onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            <Trans>Remover arquivo</Trans>
          </Button>
        ) : null}
      </div>
      {sending ? (
        <ProgressBar value={sending.percent} max={100} label={t`Envio do anexo`}>
          {sending.percent === null ? t`Enviando…` : `${sending.percent}%`}
        </ProgressBar>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {sending?.percent != null ? t`Anexo: ${Math.floor(sending.percent / 10) * 10}% enviado` : ""}
      </p>
    </div>
  );
}
