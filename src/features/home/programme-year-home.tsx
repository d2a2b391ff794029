import { Plural, Trans } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import { studentPhasesSchema } from "../../domain/phases.ts";
import { requestPageSchema } from "../../domain/requerimentos.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PhaseStatusBadge } from "../../ui/phase-status-badge.tsx";
import { guidancePage, MY_GUIDANCES_PATH } from "./home-api.ts";
import { NextCommittee } from "./committees-home.tsx";
import { HomeCard, QueryBody } from "./home-card.tsx";
import { TodoLink } from "./todo-link.tsx";

/**
 * The programme year on the homes (programme-year §2 `/`): the Discente's next phase due and open
 * requests and next committee, the Docente's opinions pending, the office's requests to decide. The
 * overdue list (`GET /api/prazos`) is prazos-card.tsx; the committees, committees-home.tsx.
 */
export const TO_DECIDE_PATH = "/api/requerimentos?status=aguardando_secretaria&pageSize=1";
const AWAITING_OPINION_PATH = "/api/requerimentos?status=aguardando_orientador&pageSize=100";
const OPEN_MINE_PATHS = [
  "/api/requerimentos?status=aguardando_orientador&pageSize=1",
  "/api/requerimentos?status=aguardando_secretaria&pageSize=1",
] as const;

/** The requests waiting for this Docente's opinion: of the students it advises as main advisor. */
export function OpinionsPendingLink({ idcbpf }: { idcbpf: string }) {
  const requests = useCachedQuery(`home:${AWAITING_OPINION_PATH}`, AWAITING_OPINION_PATH, requestPageSchema);
  const guidances = useCachedQuery(`home:${MY_GUIDANCES_PATH}`, MY_GUIDANCES_PATH, guidancePage);
  if (requests.status !== "ok" || guidances.status !== "ok") return null;
  const main = new Set(guidances.data.items.filter((g) => g.advisor.idcbpf === idcbpf).map((g) => g.student.idcbpf));
  const count = requests.data.items.filter((request) => main.has(request.student.idcbpf)).length;
  if (count === 0) return null;
  return (
    <TodoLink to="/orientacoes#pareceres" count={count}>
      <Plural value={count} one="requerimento aguarda o seu parecer" other="requerimentos aguardam o seu parecer" />
    </TodoLink>
  );
}

function OpenRequests() {
  const waitingAdvisor = useCachedQuery(`home:${OPEN_MINE_PATHS[0]}`, OPEN_MINE_PATHS[0], requestPageSchema);
  const waitingOffice = useCachedQuery(`home:${OPEN_MINE_PATHS[1]}`, OPEN_MINE_PATHS[1], requestPageSchema);
  if (waitingAdvisor.status !== "ok" || waitingOffice.status !== "ok") return null;
  const open = waitingAdvisor.data.total + waitingOffice.data.total;
  return (
    <p className="mt-2 text-slate-800">
      {open === 0 ? (
        <Trans>Nenhum requerimento em aberto.</Trans>
      ) : (
        <Plural value={open} one="# requerimento em aberto" other="# requerimentos em aberto" />
      )}
    </p>
  );
}

/** The Discente's next phase due (the first not completed, by due date), its next committee and its open requests. */
export function DiscentePrazosCard({ idcbpf }: { idcbpf: string }) {
  const locale = useLocale();
  const path = `/api/usuarios/${encodeURIComponent(idcbpf)}/fases`;
  const query = useCachedQuery(`home:${path}`, path, studentPhasesSchema);
  return (
    <HomeCard id="home-prazos" title={<Trans>Prazos</Trans>} className="md:col-span-3">
      <QueryBody query={query} lines={2}>
        {(data) => {
          const next = data.phases
            .filter((phase) => phase.status !== "concluida" && phase.dueDate !== null)
            .sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""))[0];
          return next?.dueDate ? (
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              <Trans>
                Próxima fase: {next.name[locale]}, até{" "}
                <time dateTime={next.dueDate}>{formatDay(next.dueDate, locale)}</time>
              </Trans>
              <PhaseStatusBadge status={next.status} />
            </p>
          ) : (
            <p className="text-slate-800">
              <Trans>Nenhuma fase com prazo em aberto.</Trans>
            </p>
          );
        }}
      </QueryBody>
      <NextCommittee />
      <OpenRequests />
      <p className="mt-3">
        <AppLink to="/orientacoes" className="text-blue-800 underline">
          <Trans>Prazos e requerimentos</Trans>
        </AppLink>
      </p>
    </HomeCard>
  );
}
