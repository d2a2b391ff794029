import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ChangeEvent } from "react";
import { CSV_MAX_BYTES, type ImportProgress } from "../../domain/user-import.ts";
import type { ImportReport } from "../../domain/user-input.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { ImportFormat } from "./import-format.tsx";
import { ImportProgressView, type Upload } from "./import-progress.tsx";
import { ImportReportView } from "./import-report.tsx";
import { sendImport } from "./import-request.ts";

/**
 * The office's CSV import on `/usuarios`: the dialog that import-users.tsx's button opens, where a
 * file is chosen, checked (a dry run: counts and every bad line) and then imported — with errors,
 * only the valid lines and only when the office ticks that. It stays mounted once opened, so
 * closing and reopening it, or a dropped connection, keeps the last report on screen.
 */
type Running = { action: "check" | "import"; upload: Upload; progress: ImportProgress | null };
type Result = { report: ImportReport; file: File; serial: number };

export function ImportUsersDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported?: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const reasonId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const tooLarge = file !== null && file.size > CSV_MAX_BYTES;
  const checked = result !== null && result.report.dryRun && result.file === file ? result.report : null;
  const hasErrors = (checked?.errors.length ?? 0) > 0;
  const changes = checked ? checked.created + checked.updated : 0;
  const canImport = checked !== null && changes > 0 && (!hasErrors || skipInvalid);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.currentTarget.files?.[0] ?? null);
    setResult(null); // a report of another file would mislead
    setFailure(null);
  }

  async function run(action: Running["action"]) {
    if (!file || running) return;
    setFailure(null);
    setRunning({ action, upload: { sent: 0, total: file.size }, progress: null });
    const update = (change: Partial<Running>) => setRunning((now) => (now ? { ...now, ...change } : now));
    try {
      const report = await sendImport(
        { file, dryRun: action === "check", skipInvalid },
        {
          onUpload: (sent, total) => update({ upload: { sent, total } }),
          onProgress: (progress) => update({ progress }),
        },
      );
      setResult((last) => ({ report, file, serial: (last?.serial ?? 0) + 1 }));
      if (action === "import") announce(report);
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : new ApiRequestError({ statusCode: 0, message: "" });
      setFailure(
        action === "import" && apiError.network
          ? t`A conexão caiu durante a importação. Ela pode ter sido concluída: verifique o arquivo de novo (importar o mesmo arquivo outra vez não duplica nada).`
          : errorText(apiError),
      );
    } finally {
      setRunning(null);
    }
  }

  function announce(report: ImportReport) {
    const { created, updated, unchanged } = report;
    if (report.written) {
      toast.add({
        severity: "success",
        summary: t`Importação concluída`,
        detail: t`Criados: ${created} · atualizados: ${updated} · sem alteração: ${unchanged}.`,
        life: 8000,
      });
      onImported?.();
    } else if (report.errors.length > 0) {
      toast.add({ severity: "warn", summary: t`Nada foi gravado: o arquivo tem erros.`, life: 8000 });
    } else
      toast.add({ severity: "info", summary: t`Nada a alterar: os usuários do arquivo já estão assim.`, life: 8000 });
  }

  const why = !online
    ? t`Sem conexão: verificar e importar precisam da internet.`
    : file === null
      ? t`Escolha um arquivo.`
      : tooLarge
        ? null
        : checked === null
          ? t`Verifique o arquivo antes de importar.`
          : changes === 0
            ? t`Nada a importar neste arquivo.`
            : hasErrors && !skipInvalid
              ? t`Há linhas com erro: corrija o arquivo e verifique de novo, ou marque “Importar apenas as linhas válidas”.`
              : null;

  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Importar usuários de um CSV</Trans>} wide>
      <ImportFormat />
      <TextField
        type="file"
        accept=".csv,text/csv"
        label={<Trans>Arquivo CSV</Trans>}
        onChange={choose}
        disabled={running !== null}
        error={tooLarge ? t`O arquivo passa de 10 MiB.` : undefined}
      />
      {hasErrors ? (
        <CheckboxField
          className="mt-2"
          label={<Trans>Importar apenas as linhas válidas</Trans>}
          hint={<Trans>As linhas com erro ficam de fora; corrija-as num próximo arquivo.</Trans>}
          checked={skipInvalid}
          onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
        />
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          busy={running?.action === "check"}
          disabled={!online || file === null || tooLarge || running !== null}
          aria-describedby={why && !online ? reasonId : undefined}
          onClick={() => void run("check")}
        >
          <Trans context="importação de CSV">Verificar</Trans>
        </Button>
        <Button
          busy={running?.action === "import"}
          disabled={!online || !canImport || running !== null}
          aria-describedby={why ? reasonId : undefined}
          onClick={() => void run("import")}
        >
          <Trans>Importar</Trans>
        </Button>
      </div>
      {why ? (
        <p id={reasonId} className={`mt-2 text-sm sm:text-right ${online ? "text-slate-700" : "text-amber-900"}`}>
          {why}
        </p>
      ) : null}
      {running ? <ImportProgressView upload={running.upload} progress={running.progress} /> : null}
      {failure ? (
        <div className="mt-4">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      {result ? <ImportReportView key={result.serial} report={result.report} /> : null}
    </Dialog>
  );
}
