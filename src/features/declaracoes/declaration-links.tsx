import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Download, ShieldCheck } from "lucide-react";
import { declarationPdfPath, verificationPath } from "../../domain/declaracoes.ts";
import type { Locale } from "../../domain/locale.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { useToast } from "../../ui/toast-store.ts";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-blue-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700";
const DISABLED =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-500";

/** Copies the verification URL; where the clipboard is refused, the toast shows the URL to copy by hand. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What one can do with an issued declaration: download its PDF (in the UI language, or the
 * other one), copy its verification URL, open its verification page. Downloading needs the
 * server: offline the links are replaced by plain text and the reason (given once, by the caller).
 */
export function DeclarationLinks({ codigo, url, label }: { codigo: string; url: string; label: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const other: Locale = locale === "pt" ? "en" : "pt";
  const otherPdf = other === "en" ? t`PDF em inglês` : t`PDF em português`;
  const copy = async () => {
    const copied = await copyText(url);
    toast.add(
      copied
        ? { severity: "success", summary: t`Link de verificação copiado.`, life: 4000 }
        : { severity: "info", summary: t`Copie o link de verificação:`, detail: url },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {online ? (
        <>
          <a className={LINK} href={declarationPdfPath(codigo, locale)} download aria-label={t`Baixar PDF: ${label}`}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Baixar PDF</Trans>
          </a>
          <a
            className={LINK}
            href={declarationPdfPath(codigo, other)}
            download
            hrefLang={other}
            aria-label={t`Baixar ${otherPdf}: ${label}`}
          >
            <Download aria-hidden="true" className="size-4" />
            {otherPdf}
          </a>
        </>
      ) : (
        <span className={DISABLED}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>PDF indisponível sem conexão</Trans>
        </span>
      )}
      <button
        type="button"
        className={LINK}
        onClick={() => void copy()}
        aria-label={t`Copiar link de verificação: ${label}`}
      >
        <Copy aria-hidden="true" className="size-4" />
        <Trans>Copiar link</Trans>
      </button>
      <AppLink className={LINK} to={verificationPath(codigo)} aria-label={t`Página de verificação: ${label}`}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        <Trans>Verificação</Trans>
      </AppLink>
    </div>
  );
}
