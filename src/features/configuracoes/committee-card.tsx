import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { compositionNeeds } from "../../domain/banca-rules.ts";
import { calendarKindWords, ROLE_WORDS } from "../../domain/banca-texts.ts";
import { COMMITTEE_STATUS_WORDS, type Committee } from "../../domain/bancas.ts";
import { formatDay } from "../../domain/dates.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * One committee as the office reads it in the queue: student, kind, title, the session (day,
 * time, place or link), the members with role, institution and whether external, and the
 * composition against rule 13 — counted as the server counts it (president and titulares;
 * suplentes never), so a committee that approval would refuse says so before the click.
 */
export function compositionOf(committee: Pick<Committee, "kind" | "degree" | "members">) {
  const needs = compositionNeeds(committee.kind, committee.degree);
  const counted = committee.members.filter((member) => member.role !== "suplente");
  const externals = counted.filter((member) => member.external).length;
  return {
    needs,
    members: counted.length,
    externals,
    enough: counted.length >= needs.members && externals >= needs.externals,
  };
}

export function CommitteeCard({ committee, actions }: { committee: Committee; actions?: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const kind = calendarKindWords(committee.kind, committee.degree)[locale];
  const status = COMMITTEE_STATUS_WORDS[committee.status][locale];
  const composition = compositionOf(committee);
  const { members, externals } = composition;
  const needed = composition.needs.members;
  const neededExternals = composition.needs.externals;
  const day = formatDay(committee.date, locale);
  const student = committee.student.name;
  const id = committee.id;
  return (
    <article
      aria-label={t`${kind} de ${student}`}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-700">
          {kind} · <span className="uppercase">{status}</span> · <Trans>nº {id}</Trans>
        </p>
        <h4 className="text-lg font-semibold text-blue-950">{committee.student.name}</h4>
        <p className="text-slate-900">“{committee.title}”</p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">
          <Trans>Data e hora</Trans>
        </dt>
        <dd className="text-slate-800">
          {day}, {committee.time}
        </dd>
        {committee.place ? (
          <>
            <dt className="font-medium text-slate-900">
              <Trans>Local</Trans>
            </dt>
            <dd className="text-slate-800">{committee.place}</dd>
          </>
        ) : null}
        {committee.remoteLink ? (
          <>
            <dt className="font-medium text-slate-900">
              <Trans>Link</Trans>
            </dt>
            <dd className="break-all">
              <a href={committee.remoteLink} className="text-blue-800 underline" rel="noreferrer" target="_blank">
                {committee.remoteLink}
              </a>
            </dd>
          </>
        ) : null}
        {committee.cancelReason ? (
          <>
            <dt className="font-medium text-slate-900">
              <Trans>Motivo do cancelamento</Trans>
            </dt>
            <dd className="text-slate-800">{committee.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      <div>
        <h5 className="font-medium text-slate-900">
          <Trans>Membros</Trans>
        </h5>
        <ul className="list-disc pl-5 text-slate-800">
          {committee.members.map((member) => (
            <li key={member.id}>
              {member.name} — {ROLE_WORDS[member.role][locale]}, {member.institution}
              {member.external ? <Trans> (externo)</Trans> : null}
            </li>
          ))}
        </ul>
        <p className={composition.enough ? "text-slate-700" : "font-medium text-red-800"}>
          {composition.enough ? null : <span aria-hidden="true">⚠ </span>}
          <Trans>
            Composição: {members} de {needed} membros entre presidente e titulares; {externals} de {neededExternals}{" "}
            externos.
          </Trans>
        </p>
      </div>
      {actions}
    </article>
  );
}
