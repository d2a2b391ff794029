import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CapesIssue, CapesReport, IssueCode, Severity } from "../../domain/capes.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CATEGORY_LABELS, ISSUE_LABELS, SITUATION_LABELS } from "./capes-labels.ts";

/** Items shown per code; the rest are in the pack's validacao.csv. */
const SHOWN = 50;

/**
 * The CAPES report of a year (funding spec §2): the counts, then the issues grouped by severity
 * and, inside, by code with its count — each naming the person and the column, linking to the
 * person's data to fix it.
 */
export function CapesReportView({ report }: { report: CapesReport }) {
  const { i18n, t } = useLingui();
  const { summary } = report;
  return (
    <div className="flex flex-col gap-6">
      <p
        role="status"
        className={`rounded-md border p-4 font-medium ${report.ready ? "border-green-300 bg-green-50 text-green-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
      >
        {report.ready ? (
          <Trans>Pronto para a Coleta: nenhuma pendência bloqueante.</Trans>
        ) : (
          <Plural
            value={report.blocking}
            one="# pendência bloqueante a corrigir."
            other="# pendências bloqueantes a corrigir."
          />
        )}{" "}
        <Plural value={report.warnings} one="# aviso." other="# avisos." />
      </p>
      <section aria-labelledby="capes-contagens">
        <h3 id="capes-contagens" className="mb-2 text-lg font-semibold text-blue-950">
          <Trans>Contagens de {report.year}</Trans>
        </h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {(Object.keys(SITUATION_LABELS) as (keyof typeof SITUATION_LABELS)[]).map((key) => (
            <Count key={key} label={i18n._(SITUATION_LABELS[key])} value={summary.students[key]} />
          ))}
          {(Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]).map((key) => (
            <Count key={key} label={i18n._(CATEGORY_LABELS[key])} value={summary.teachers[key]} />
          ))}
          <Count label={t`Disciplinas ofertadas`} value={summary.offerings} />
          <Count label={t`Defesas`} value={summary.defences} />
          {summary.scholarshipMonths.map((s) => (
            <Count key={s.sponsor} label={t`Meses de bolsa: ${s.sponsor}`} value={s.months} />
          ))}
        </dl>
      </section>
      <IssueGroup severity="bloqueante" issues={report.issues} />
      <IssueGroup severity="aviso" issues={report.issues} />
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function IssueGroup({ severity, issues }: { severity: Severity; issues: readonly CapesIssue[] }) {
  const mine = issues.filter((i) => i.severity === severity);
  const byCode = new Map<IssueCode, CapesIssue[]>();
  for (const issue of mine) byCode.set(issue.code, [...(byCode.get(issue.code) ?? []), issue]);
  const id = `capes-${severity}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-lg font-semibold text-blue-950">
        {severity === "bloqueante" ? (
          <Plural value={mine.length} one="Bloqueante (#)" other="Bloqueantes (#)" />
        ) : (
          <Plural value={mine.length} one="Aviso (#)" other="Avisos (#)" />
        )}
      </h3>
      {mine.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhum.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {[...byCode].map(([code, list]) => (
            <CodeGroup key={code} code={code} issues={list} />
          ))}
        </div>
      )}
    </section>
  );
}

function CodeGroup({ code, issues }: { code: IssueCode; issues: readonly CapesIssue[] }) {
  const { i18n } = useLingui();
  const rest = issues.length - SHOWN;
  return (
    <details className="rounded-md border border-slate-200 bg-white px-4 py-2" open={issues.length <= 5}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
        {i18n._(ISSUE_LABELS[code])} <span className="tabular-nums text-slate-700">({issues.length})</span>
      </summary>
      <ul className="flex flex-col gap-1 pb-2">
        {issues.slice(0, SHOWN).map((issue, index) => (
          <li key={`${issue.person?.idcbpf ?? "-"}-${issue.field}-${index}`} className="break-words text-slate-800">
            {issue.person ? (
              <AppLink to={`/usuarios/${issue.person.idcbpf}#dados-pessoais`} className="text-blue-900 underline">
                {issue.message}
              </AppLink>
            ) : (
              issue.message
            )}
          </li>
        ))}
        {rest > 0 ? (
          <li className="text-slate-700">
            <Plural
              value={rest}
              one="E mais # (veja validacao.csv no pacote)."
              other="E mais # (veja validacao.csv no pacote)."
            />
          </li>
        ) : null}
      </ul>
    </details>
  );
}
