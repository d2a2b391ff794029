import { Plural, Trans } from "@lingui/react/macro";
import { z } from "zod";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { HomeCard } from "./home-card.tsx";
import { TodoLink } from "./todo-link.tsx";

/** The scholarships' warnings (funding spec F15), one item asked: only `total` is shown. */
export const WARNINGS_PATH = "/api/bolsas/avisos?pageSize=1";
const warningsTotal = z.object({ total: z.number().int().min(0) });
const SECTION = "/configuracoes?secao=bolsas";

/**
 * The office's home card of scholarships: how many warnings the quotas and allocations raise
 * today, a link to where they are dealt with. Nothing while unknown or when the read fails (a
 * server without the warnings has nothing to say here); the device's copy offline, with the mark.
 */
export function ScholarshipWarnings() {
  const query = useCachedQuery(`home:${WARNINGS_PATH}`, WARNINGS_PATH, warningsTotal);
  if (query.status !== "ok") return null;
  const count = query.data.total;
  return (
    <HomeCard id="home-scholarships" title={<Trans>Bolsas</Trans>} className="md:col-span-2" minHeight="">
      <CachedQueryStatus query={query} />
      {count > 0 ? (
        <ul>
          <TodoLink to={SECTION} count={count}>
            <Plural value={count} one="aviso de bolsa" other="avisos de bolsas" />
          </TodoLink>
        </ul>
      ) : (
        <p className="text-slate-700">
          <Trans>Nenhum aviso sobre as bolsas.</Trans>{" "}
          <AppLink to={SECTION} className="text-sm font-medium text-blue-800 underline underline-offset-2">
            <Trans>Bolsas em Configurações</Trans>
          </AppLink>
        </p>
      )}
    </HomeCard>
  );
}
