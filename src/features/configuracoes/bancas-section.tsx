import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import {
  COMMITTEE_KINDS,
  COMMITTEE_STATUS_WORDS,
  COMMITTEE_STATUSES,
  committeePageSchema,
  type Committee,
  type CommitteeStatus,
} from "../../domain/bancas.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { committeesPath } from "./bancas-api.ts";
import { ApproveForm, CancelForm } from "./committee-actions.tsx";
import { CommitteeCard } from "./committee-card.tsx";
import { RescheduleForm } from "./reschedule-form.tsx";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

/** One action of a card, opened on demand so a list of committees stays short on a phone. */
function Action({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-blue-900">{summary}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/**
 * "Bancas" (programme-year §2): the committees waiting for approval first (`proposta`, by date),
 * then those of the status chosen in the address (`?status=`, `agendada` by default), narrowed
 * by kind (`?tipo=`). A `proposta` is approved; a `proposta` or `agendada` one is rescheduled or
 * cancelled with a reason. Read from the device's copy offline, with the mark; the actions need
 * the server (each form says why it is off).
 */
export function BancasSection() {
  const { t } = useLingui();
  const locale = useLocale();
  const today = dayIn(new Date(), useTimeZone());
  const [params, setParams] = useSearchParams();
  const other: CommitteeStatus =
    COMMITTEE_STATUSES.find((s) => s !== "proposta" && s === params.get("status")) ?? "agendada";
  const kind = COMMITTEE_KINDS.find((k) => k === params.get("tipo")) ?? "";
  const [queue, reloadQueue] = useReloadableQuery(
    `configuracoes:bancas:proposta:${kind}`,
    committeesPath("proposta", kind),
    committeePageSchema,
  );
  const [others, reloadOthers] = useReloadableQuery(
    `configuracoes:bancas:${other}:${kind}`,
    committeesPath(other, kind),
    committeePageSchema,
  );
  const reload = () => {
    reloadQueue();
    reloadOthers();
  };
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const actions = (committee: Committee) => (
    <div className="flex flex-col gap-2">
      {committee.status === "proposta" ? <ApproveForm committee={committee} onChanged={reload} /> : null}
      <Action summary={<Trans>Remarcar</Trans>}>
        <RescheduleForm committee={committee} today={today} onChanged={reload} />
      </Action>
      <Action summary={<Trans>Cancelar a banca</Trans>}>
        <CancelForm committee={committee} onChanged={reload} />
      </Action>
    </div>
  );
  const open = (committee: Committee) => committee.status === "proposta" || committee.status === "agendada";
  const waiting = queue.status === "ok" ? queue.data.items : [];
  return (
    <div className="flex flex-col gap-6">
      <SelectField
        name="tipo"
        value={kind}
        className="sm:max-w-md"
        onChange={(event) => setParam("tipo", event.target.value)}
        label={<Trans>Tipo de banca</Trans>}
        options={[
          ["", t`Todas`] as const,
          ["qualificacao", t`Exame de qualificação`] as const,
          ["defesa", t`Defesa`] as const,
        ]}
      />
      <section aria-labelledby="bancas-fila" className="flex flex-col gap-3">
        <h3 id="bancas-fila" className="text-lg font-semibold text-blue-950">
          <Trans>Aguardando aprovação</Trans>
          {queue.status === "ok" ? ` (${queue.data.total})` : null}
        </h3>
        <CachedQueryStatus query={queue} />
        {queue.status === "ok" && waiting.length === 0 ? (
          <p className="text-slate-700">
            <Trans>Nenhuma banca aguarda aprovação.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {waiting.map((committee) => (
            <li key={committee.id}>
              <CommitteeCard committee={committee} actions={actions(committee)} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bancas-outras" className="flex flex-col gap-3">
        <h3 id="bancas-outras" className="text-lg font-semibold text-blue-950">
          <Trans>Outras bancas</Trans>
        </h3>
        <SelectField
          name="status"
          value={other}
          className="sm:max-w-md"
          onChange={(event) => setParam("status", event.target.value)}
          label={<Trans>Situação</Trans>}
          options={COMMITTEE_STATUSES.filter((s) => s !== "proposta").map(
            (s) => [s, COMMITTEE_STATUS_WORDS[s][locale]] as const,
          )}
        />
        <CachedQueryStatus query={others} />
        {others.status === "ok" && others.data.items.length === 0 ? (
          <p className="text-slate-700">{t`Nenhuma banca nesta situação.`}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {(others.status === "ok" ? others.data.items : []).map((committee) => (
            <li key={committee.id}>
              <CommitteeCard committee={committee} actions={open(committee) ? actions(committee) : undefined} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
