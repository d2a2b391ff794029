import { Trans } from "@lingui/react/macro";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { guidancePage, MY_GUIDANCES_PATH } from "./home-api.ts";
import { HomeCard, QueryBody } from "./home-card.tsx";

/** The Discente's advisor and co-advisors (its own guidance, `GET /api/orientacoes`), with their e-mail. */
export function AdvisorCard() {
  const query = useCachedQuery(`home:${MY_GUIDANCES_PATH}`, MY_GUIDANCES_PATH, guidancePage);
  return (
    <HomeCard id="home-advisor" title={<Trans>Orientação</Trans>}>
      <QueryBody query={query} lines={2}>
        {(page) => {
          const guidance = page.items[0];
          if (!guidance)
            return (
              <p className="text-slate-700">
                <Trans>Você ainda não tem orientador registrado. A secretaria atribui as orientações.</Trans>
              </p>
            );
          const { advisor, coAdvisors } = guidance;
          // The link follows the list: a <dl> holds only its terms and descriptions (axe: definition-list).
          return (
            <div className="grid gap-2">
              <dl className="grid gap-2">
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Orientador(a)</Trans>
                  </dt>
                  <dd className="font-medium break-words text-slate-900" data-testid="home-advisor-name">
                    {advisor.name}{" "}
                    <a className="text-sm font-normal text-blue-800 underline" href={`mailto:${advisor.email}`}>
                      {advisor.email}
                    </a>
                  </dd>
                </div>
                {coAdvisors.length > 0 ? (
                  <div>
                    <dt className="text-sm text-slate-600">
                      <Trans>Coorientação</Trans>
                    </dt>
                    <dd className="break-words text-slate-900">{coAdvisors.map((person) => person.name).join(", ")}</dd>
                  </div>
                ) : null}
              </dl>
              <p>
                <AppLink to="/orientacoes" className="text-sm font-medium text-blue-800 underline underline-offset-2">
                  <Trans>Ver a orientação</Trans>
                </AppLink>
              </p>
            </div>
          );
        }}
      </QueryBody>
    </HomeCard>
  );
}
