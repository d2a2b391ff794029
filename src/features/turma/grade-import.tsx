import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { GRADE_CSV_HEADER_LINE, GRADE_CSV_MAX_BYTES, type GradeImportReport } from "../../domain/grade-sheet.ts";
import { asApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { ImportProblems } from "../../ui/import-problems.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { importGrades } from "./turma-api.ts";

/**
 * A class's grades from a CSV file, in a dialog (as the office's users' import): choose the file,
 * "Verificar" (a dry run: what would be saved, every problem by line and field), then "Importar"
 * writes the good lines. The report stays on screen; the sheet behind is read again.
 */
type Result = { report: GradeImportReport; file: File };

export function GradeImport({
  offeringId,
  code,
  disabledReason,
  onImported,
  onWritten,
}: {
  offeringId: number;
  code: string;
  /** Why importing is not possible now (offline), or null. */
  disabledReason: string | null;
  /** The students whose grades the file saved (their drafts on this device are dropped). */
  onImported: (saved: string[]) => void;
  onWritten: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState<"check" | "import" | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLarge = file !== null && file.size > GRADE_CSV_MAX_BYTES;
  const checked = result?.report.dryRun && result.file === file ? result.report : null;
  const canImport = checked !== null && checked.saved.length > 0;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.currentTarget.files?.[0] ?? null);
    setResult(null);
    setFailure(null);
  }

  async function run(action: "check" | "import") {
    if (!file || running) return;
    setRunning(action);
    setFailure(null);
    try {
      const report = await importGrades(offeringId, file, action === "check");
      setResult({ report, file });
      if (!report.dryRun && report.saved.length > 0) {
        onImported(report.saved);
        onWritten();
        const detail = plural(report.saved.length, { one: "# nota salva.", other: "# notas salvas." });
        toast.add({ severity: "success", summary: t`Notas importadas`, detail, life: 6000 });
      }
    } catch (error) {
      setFailure(errorText(asApiError(error)));
    } finally {
      setRunning(null);
    }
  }

  const why =
    disabledReason ??
    (file === null
      ? t`Escolha um arquivo.`
      : tooLarge
        ? null
        : checked === null
          ? t`Verifique o arquivo antes de importar.`
          : !canImport
            ? t`Nenhuma linha do arquivo pode ser salva.`
            : null);
  const report = result?.report;
  const bad = report ? new Set(report.errors.map((error) => error.line ?? error.idcbpf)).size : 0;

  return (
    <>
      <Button variant="secondary" disabled={disabledReason !== null} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        <Trans>Importar CSV</Trans>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={<Trans>Importar notas de {code}</Trans>} wide>
        <details className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">
            <Trans>Formato do arquivo</Trans>
          </summary>
          <p className="mt-2">
            <Trans>
              Um arquivo CSV (UTF-8 ou Windows-1252, como o Excel salva), separado por vírgula ou ponto e vírgula, de
              até 1 MiB. A primeira linha é o cabeçalho, com estas colunas em qualquer ordem:
            </Trans>
          </p>
          <pre className="mt-1 overflow-x-auto rounded bg-white p-2 font-mono text-xs">{GRADE_CSV_HEADER_LINE}</pre>
          <p className="mt-2">
            <Trans>
              Uma linha por discente com matrícula deferida: o conceito da tabela (o T, aproveitamento, é da secretaria)
              e a frequência em porcentagem inteira (85 ou 85%). As linhas boas são salvas; as outras aparecem no
              relatório.
            </Trans>
          </p>
        </details>
        <TextField
          type="file"
          accept=".csv,text/csv"
          label={<Trans>Arquivo CSV</Trans>}
          onChange={choose}
          disabled={running !== null}
          error={tooLarge ? t`O arquivo passa de 1 MiB.` : undefined}
        />
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            busy={running === "check"}
            disabled={disabledReason !== null || file === null || tooLarge || running !== null}
            onClick={() => void run("check")}
          >
            <Trans context="importação de CSV">Verificar</Trans>
          </Button>
          <Button
            busy={running === "import"}
            disabled={disabledReason !== null || !canImport || running !== null}
            aria-describedby={why ? `${offeringId}-import-why` : undefined}
            onClick={() => void run("import")}
          >
            <Trans>Importar</Trans>
          </Button>
        </div>
        {why ? (
          <p id={`${offeringId}-import-why`} className="mt-2 text-sm text-slate-700 sm:text-right">
            {why}
          </p>
        ) : null}
        {failure ? (
          <div className="mt-4">
            <Notice tone="error">{failure}</Notice>
          </div>
        ) : null}
        {report ? (
          <section
            aria-label={report.dryRun ? t`Resultado da verificação` : t`Resultado da importação`}
            className="mt-4"
          >
            <dl className="grid grid-cols-2 gap-2">
              <div className="rounded-md border border-slate-200 bg-slate-50 p-2">
                <dt className="text-sm text-slate-700">{report.dryRun ? t`A salvar` : t`Salvas`}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                  {i18n.number(report.saved.length)}
                </dd>
              </div>
              <div className="rounded-md border border-slate-200 bg-slate-50 p-2">
                <dt className="text-sm text-slate-700">{t`Linhas com erro`}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">{i18n.number(bad)}</dd>
              </div>
            </dl>
            <ImportProblems key={`${String(report.dryRun)}:${report.errors.length}`} problems={report.errors} />
          </section>
        ) : null}
      </Dialog>
    </>
  );
}
