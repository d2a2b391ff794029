import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { painelSchema, type Painel } from "../../domain/painel.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PROGRAMME_LABELS } from "../../ui/labels.ts";
import { SeatsFree } from "../../ui/offering-facts.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { TermTimeline } from "../../ui/term-timeline.tsx";
import { Attention } from "./attention-list.tsx";
import { HomeCard, QueryBody } from "./home-card.tsx";
import { OfficeTodo } from "./office-todo.tsx";
import { TO_DECIDE_PATH } from "./programme-year-home.tsx";
import { requestPageSchema } from "../../domain/requerimentos.ts";
import { committeePageSchema } from "../../domain/bancas.ts";
import { TO_APPROVE_PATH } from "./committees-home.tsx";
import { PrazosCard } from "./prazos-card.tsx";
import { ScholarshipWarnings } from "./scholarship-warnings.tsx";

export const PAINEL_PATH = "/api/painel";
const LINK = "text-sm font-medium text-blue-800 underline underline-offset-2";

function CurrentTerm({ painel }: { painel: Painel }) {
  const { term, today } = painel;
  if (!term)
    return (
      <p className="text-slate-700">
        <Trans>Nenhum período letivo está marcado como atual.</Trans>
      </p>
    );
  const code = term.code;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" data-testid="home-term">
        <Trans>Período letivo {code}</Trans>
      </p>
      <TermTimeline term={term} today={today} />
    </>
  );
}

function Figure({ value, children }: { value: number; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dd className="text-2xl font-semibold text-blue-950 tabular-nums">{value}</dd>
      <dt className="text-sm text-slate-700">{children}</dt>
    </div>
  );
}

function Counts({ painel }: { painel: Painel }) {
  const { t, i18n } = useLingui();
  const { counts } = painel;
  const { taken, capacity } = counts.seats;
  const { pendente, deferida, em_espera: waiting } = counts.enrolments;
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="home-counts">
        {counts.activeStudents.map((row) => (
          <Figure key={row.programme ?? "none"} value={row.count}>
            {row.programme ? (
              <Trans>Discentes ativos · {i18n._(PROGRAMME_LABELS[row.programme])}</Trans>
            ) : (
              <Trans>Discentes ativos sem programa</Trans>
            )}
          </Figure>
        ))}
        <Figure value={counts.offerings}>
          <Plural value={counts.offerings} one="oferta no período" other="ofertas no período" />
        </Figure>
        <Figure value={deferida}>
          <Plural value={deferida} one="matrícula deferida" other="matrículas deferidas" />
        </Figure>
        <Figure value={pendente}>
          <Plural value={pendente} one="matrícula pendente" other="matrículas pendentes" />
        </Figure>
        <Figure value={waiting}>
          <Plural value={waiting} one="em lista de espera" other="em lista de espera" />
        </Figure>
        <Figure value={painel.applications.submitted}>
          <AppLink to="/configuracoes?secao=inscricoes&estado=submetida" className="underline underline-offset-2">
            <Plural value={painel.applications.submitted} one="inscrição a analisar" other="inscrições a analisar" />
          </AppLink>
        </Figure>
      </dl>
      <div className="mt-3">
        <p className="mb-1 text-sm text-slate-700">
          <Trans>Vagas ocupadas no período</Trans>
        </p>
        <ProgressBar value={taken} max={capacity} label={t`Vagas ocupadas no período`}>
          <SeatsFree free={Math.max(0, capacity - taken)} capacity={capacity} />
        </ProgressBar>
      </div>
    </>
  );
}

/**
 * The office's home (PRODUCT §2): what waits for it, as links with counts; the current term with
 * its windows on a timeline, its counts, and what needs attention (`GET /api/painel`), with links to where each is dealt with;
 * the overdue list's counts and first rows (prazos-card.tsx); the scholarships' warnings (scholarship-warnings.tsx).
 */
export default function AdminHome() {
  const query = useCachedQuery(`home:${PAINEL_PATH}`, PAINEL_PATH, painelSchema);
  const toDecide = useCachedQuery(`home:${TO_DECIDE_PATH}`, TO_DECIDE_PATH, requestPageSchema);
  const requestsToDecide = toDecide.status === "ok" ? toDecide.data.total : 0;
  const toApprove = useCachedQuery(`home:${TO_APPROVE_PATH}`, TO_APPROVE_PATH, committeePageSchema);
  const committeesToApprove = toApprove.status === "ok" ? toApprove.data.total : 0;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <HomeCard id="home-todo" title={<Trans>O que espera por você</Trans>} className="md:col-span-2">
        <QueryBody query={query} lines={2}>
          {(painel) => (
            <OfficeTodo painel={painel} requestsToDecide={requestsToDecide} committeesToApprove={committeesToApprove} />
          )}
        </QueryBody>
      </HomeCard>
      <PrazosCard title={<Trans>Prazos</Trans>} className="md:col-span-2" />
      <HomeCard id="home-term" title={<Trans>Período atual</Trans>} minHeight="min-h-72">
        <QueryBody query={query} lines={6}>
          {(painel) => <CurrentTerm painel={painel} />}
        </QueryBody>
        <p className="mt-3">
          <AppLink to="/configuracoes" className={LINK}>
            <Trans>Períodos e janelas em Configurações</Trans>
          </AppLink>
        </p>
      </HomeCard>
      <HomeCard id="home-counts" title={<Trans>Números</Trans>} minHeight="min-h-72">
        <QueryBody query={query} lines={6}>
          {(painel) => <Counts painel={painel} />}
        </QueryBody>
      </HomeCard>
      <HomeCard id="home-attention" title={<Trans>Requer atenção</Trans>} className="md:col-span-2">
        <QueryBody query={query} lines={4}>
          {(painel) => <Attention painel={painel} />}
        </QueryBody>
      </HomeCard>
      <ScholarshipWarnings />
    </div>
  );
}
