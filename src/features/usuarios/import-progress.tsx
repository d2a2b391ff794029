import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ImportPhase, ImportProgress } from "../../domain/user-import.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";

/** While a check or an import runs: the file's upload, then the server's reading, checking and writing. */
export type Upload = { sent: number; total: number };

export function ImportProgressView({ upload, progress }: { upload: Upload | null; progress: ImportProgress | null }) {
  const { t, i18n } = useLingui();
  const phaseLabel: Record<ImportPhase, string> = {
    parse: t`Lendo o arquivo`,
    check: t`Verificando as linhas`,
    write: t`Gravando`,
  };
  const number = (value: number) => i18n.number(value);
  const uploaded = upload && upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : null;
  return (
    <div className="mt-4 flex flex-col gap-3" aria-live="polite">
      <div>
        <p className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Envio do arquivo</Trans>
        </p>
        <ProgressBar value={uploaded} max={100} label={t`Envio do arquivo`}>
          {uploaded === null ? null : `${uploaded} %`}
        </ProgressBar>
      </div>
      {progress ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-900">{phaseLabel[progress.phase]}</p>
          <ProgressBar value={progress.done} max={progress.total} label={phaseLabel[progress.phase]}>
            <LinesDone done={number(progress.done)} total={progress.total} />
          </ProgressBar>
        </div>
      ) : null}
    </div>
  );
}

/** "120 de 10.000 linhas" (the total's noun agreeing with it: "1 de 1 linha"). */
function LinesDone({ done, total }: { done: string; total: number }) {
  return <Plural value={total} one={`${done} de # linha`} other={`${done} de # linhas`} />;
}
