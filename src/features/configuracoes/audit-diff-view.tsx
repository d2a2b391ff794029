import { Trans, useLingui } from "@lingui/react/macro";
import { auditDiff, MASKED } from "../../domain/audit-diff.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { fieldLabel, fieldRank } from "./audit-labels.ts";
import { enrolmentStatusLabel } from "./audit-sentence.ts";

/**
 * What an audit entry changed, field by field: the field's name, the value before and after.
 * Personal data shows as "*** (não registrado)": the audit keeps no value of it (funding P2).
 * One row per field; on a phone each row stacks (name, then before, then after), wider screens
 * put them in three columns.
 */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const rows = auditDiff(before, after).sort((a, b) => fieldRank(a.field) - fieldRank(b.field));
  const show = (value: string | undefined, field: string) => {
    if (value === undefined || value === "") return "—";
    // Personal data: the entry says that it changed, never what it was or became.
    if (value === MASKED) return t`*** (não registrado)`;
    if (field === "status") return enrolmentStatusLabel(i18n, value);
    if (value === "true") return t`sim`;
    if (value === "false") return t`não`;
    return value;
  };
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nenhum campo alterado.</Trans>
      </p>
    );
  return (
    <div className="text-sm">
      <div
        aria-hidden="true"
        className="hidden border-b border-slate-200 pb-1 font-semibold text-slate-700 sm:grid sm:grid-cols-[12rem_1fr_1fr] sm:gap-3"
      >
        <span>
          <Trans>Campo</Trans>
        </span>
        <span>
          <Trans>Antes</Trans>
        </span>
        <span>
          <Trans>Depois</Trans>
        </span>
      </div>
      <dl>
        {rows.map((row) => (
          <div
            key={row.field}
            className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr_1fr] sm:gap-3"
          >
            <dt className="font-medium text-slate-900">{fieldLabel(i18n, locale, row.field)}</dt>
            <dd className="break-words text-slate-700">
              <span className="font-medium sm:sr-only">
                <Trans>Antes:</Trans>{" "}
              </span>
              {row.before === undefined ? "—" : <del className="decoration-red-700">{show(row.before, row.field)}</del>}
            </dd>
            <dd className="break-words text-slate-900">
              <span className="font-medium sm:sr-only">
                <Trans>Depois:</Trans>{" "}
              </span>
              {row.after === undefined ? "—" : <ins className="no-underline">{show(row.after, row.field)}</ins>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
