import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import type { Call } from "../../domain/inscricoes.ts";
import { localizePath } from "../../domain/locale.ts";
import { buildPath } from "../../domain/routes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";

/**
 * What the applicant gets on creating an application (PRODUCT §1, §7): the code, large and
 * selectable, with a copy button; a receipt to print (the print stylesheet of
 * src/app/styles.css prints only `[data-print-receipt]`); the way on to upload the documents.
 * Focus moves to the code, so a screen reader reads it first.
 */
export function Receipt({
  codigo,
  call,
  name,
  createdAt,
  target = "_self",
}: {
  codigo: string;
  call: Pick<Call, "title">;
  name: string;
  createdAt: Date;
  /** `_blank` when embedded (/gov): the follow-up page opens outside the frame. */
  target?: "_self" | "_blank";
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const code = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const path = buildPath("inscricaoCodigo", { codigo });
  const url = `${location.origin}${localizePath(path, locale)}`;

  useEffect(() => {
    code.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codigo);
      setCopied("yes");
    } catch {
      // No clipboard permission (an embedding frame, an old browser): select it for the keyboard.
      const range = document.createRange();
      if (code.current) range.selectNodeContents(code.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied("no");
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div data-print-receipt className="flex flex-col gap-3 rounded-lg border-2 border-green-700 bg-white p-4">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          <Trans>Acadêmico — comprovante de inscrição</Trans>
        </p>
        <p className="text-slate-900">
          <Trans>Guarde este código: ele é a única forma de acompanhar e completar a inscrição.</Trans>
        </p>
        <p
          ref={code}
          tabIndex={-1}
          id="codigo-inscricao"
          aria-label={t`Código da inscrição: ${codigo}`}
          className="rounded-md bg-slate-100 p-3 font-mono text-xl font-bold break-all text-blue-950 select-all sm:text-2xl"
        >
          {codigo}
        </p>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-1 text-slate-900 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          <dt className="font-medium text-slate-700">
            <Trans>Chamada</Trans>
          </dt>
          <dd className="wrap-anywhere">{call.title[locale]}</dd>
          <dt className="font-medium text-slate-700">
            <Trans>Candidato(a)</Trans>
          </dt>
          <dd className="wrap-anywhere">{name}</dd>
          <dt className="font-medium text-slate-700">
            <Trans>Data</Trans>
          </dt>
          <dd>{formatDateTime(createdAt, locale)}</dd>
          <dt className="font-medium text-slate-700">
            <Trans>Acompanhamento</Trans>
          </dt>
          <dd className="font-mono text-sm break-all">{url}</dd>
        </dl>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          <Trans>Copiar código</Trans>
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          <Trans>Imprimir comprovante</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {copied === "yes" ? <Trans>Código copiado.</Trans> : null}
        {copied === "no" ? <Trans>Não foi possível copiar: o código está selecionado; copie com Ctrl+C.</Trans> : null}
      </p>
      <p>
        {target === "_blank" ? (
          <a href={url} target="_blank" rel="noopener" className="font-semibold text-blue-800 underline">
            <Trans>Continuar a inscrição: enviar os documentos</Trans>
          </a>
        ) : (
          <AppLink to={path} className="font-semibold text-blue-800 underline">
            <Trans>Continuar a inscrição: enviar os documentos</Trans>
          </AppLink>
        )}
      </p>
    </div>
  );
}
