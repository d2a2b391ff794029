import { useLingui } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import type { Application } from "../../domain/inscricoes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { APPLICANT_FIELD_LABELS, APPLICANT_FIELDS } from "./applicant-fields.ts";

/** The applicant's data, read-only. */
export function ApplicantData({ application }: { application: Application }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      {APPLICANT_FIELDS.map((field) => {
        const value = application[field];
        return (
          <div key={field} className="contents">
            <dt className="font-medium text-slate-700">{i18n._(APPLICANT_FIELD_LABELS[field])}</dt>
            <dd className="text-slate-900 wrap-anywhere">
              {field === "birthDate" && value ? formatDay(value, locale) : value || "—"}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
