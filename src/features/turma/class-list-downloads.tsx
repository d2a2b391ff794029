import { Trans, useLingui } from "@lingui/react/macro";
import type { Offering } from "../../domain/offerings.ts";
import { downloadFile } from "../../lib/download.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DownloadButton } from "../../ui/download-button.tsx";
import { attendanceSheetPath, classListCsvPath } from "./turma-api.ts";

/**
 * The class list's toolbar: the list as a spreadsheet (CSV) and the attendance sheet to print
 * (PDF, in the UI language), for the offering's teachers and the office.
 */
export function ClassListDownloads({ offering }: { offering: Offering }) {
  const { t } = useLingui();
  const locale = useLocale();
  const code = offering.subject.code;
  const stem = `${code}-${offering.term}`;
  return (
    <div role="group" aria-label={t`Baixar listas de ${code}`} className="mb-3 flex flex-wrap items-start gap-2">
      <DownloadButton
        label={t`Lista (CSV) de ${code}`}
        download={(onProgress) => downloadFile(classListCsvPath(offering.id), `turma-${stem}.csv`, onProgress)}
      >
        <Trans>Lista (CSV)</Trans>
      </DownloadButton>
      <DownloadButton
        label={t`Lista de presença (PDF) de ${code}`}
        download={(onProgress) =>
          downloadFile(attendanceSheetPath(offering.id, locale), `lista-presenca-${stem}.pdf`, onProgress)
        }
      >
        <Trans>Lista de presença (PDF)</Trans>
      </DownloadButton>
    </div>
  );
}
