import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { offeringSchema } from "../../domain/offerings.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termSchema } from "../../domain/terms.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { SelectField } from "../../ui/select-field.tsx";

const TERMS_PATH = "/api/periodos?pageSize=100";
const termPage = pageAnswer(termSchema);
const offeringPage = pageAnswer(offeringSchema);
const termOfferingsPath = (term: string) => `/api/ofertas?${new URLSearchParams({ term, pageSize: "100" }).toString()}`;

/**
 * For the office's teaching declaration: a term (the current one or an earlier one: the
 * declaration states what was taught, never what will be), then one of the offerings of that
 * term the teacher teaches or taught (responsible or co-teacher), from the term's offerings.
 */
export function TeacherOfferingPicker({
  teacher,
  value,
  onChange,
}: {
  teacher: string;
  value: number | null;
  onChange: (offering: number | null) => void;
}) {
  const terms = useCachedQuery(`usuarios:${TERMS_PATH}`, TERMS_PATH, termPage);
  const items = terms.status === "ok" ? terms.data.items : [];
  const current = items.find((term) => term.current);
  const taught = items
    .filter((term) => current && term.code <= current.code)
    .sort((a, b) => b.code.localeCompare(a.code));
  const [chosen, setChosen] = useState<string | null>(null);
  const term = chosen ?? taught[0]?.code ?? null;
  if (terms.status !== "ok") return <CachedQueryStatus query={terms} />;
  if (!term)
    return (
      <p className="text-slate-700">
        <Trans>Não há período atual definido.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SelectField
        label={<Trans>Período</Trans>}
        value={term}
        onChange={(event) => {
          setChosen(event.target.value);
          onChange(null);
        }}
        options={taught.map((one) => [one.code, one.code] as const)}
      />
      <TermOfferingSelect key={term} term={term} teacher={teacher} value={value} onChange={onChange} />
    </div>
  );
}

function TermOfferingSelect({
  term,
  teacher,
  value,
  onChange,
}: {
  term: string;
  teacher: string;
  value: number | null;
  onChange: (offering: number | null) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const path = termOfferingsPath(term);
  const query = useCachedQuery(`usuarios:${path}`, path, offeringPage);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const mine = query.data.items.filter((offering) => offering.teachers.some((one) => one.idcbpf === teacher));
  if (mine.length === 0)
    return (
      <p className="self-end pb-2 text-slate-700">
        <Trans>Nenhuma oferta desta pessoa em {term}.</Trans>
      </p>
    );
  return (
    <SelectField
      label={<Trans>Oferta</Trans>}
      className="min-w-0 flex-1"
      value={value === null ? "" : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      options={[
        ["", t`Escolha a oferta`] as const,
        ...mine.map(
          (offering) => [String(offering.id), `${offering.subject.code} ${offering.subject.name[locale]}`] as const,
        ),
      ]}
    />
  );
}
