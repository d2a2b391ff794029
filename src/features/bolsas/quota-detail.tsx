import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDay } from "../../domain/dates.ts";
import { quotaDetailSchema, type Allocation, type Suspension } from "../../domain/funding.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { useToast } from "../../ui/toast-store.ts";
import { AllocateForm, CancelForm, SuspendForm } from "./allocation-forms.tsx";
import { AllocationItem } from "./allocation-item.tsx";
import { AllocationTimeline } from "./allocation-timeline.tsx";
import { deleteAllocation, deleteQuota, deleteSuspension } from "./bolsas-api.ts";
import { LEVEL_LABELS, QUOTA_STATUS_LABELS } from "./labels.ts";
import { brl } from "./money.ts";
import { QuotaForm } from "./quota-form.tsx";
import { freePeriod } from "./scholarship-facts.ts";

type Open =
  | { kind: "edit" }
  | { kind: "allocate" }
  | { kind: "cancel"; allocation: Allocation }
  | { kind: "suspend"; allocation: Allocation }
  | null;
type Removal =
  | { kind: "quota" }
  | { kind: "allocation"; allocation: Allocation }
  | { kind: "suspension"; allocation: Allocation; suspension: Suspension };

/**
 * One quota (`GET /api/bolsas/{id}`): its facts, its allocations on the timeline and as a list
 * (the facts screen readers get), and the office's actions — edit, allocate, cancel, suspend,
 * delete — each in a dialog or behind a confirmation. Offline it shows the device's copy and
 * every action is disabled with the reason.
 */
export function QuotaDetail({
  id,
  today,
  revision,
  onChanged,
  onDeleted,
}: {
  id: number;
  today: string;
  revision: number;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const query = useCachedQuery(`bolsas:bolsa:${id}`, `/api/bolsas/${id}`, quotaDetailSchema, revision);
  const [open, setOpen] = useState<Open>(null);
  const removal = useConfirmedAction<Removal>(t`Exclusão não realizada`);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const quota = query.data;
  const day = (value: string) => formatDay(value, locale);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const offline = online ? undefined : "bolsa-sem-conexao";

  async function remove(subject: Removal) {
    if (subject.kind === "quota") await deleteQuota(quota.id);
    else if (subject.kind === "allocation") await deleteAllocation(subject.allocation.id);
    else await deleteSuspension(subject.allocation.id, subject.suspension.id);
    toast.add({ severity: "success", summary: t`Excluído.`, life: 4000 });
    if (subject.kind === "quota") onDeleted();
    else onChanged();
  }

  return (
    <section
      aria-labelledby="bolsa-titulo"
      className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <CachedQueryStatus query={query} />
      <div>
        <h3 id="bolsa-titulo" className="text-lg font-semibold break-all text-blue-950">
          <Trans>Bolsa {quota.number}</Trans>
        </h3>
        <p className="text-slate-700">
          {quota.sponsor} · {quota.type} · {i18n._(LEVEL_LABELS[quota.level])} · {day(quota.startDate)}–
          {day(quota.endDate)} · {brl(quota.monthlyValue, locale)} · {i18n._(QUOTA_STATUS_LABELS[quota.status])}
        </p>
        {quota.notes ? <p className="text-sm text-slate-700">{quota.notes}</p> : null}
      </div>
      <AllocationTimeline quota={quota} today={today} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={!online} aria-describedby={offline} onClick={() => setOpen({ kind: "allocate" })}>
          <Trans>Alocar</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!online}
          aria-describedby={offline}
          onClick={() => setOpen({ kind: "edit" })}
        >
          <Trans>Editar bolsa</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!online}
          aria-describedby={offline}
          onClick={() => removal.ask({ kind: "quota" })}
        >
          <Trans>Excluir bolsa</Trans>
        </Button>
      </div>
      {online ? null : (
        <p id="bolsa-sem-conexao" className="text-sm font-medium text-amber-900">
          <Trans>Sem conexão: alterar bolsas e alocações precisa da internet.</Trans>
        </p>
      )}
      <h4 className="font-semibold text-blue-950">
        <Trans>Alocações</Trans>
      </h4>
      {quota.allocations.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhuma alocação.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Alocações da bolsa ${quota.number}`} className="flex flex-col gap-3">
          {quota.allocations.map((allocation) => (
            <AllocationItem
              key={allocation.id}
              allocation={allocation}
              today={today}
              describedBy={offline}
              onAct={(act, suspension) => {
                if (act === "suspend" || act === "cancel") setOpen({ kind: act, allocation });
                else if (act === "delete") removal.ask({ kind: "allocation", allocation });
                else if (suspension) removal.ask({ kind: "suspension", allocation, suspension });
              }}
            />
          ))}
        </ul>
      )}
      <Dialog open={open?.kind === "edit"} onClose={close} title={<Trans>Editar bolsa {quota.number}</Trans>}>
        {open?.kind === "edit" ? <QuotaForm quota={quota} onSaved={done} onCancel={close} /> : null}
      </Dialog>
      <Dialog open={open?.kind === "allocate"} onClose={close} title={<Trans>Alocar a bolsa {quota.number}</Trans>}>
        {open?.kind === "allocate" ? (
          <AllocateForm quota={quota} free={freePeriod(quota, today)} onDone={done} onCancel={close} />
        ) : null}
      </Dialog>
      <Dialog open={open?.kind === "cancel"} onClose={close} title={<Trans>Cancelar alocação</Trans>}>
        {open?.kind === "cancel" ? (
          <CancelForm allocation={open.allocation} today={today} onDone={done} onCancel={close} />
        ) : null}
      </Dialog>
      <Dialog open={open?.kind === "suspend"} onClose={close} title={<Trans>Suspender alocação</Trans>}>
        {open?.kind === "suspend" ? <SuspendForm allocation={open.allocation} onDone={done} onCancel={close} /> : null}
      </Dialog>
      <ConfirmDialog
        open={removal.asking !== null}
        title={<Trans>Excluir?</Trans>}
        confirmLabel={<Trans>Excluir</Trans>}
        busy={removal.busy}
        onCancel={removal.cancel}
        onConfirm={() => void removal.run(remove)}
      >
        {removal.asking?.kind === "quota" ? <Trans>A bolsa {quota.number} será excluída.</Trans> : null}
        {removal.asking?.kind === "allocation" ? (
          <Trans>
            A alocação de {removal.asking.allocation.student.name} será excluída (um registro feito por engano).
          </Trans>
        ) : null}
        {removal.asking?.kind === "suspension" ? <Trans>A suspensão será excluída.</Trans> : null}
      </ConfirmDialog>
    </section>
  );
}
