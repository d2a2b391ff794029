import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { isOpenRequest, type Request, type RequestStatus } from "../../domain/requerimentos.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { RequestView } from "../../ui/request-view.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { useToast } from "../../ui/toast-store.ts";
import { OpinionForm } from "./opinion-form.tsx";
import { cancelRequest, phasePageSchema, requestListPath, requestPageSchema } from "./programme-year-api.ts";
import { RequestAttachment } from "./request-attachment.tsx";

/** What the reader may do with a request here: its student attaches and cancels, the office cancels, the advisor opines. */
export type RequestRole = "discente" | "docente" | "office";

/** Phase codes in the UI language, from the table (`GET /api/fases`, every logged-in user reads it). */
export function usePhaseNames(): (code: string) => string {
  const locale = useLocale();
  const path = "/api/fases?pageSize=100";
  const query = useCachedQuery("fases", path, phasePageSchema);
  const items = query.status === "ok" ? query.data.items : [];
  return (code) => items.find((phase) => phase.code === code)?.name[locale] ?? code;
}

/**
 * A list of requests, newest first, each with its facts and steps (RequestView) and what the
 * reader may do: `discente` sends a PDF and cancels its open requests, `office` cancels, `docente`
 * gives its opinion on those `mayOpine` allows. Opens offline from the device's copy.
 */
export function RequestsPanel({
  student,
  status,
  role,
  mayOpine = () => false,
  showStudent = false,
  empty,
  revision = 0,
}: {
  student?: string;
  status?: RequestStatus;
  role: RequestRole;
  mayOpine?: (request: Request) => boolean;
  showStudent?: boolean;
  empty: ReactNode;
  /** Bumped by the page after a filing, to read the list again. */
  revision?: number;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const toast = useToast();
  const phaseName = usePhaseNames();
  const [round, setRound] = useState(0);
  const path = requestListPath({ student, status });
  const query = useCachedQuery(`requerimentos:${path}`, path, requestPageSchema, revision * 1000 + round);
  const reload = () => setRound((n) => n + 1);
  const cancel = useConfirmedAction<Request>(t`Não foi possível cancelar o requerimento`);
  const items = query.status === "ok" ? query.data.items : [];
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" && items.length === 0 ? <p className="text-slate-700">{empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {items.map((request) => {
          const open = isOpenRequest(request.status);
          const canCancel = open && (role === "discente" || role === "office");
          return (
            <li key={request.id}>
              <RequestView
                request={request}
                phaseName={phaseName}
                showStudent={showStudent}
                actions={
                  <>
                    {role === "docente" && request.status === "aguardando_orientador" && mayOpine(request) ? (
                      <OpinionForm request={request} onSaved={reload} />
                    ) : null}
                    {role === "discente" && open ? <RequestAttachment request={request} onSent={reload} /> : null}
                    {canCancel ? (
                      <div>
                        <Button variant="secondary" disabled={!online} onClick={() => cancel.ask(request)}>
                          <Trans>Cancelar requerimento nº {request.id}</Trans>
                        </Button>
                      </div>
                    ) : null}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={cancel.asking !== null}
        title={<Trans>Cancelar o requerimento?</Trans>}
        confirmLabel={<Trans>Cancelar requerimento</Trans>}
        busy={cancel.busy}
        onCancel={cancel.cancel}
        onConfirm={() =>
          void cancel.run(async (request) => {
            await cancelRequest(request.id);
            toast.add({ severity: "success", summary: t`Requerimento nº ${request.id} cancelado.`, life: 5000 });
            reload();
          })
        }
      >
        <p>
          <Trans>Um requerimento cancelado não volta a andar; para pedir de novo, registre outro.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
