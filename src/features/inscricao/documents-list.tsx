import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import type { Application } from "../../domain/inscricoes.ts";
import { LOCALE_TAG } from "../../domain/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { formatSize } from "./document-check.ts";
import { documentUrl } from "./inscricao-api.ts";

/** The call's documents with what was sent for each, as download links (the office's view). */
export function DocumentsList({ application }: { application: Application }) {
  const { t } = useLingui();
  const locale = useLocale();
  const sent = new Map(application.documents.map((doc) => [doc.key, doc]));
  return (
    <ul className="flex flex-col gap-2">
      {application.call.documents.map((required) => {
        const file = sent.get(required.key);
        return (
          <li
            key={required.key}
            className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-medium text-slate-900">{required.label[locale]}</span>
            {file ? (
              <a
                href={documentUrl(application.codigo, required.key)}
                download={file.name}
                aria-label={t`Baixar ${required.label[locale]}: ${file.name}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-blue-800 underline"
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                {file.name} ({formatSize(file.size, LOCALE_TAG[locale])})
              </a>
            ) : (
              <span className="text-slate-700">
                <Trans>Não enviado</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
