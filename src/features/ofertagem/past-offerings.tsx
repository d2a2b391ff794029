import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { Term } from "../../domain/terms.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import type { DeclarationParts } from "../../ui/parts.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { myOfferingsPath, offeringPageAnswer } from "./ofertagem-api.ts";

/** The terms before the current one, newest first. */
export function pastTerms(terms: readonly Term[]): Term[] {
  const current = terms.find((term) => term.current);
  if (!current) return [];
  return terms.filter((term) => term.code < current.code).sort((a, b) => b.code.localeCompare(a.code));
}

/**
 * What the teacher taught in earlier terms, one term at a time, each with its teaching
 * declaration (`docencia`, "ministrou"): the page's cards cover only the current and next term.
 */
type Parts = Pick<DeclarationParts, "IssueDeclarationButton">;

export function PastOfferings({ terms, parts }: { terms: readonly Term[]; parts: Parts }) {
  const [chosen, setChosen] = useState(terms[0]?.code ?? "");
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="periodos-anteriores" className="mb-8">
      <h2 id="periodos-anteriores" className="text-xl font-semibold text-blue-950">
        <Trans>Períodos anteriores</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        <Trans>As disciplinas que você ministrou, para emitir a declaração de docência de cada uma.</Trans>
      </p>
      <SelectField
        label={<Trans>Período</Trans>}
        className="mb-3 max-w-xs"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={terms.map((term) => [term.code, term.code] as const)}
      />
      <TermTaught key={chosen} term={chosen} parts={parts} />
    </section>
  );
}

function TermTaught({ term, parts: { IssueDeclarationButton } }: { term: string; parts: Parts }) {
  const locale = useLocale();
  const path = myOfferingsPath(term);
  const query = useCachedQuery(`ofertagem:${path}`, path, offeringPageAnswer);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const items = query.data.items;
  return (
    <>
      <CachedQueryStatus query={query} />
      {items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Você não ministrou disciplinas em {term}.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((offering) => {
            const code = offering.subject.code;
            return (
              <li key={offering.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="mb-2 font-semibold break-words text-slate-900">
                  <span className="font-mono">{code}</span> {offering.subject.name[locale]}
                </h3>
                <IssueDeclarationButton variant="secondary" input={{ type: "docencia", offering: offering.id }}>
                  <Trans>Declaração de docência</Trans>
                  <span className="sr-only">{` — ${code} (${term})`}</span>
                </IssueDeclarationButton>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
