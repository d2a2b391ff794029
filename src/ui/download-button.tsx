import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { ApiRequestError } from "../lib/api.ts";
import type { DownloadProgress } from "../lib/download.ts";
import { asApiError } from "../lib/form-errors.ts";
import { useOnline } from "../lib/online.ts";
import { useLocale } from "../lib/use-locale.ts";
import { Button } from "./button.tsx";
import { errorText } from "./error-text.ts";
import { useToast } from "./toast-store.ts";

/** "1,2 MB" / "340 kB": how much has come, in the UI's numbers. */
function amount(bytes: number, locale: "pt" | "en"): string {
  const tag = locale === "pt" ? "pt-BR" : "en-US";
  if (bytes >= 1_000_000)
    return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} kB`;
}

/**
 * A button that downloads a file the server makes: while it comes, the button is busy and says how
 * much has arrived (a percentage when the size is known); a failure is said in a toast with the
 * server's words, and the button is there to press again. Offline it is disabled, saying why. The
 * download itself is the caller's (`download`, through src/lib/download.ts): this only shows it.
 */
export function DownloadButton({
  download,
  children,
  label,
}: {
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<void>;
  children: ReactNode;
  /** The accessible name when the visible text needs more (it starts with the visible text: "Lista (CSV) de FIS-501"). */
  label?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const statusId = useId();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const press = async () => {
    setProgress({ received: 0, total: null });
    try {
      await download(setProgress);
    } catch (caught) {
      const error: ApiRequestError = asApiError(caught);
      toast.add({ severity: "error", summary: t`O download falhou`, detail: errorText(error), life: 8000 });
    } finally {
      setProgress(null);
    }
  };

  const received = progress ? amount(progress.received, locale) : "";
  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, Math.floor((progress.received / progress.total) * 100))
      : null;
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        className="text-sm"
        busy={progress !== null}
        disabled={!online}
        aria-label={label}
        aria-describedby={statusId}
        onClick={() => void press()}
      >
        <Download aria-hidden="true" className="size-4 shrink-0" />
        {children}
      </Button>
      <span id={statusId} aria-live="polite" className="text-xs text-slate-700">
        {progress === null ? (
          online ? null : (
            <Trans>Sem conexão: o download precisa do servidor.</Trans>
          )
        ) : percent !== null ? (
          <Trans>Baixando… {percent}%</Trans>
        ) : (
          <Trans>Baixando… {received}</Trans>
        )}
      </span>
    </span>
  );
}
