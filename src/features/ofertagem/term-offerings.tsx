import { Trans } from "@lingui/react/macro";
import type { Offering } from "../../domain/offerings.ts";
import type { Concept } from "../../domain/settings.ts";
import type { Term } from "../../domain/terms.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import type { OfertagemParts } from "./ofertagem-page.tsx";
import { OfferingCard } from "./offering-card.tsx";
import { myOfferingsPath, offeringPageAnswer } from "./ofertagem-api.ts";

/** The calling teacher's offerings of one term, as cards; opens offline once seen. */
export function TermOfferings({
  term,
  today,
  concepts,
  revision,
  onEdit,
  parts,
}: {
  term: Term;
  today: string;
  concepts: readonly Concept[];
  revision: number;
  onEdit: (offering: Offering, term: Term) => void;
  parts: OfertagemParts;
}) {
  const path = myOfferingsPath(term.code);
  const query = useCachedQuery(`ofertagem:${path}`, path, offeringPageAnswer, revision);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.data.items.length === 0 ? (
        <Notice>
          <p>
            <Trans>Nenhuma oferta sua neste período.</Trans>
          </p>
        </Notice>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {query.data.items.map((offering) => (
            <OfferingCard
              key={offering.id}
              offering={offering}
              gradeDeadline={term.gradeDeadline}
              today={today}
              concepts={concepts}
              declarable={term.current}
              onEdit={(chosen) => onEdit(chosen, term)}
              parts={parts}
            />
          ))}
        </ul>
      )}
    </>
  );
}
