import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { formatDateTime } from "../domain/dates.ts";
import type { Locale } from "../domain/locale.ts";
import { useLocale } from "../lib/use-locale.ts";

/** Beside data read from the device: "Offline — atualizado em 12/03/26 14:05" (PRODUCT §5). */
export function OfflineMark({ savedAt }: { savedAt: number }) {
  return <OfflineMarkView savedAt={savedAt} locale={useLocale()} />;
}

/** The mark itself, in a given language (also rendered outside the router: the first paint). */
export function OfflineMarkView({ savedAt, locale }: { savedAt: number; locale: Locale }) {
  const date = new Date(savedAt);
  const when = formatDateTime(date, locale);
  return (
    <p
      role="status"
      data-offline-part="mark"
      className="mb-4 inline-flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-950"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <Trans>
          Offline — atualizado em <time dateTime={date.toISOString()}>{when}</time>
        </Trans>
      </span>
    </p>
  );
}
