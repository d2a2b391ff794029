import { Trans, useLingui } from "@lingui/react/macro";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { SeatsFree, Waiting } from "../../ui/offering-facts.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { MY_OFFERINGS_PATH, offeringList, type OfferingItem } from "./home-api.ts";
import { HomeCard, QueryBody } from "./home-card.tsx";
import { weekdayName } from "../../domain/weekdays.ts";

function Offering({ offering }: { offering: OfferingItem }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { code } = offering.subject;
  const name = offering.subject.name[locale];
  const { taken, capacity, waiting } = offering;
  const full = capacity > 0 && taken >= capacity;
  return (
    <li className="grid gap-1 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium break-words text-slate-900">
          {code} {name}
        </span>
        <span className="text-sm text-slate-600">
          {offering.slots
            .map((slot) => `${weekdayName(slot.weekday, locale, "short")} ${slot.start}–${slot.end} · ${slot.room}`)
            .join("; ")}
        </span>
      </p>
      <ProgressBar value={taken} max={capacity} label={t`Vagas ocupadas em ${code}`} tone={full ? "amber" : "blue"}>
        <SeatsFree free={Math.max(0, capacity - taken)} capacity={capacity} />
        {waiting > 0 ? (
          <>
            {" · "}
            <Waiting count={waiting} />
          </>
        ) : null}
      </ProgressBar>
    </li>
  );
}

/** The Docente's offerings of the current term (`GET /api/ofertas?mine=true`), each with its fill as a bar. */
export function MyOfferings({ className }: { className?: string }) {
  const query = useCachedQuery(`home:${MY_OFFERINGS_PATH}`, MY_OFFERINGS_PATH, offeringList);
  const term = query.status === "ok" ? query.data[0]?.term : undefined;
  return (
    <HomeCard
      id="home-offerings"
      className={className}
      title={term ? <Trans>Suas ofertas em {term}</Trans> : <Trans>Suas ofertas neste período</Trans>}
    >
      <QueryBody query={query} lines={3}>
        {(offerings) =>
          offerings.length === 0 ? (
            <p className="text-slate-700">
              <Trans>Você não tem ofertas neste período.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3" data-testid="home-offerings">
              {offerings.map((offering) => (
                <Offering key={offering.id} offering={offering} />
              ))}
            </ul>
          )
        }
      </QueryBody>
      <p className="mt-3">
        <AppLink to="/ofertagem" className="text-sm font-medium text-blue-800 underline underline-offset-2">
          <Trans>Ir para Ofertagem</Trans>
        </AppLink>
      </p>
    </HomeCard>
  );
}
