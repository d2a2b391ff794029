import { useLingui } from "@lingui/react/macro";
import type { ImportReport } from "../../domain/user-input.ts";
import { ImportProblems } from "../../ui/import-problems.tsx";

/**
 * What a check or an import found: the counts, then every bad line by line, field and message
 * (the server's words, in the UI language; src/ui/import-problems.tsx).
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, i18n } = useLingui();
  const badLines = new Set(report.errors.map((error) => error.line)).size;
  const counts = report.dryRun
    ? [
        { label: t`A criar`, value: report.created },
        { label: t`A atualizar`, value: report.updated },
        { label: t`Sem alteração`, value: report.unchanged },
        { label: t`Linhas com erro`, value: badLines },
      ]
    : [
        { label: t`Criados`, value: report.created },
        { label: t`Atualizados`, value: report.updated },
        { label: t`Sem alteração`, value: report.unchanged },
        { label: t`Linhas com erro`, value: badLines },
      ];
  return (
    <section aria-label={report.dryRun ? t`Resultado da verificação` : t`Resultado da importação`} className="mt-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-md border border-slate-200 bg-slate-50 p-2">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{i18n.number(value)}</dd>
          </div>
        ))}
      </dl>
      <ImportProblems problems={report.errors} />
    </section>
  );
}
