import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { Guidance, GuidancePerson } from "../../domain/guidance.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import { guidanceListPath, guidancePageAnswer } from "./guidance-api.ts";
import { MilestoneTimeline } from "./milestone-timeline.tsx";

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-lg font-semibold text-blue-950">{title}</h2>
      {children}
    </section>
  );
}

/** An advisor with the ways to reach them: e-mail and Lattes CV. */
function Advisor({ person, role }: { person: GuidancePerson; role: ReactNode }) {
  const { t } = useLingui();
  const name = person.name;
  return (
    <li className="border-b border-slate-100 py-3 first:pt-0 last:border-0 last:pb-0">
      <p className="text-sm text-slate-600">{role}</p>
      <p className="font-medium text-slate-900">{name}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${person.email}`} className="inline-flex items-center gap-1 break-all text-blue-800 underline">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {person.email}
        </a>
        {person.lattes ? (
          <a
            href={person.lattes}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Currículo Lattes de ${name} (abre em nova aba)`}
            className="inline-flex items-center gap-1 text-blue-800 underline"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Currículo Lattes</Trans>
          </a>
        ) : null}
      </p>
    </li>
  );
}

function GuidanceView({ guidance }: { guidance: Guidance }) {
  const locale = useLocale();
  const startDate = formatDay(guidance.startDate, locale);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={<Trans>Orientadores</Trans>}>
        <ul>
          <Advisor person={guidance.advisor} role={<Trans>Orientador(a)</Trans>} />
          {guidance.coAdvisors.map((co) => (
            <Advisor key={co.idcbpf} person={co} role={<Trans>Coorientador(a)</Trans>} />
          ))}
        </ul>
      </Section>
      <Section title={<Trans>Trabalho</Trans>}>
        <p className="font-medium break-words text-slate-900">
          {guidance.title || <Trans>Título ainda não registrado.</Trans>}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Início da orientação: <time dateTime={guidance.startDate}>{startDate}</time>
          </Trans>
        </p>
        <h3 className="mt-4 mb-2 font-semibold text-slate-900">
          <Trans>Marcos</Trans>
        </h3>
        <MilestoneTimeline milestones={guidance.milestones} />
      </Section>
    </div>
  );
}

/** The Discente's own guidance: its advisor(s), thesis and milestones; opens offline once seen. */
export function DiscenteGuidance() {
  const path = guidanceListPath({ pageSize: 1 });
  const query = useCachedQuery(`orientacoes:${path}`, path, guidancePageAnswer);
  const guidance = query.status === "ok" ? query.data.items[0] : undefined;
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" && !guidance ? (
        <Notice>
          <p>
            <Trans>
              Você ainda não tem orientação registrada. Quando a secretaria atribuir seu orientador, ele aparecerá aqui.
            </Trans>
          </p>
        </Notice>
      ) : null}
      {guidance ? <GuidanceView guidance={guidance} /> : null}
    </>
  );
}
