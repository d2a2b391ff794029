import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { govStudentsSchema, govTeachersSchema } from "../../domain/gov.ts";
import type { Programme } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { DEGREE_LABELS } from "../../ui/labels.ts";
import { GovResultLine, useGovQuery } from "./gov-search.tsx";

/**
 * The people of a programme, as the server's page shows them: a table with a caption and column
 * headers, scrolling inside its box on a narrow phone. Read through the offline cache, so a list
 * once seen opens without a network, with the mark.
 */
function listUrl(kind: "docentes" | "discentes", programme: Programme, q: string): string {
  const params = new URLSearchParams({ programme });
  if (q) params.set("q", q);
  return `/api/gov/${kind}?${params.toString()}`;
}

const None = () => <span aria-hidden="true">—</span>;
const HEAD = "px-3 py-2 font-semibold";
const CELL = "px-3 py-2 text-slate-700";

function TableBox({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable, so a keyboard scrolls a table wider than a phone.
    <div
      role="region"
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function GovTeachers({ programme, caption }: { programme: Programme; caption: string }) {
  const q = useGovQuery();
  const url = listUrl("docentes", programme, q);
  const query = useCachedQuery(`gov:${url}`, url, govTeachersSchema);
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <GovResultLine count={query.data.items.length} />
          {query.data.items.length > 0 ? (
            <TableBox caption={caption}>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className={HEAD}>
                    <Trans>Nome</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Currículo Lattes</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Área de pesquisa</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {query.data.items.map((teacher, i) => (
                  <tr key={`${teacher.name}-${i}`}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {teacher.name}
                    </th>
                    <td className="px-3 py-2">
                      {teacher.lattes && /^https?:\/\//i.test(teacher.lattes) ? (
                        <a
                          href={teacher.lattes}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-medium text-blue-800 underline"
                        >
                          <Trans>Currículo Lattes</Trans>
                          <span className="sr-only"> ({teacher.name})</span>
                        </a>
                      ) : (
                        <None />
                      )}
                    </td>
                    <td className={CELL}>{teacher.researchArea ?? <None />}</td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export function GovStudents({ programme, caption }: { programme: Programme; caption: string }) {
  const { i18n } = useLingui();
  const q = useGovQuery();
  const url = listUrl("discentes", programme, q);
  const query = useCachedQuery(`gov:${url}`, url, govStudentsSchema);
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <GovResultLine count={query.data.items.length} />
          {query.data.items.length > 0 ? (
            <TableBox caption={caption}>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className={HEAD}>
                    <Trans>Nome</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Grau</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Orientador(a)</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Ingresso</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {query.data.items.map((student, i) => (
                  <tr key={`${student.name}-${i}`}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {student.name}
                    </th>
                    <td className={CELL}>{student.degree ? i18n._(DEGREE_LABELS[student.degree]) : <None />}</td>
                    <td className={CELL}>{student.advisor ?? <None />}</td>
                    <td className={`${CELL} tabular-nums`}>{student.entryTerm ?? <None />}</td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          ) : null}
        </>
      ) : null}
    </>
  );
}
