import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CSV_FILE_FIELD, CSV_HEADER_FIELD, CSV_WHOLE_LINE } from "../../domain/user-import.ts";
import type { ImportReport } from "../../domain/user-input.ts";
import { Pager } from "../../ui/pager.tsx";

/**
 * What a check or an import found: the counts, then every bad line by line, field and message
 * (the server's words, in the UI language) — a table from `sm` up, one card per problem on a
 * phone, paged here since a file may hold thousands of them.
 */
const PAGE = 50;

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const badLines = new Set(report.errors.map((error) => error.line)).size;
  const shown = report.errors.slice((page - 1) * PAGE, page * PAGE);
  const fieldName = (field: string) =>
    field === CSV_WHOLE_LINE
      ? t`linha inteira`
      : field === CSV_HEADER_FIELD
        ? t`cabeçalho`
        : field === CSV_FILE_FIELD
          ? t`arquivo`
          : field;
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
      {report.errors.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">
            <Plural value={report.errors.length} one="# problema encontrado" other="# problemas encontrados" />
          </h3>
          <ul className="flex flex-col gap-2 sm:hidden">
            {shown.map((error) => (
              <li key={`${error.line}:${error.field}`} className="rounded-md border border-red-200 bg-red-50 p-3">
                <p className="text-sm text-slate-700">
                  <Trans>
                    Linha {error.line} · {fieldName(error.field)}
                  </Trans>
                </p>
                <p className="text-slate-900">{error.message}</p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm sm:table">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Linha</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Campo</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Problema</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((error) => (
                <tr key={`${error.line}:${error.field}`} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2 tabular-nums">{error.line}</td>
                  <td className="px-3 py-2 font-mono break-all">{fieldName(error.field)}</td>
                  <td className="px-3 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={report.errors.length} pageSize={PAGE} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
