import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { REQUEST_STATUSES, type RequestStatus } from "../../domain/requerimentos.ts";
import { requestPageSchema } from "../../domain/requerimentos.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { REQUEST_STATUS_LABELS } from "../../ui/programme-year-labels.ts";
import { RequestView } from "../../ui/request-view.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { DecisionForm } from "./decision-form.tsx";
import { PHASES_PATH, phasePageSchema } from "./requerimentos-api.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";

/**
 * "Requerimentos" (programme-year §2): the queue, `aguardando_secretaria` first (oldest first:
 * the one waiting longest), each decided in place; then the others of the status chosen in the
 * address (`?status=`), newest first.
 */
export function RequerimentosSection() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const other: RequestStatus = REQUEST_STATUSES.find((s) => s === params.get("status")) ?? "aguardando_orientador";
  const [queue, reloadQueue] = useReloadableQuery(
    "configuracoes:requerimentos:fila",
    "/api/requerimentos?status=aguardando_secretaria&pageSize=100",
    requestPageSchema,
  );
  const otherPath = `/api/requerimentos?status=${other}&pageSize=50`;
  const [others, reloadOthers] = useReloadableQuery(
    `configuracoes:requerimentos:${other}`,
    otherPath,
    requestPageSchema,
  );
  const [phases] = useReloadableQuery("configuracoes:fases", PHASES_PATH, phasePageSchema);
  const table = phases.status === "ok" ? phases.data.items : [];
  const phaseName = (code: string) => table.find((p) => p.code === code)?.name[locale] ?? code;
  const waiting = queue.status === "ok" ? [...queue.data.items].reverse() : [];
  const studentLink = (idcbpf: string, name: string) =>
    `/orientacoes?${new URLSearchParams({ discente: idcbpf, nome: name }).toString()}`;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="fila-titulo">
        <h3 id="fila-titulo" className="mb-2 text-lg font-semibold text-blue-950">
          <Trans>Aguardando decisão da secretaria</Trans>
          {queue.status === "ok" ? ` (${queue.data.total})` : null}
        </h3>
        <CachedQueryStatus query={queue} />
        {queue.status === "ok" && waiting.length === 0 ? (
          <p className="text-slate-700">
            <Trans>Nenhum requerimento aguarda decisão.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {waiting.map((request) => (
            <li key={request.id}>
              <RequestView
                request={request}
                phaseName={phaseName}
                showStudent
                actions={
                  <>
                    <AppLink
                      to={studentLink(request.student.idcbpf, request.student.name)}
                      className="text-blue-800 underline"
                    >
                      <Trans>Prazos de {request.student.name}</Trans>
                    </AppLink>
                    <DecisionForm
                      request={request}
                      onDecided={() => {
                        reloadQueue();
                        reloadOthers();
                      }}
                    />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="outros-titulo" className="flex flex-col gap-3">
        <h3 id="outros-titulo" className="text-lg font-semibold text-blue-950">
          <Trans>Outros requerimentos</Trans>
        </h3>
        <SelectField
          name="status"
          value={other}
          className="sm:max-w-md"
          onChange={(event) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set("status", event.target.value);
                return next;
              },
              { replace: true },
            )
          }
          label={<Trans>Situação</Trans>}
          options={REQUEST_STATUSES.filter((s) => s !== "aguardando_secretaria").map(
            (s) => [s, i18n._(REQUEST_STATUS_LABELS[s])] as const,
          )}
        />
        <CachedQueryStatus query={others} />
        {others.status === "ok" && others.data.items.length === 0 ? (
          <p className="text-slate-700">{t`Nenhum requerimento nesta situação.`}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {(others.status === "ok" ? others.data.items : []).map((request) => (
            <li key={request.id}>
              <RequestView request={request} phaseName={phaseName} showStudent />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
