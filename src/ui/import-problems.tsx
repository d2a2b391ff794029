import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CSV_FILE_FIELD, CSV_HEADER_FIELD, CSV_WHOLE_LINE } from "../domain/user-import.ts";
import { Pager } from "./pager.tsx";

/**
 * The problems a CSV import found, by the file's line, the field (a column's name as the header
 * has it, or the whole line, the header, the file) and what is wrong, in the server's words — a
 * table from `sm` up, one card per problem on a phone, paged since a file may hold thousands.
 * Shown by the users' import and the grades' import, each under its own counts.
 */
export type ImportProblem = { line?: number | undefined; field: string; message: string };

const PAGE = 50;

export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  if (problems.length === 0) return null;
  const shown = problems.slice((page - 1) * PAGE, page * PAGE);
  const fieldName = (field: string) =>
    field === CSV_WHOLE_LINE
      ? t`linha inteira`
      : field === CSV_HEADER_FIELD
        ? t`cabeçalho`
        : field === CSV_FILE_FIELD
          ? t`arquivo`
          : field;
  const key = (problem: ImportProblem, index: number) => `${problem.line ?? ""}:${problem.field}:${index}`;
  return (
    <>
      <h3 className="mt-4 mb-2 font-semibold text-slate-900">
        <Plural value={problems.length} one="# problema encontrado" other="# problemas encontrados" />
      </h3>
      <ul className="flex flex-col gap-2 sm:hidden">
        {shown.map((problem, index) => (
          <li key={key(problem, index)} className="rounded-md border border-red-200 bg-red-50 p-3">
            <p className="text-sm text-slate-700">
              <Trans>
                Linha {problem.line ?? "—"} · {fieldName(problem.field)}
              </Trans>
            </p>
            <p className="text-slate-900">{problem.message}</p>
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
          {shown.map((problem, index) => (
            <tr key={key(problem, index)} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 tabular-nums">{problem.line ?? "—"}</td>
              <td className="px-3 py-2 font-mono break-all">{fieldName(problem.field)}</td>
              <td className="px-3 py-2">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={problems.length} pageSize={PAGE} onPage={setPage} />
    </>
  );
}
