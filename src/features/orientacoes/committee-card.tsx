import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, CheckCircle2, CircleSlash, Hourglass, MapPin, Video } from "lucide-react";
import type { ReactNode } from "react";
import { calendarKindWords, ROLE_WORDS, VERDICT_WORDS } from "../../domain/banca-texts.ts";
import type { Committee, CommitteeStatus } from "../../domain/bancas.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DownloadButton } from "../../ui/download-button.tsx";
import { downloadDeclaration, downloadFinalVersion } from "./bancas-api.ts";
import { COMMITTEE_STATUS_LABELS, fileSize, fullDay, HIGHEST_DEGREE_LABELS } from "./committee-words.ts";

const STATUS_LOOK: Record<CommitteeStatus, { className: string; icon: ReactNode }> = {
  proposta: {
    className: "border-amber-300 bg-amber-50 text-amber-950",
    icon: <Hourglass aria-hidden="true" className="size-4" />,
  },
  agendada: {
    className: "border-blue-300 bg-blue-50 text-blue-950",
    icon: <CalendarClock aria-hidden="true" className="size-4" />,
  },
  realizada: {
    className: "border-green-300 bg-green-50 text-green-950",
    icon: <CheckCircle2 aria-hidden="true" className="size-4" />,
  },
  cancelada: {
    className: "border-slate-300 bg-slate-100 text-slate-800",
    icon: <CircleSlash aria-hidden="true" className="size-4" />,
  },
};

/**
 * One committee as everyone who may see it reads it (programme-year §2): kind and degree in words,
 * title, the session's day and time, place or link, the status in words (the colour repeats it),
 * the members, and once held the verdict, the corrections deadline, the ata and the viewer's own
 * statement as downloads and the final version. `viewer` picks the viewer's own statement;
 * `actions` are what the viewer may do here.
 */
export function CommitteeCard({
  committee,
  viewer,
  showStudent = false,
  actions,
}: {
  committee: Committee;
  viewer: string;
  showStudent?: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const kind = calendarKindWords(committee.kind, committee.degree)[locale];
  const look = STATUS_LOOK[committee.status];
  const mine = committee.members.find((member) => member.idcbpf === viewer && member.declaracao);
  const final = committee.finalVersion;
  return (
    <article
      aria-labelledby={`banca-${committee.id}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h3 id={`banca-${committee.id}`} className="font-semibold text-blue-950">
          {showStudent ? `${kind} — ${committee.student.name}` : kind}
        </h3>
        <p className="break-words text-slate-900">{committee.title}</p>
        <p className={`inline-flex w-fit items-center gap-2 rounded-md border px-2 py-1 text-sm ${look.className}`}>
          {look.icon}
          {i18n._(COMMITTEE_STATUS_LABELS[committee.status])}
        </p>
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">
          <Trans>Data e horário</Trans>
        </dt>
        <dd>
          <time dateTime={`${committee.date}T${committee.time}`}>
            {fullDay(committee.date, locale)} {committee.time}
          </time>
        </dd>
        {committee.place ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Local</Trans>
            </dt>
            <dd className="flex items-center gap-1 break-words">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {committee.place}
            </dd>
          </>
        ) : null}
        {committee.remoteLink ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Sessão remota</Trans>
            </dt>
            <dd className="flex min-w-0 items-center gap-1">
              <Video aria-hidden="true" className="size-4 shrink-0" />
              <a href={committee.remoteLink} rel="noopener noreferrer" target="_blank" className="break-all underline">
                {committee.remoteLink}
              </a>
            </dd>
          </>
        ) : null}
        {committee.verdict ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Resultado</Trans>
            </dt>
            <dd className="font-semibold">{VERDICT_WORDS[committee.verdict][locale]}</dd>
          </>
        ) : null}
        {committee.correctionsDeadline ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Prazo das correções</Trans>
            </dt>
            <dd>{fullDay(committee.correctionsDeadline, locale)}</dd>
          </>
        ) : null}
        {committee.cancelReason ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Motivo do cancelamento</Trans>
            </dt>
            <dd className="break-words">{committee.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      <section aria-label={t`Membros da banca nº ${committee.id}`}>
        <h4 className="text-sm font-semibold text-slate-900">
          <Trans>Membros</Trans>
        </h4>
        <ul className="flex flex-col gap-1 text-sm">
          {committee.members.map((member) => (
            <li key={member.id} className="break-words">
              <span className="font-medium">{ROLE_WORDS[member.role][locale]}:</span> {member.name} (
              {member.institution}
              {member.external ? t`, externo` : ""}
              {member.external ? `, ${i18n._(HIGHEST_DEGREE_LABELS[member.highestDegree])}` : ""})
              {member.email ? ` — ${member.email}` : ""}
              {member.document
                ? ` — ${member.document.kind === "cpf" ? "CPF" : t`Passaporte`} ${member.document.number}${member.document.country && member.document.kind !== "cpf" ? ` (${member.document.country})` : ""}`
                : ""}
              {member.participated === false ? <Trans> — ausente</Trans> : null}
              {member.declaracao ? t` — declaração ${member.declaracao}` : ""}
            </li>
          ))}
        </ul>
      </section>
      {committee.ataCodigo || mine || final ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {committee.ataCodigo ? (
            <DownloadButton
              download={(onProgress) => downloadDeclaration(committee.ataCodigo ?? "", locale, onProgress)}
            >
              <Trans>Ata (PDF) — {committee.ataCodigo}</Trans>
            </DownloadButton>
          ) : null}
          {mine?.declaracao ? (
            <DownloadButton download={(onProgress) => downloadDeclaration(mine.declaracao ?? "", locale, onProgress)}>
              <Trans>Sua declaração de participação — {mine.declaracao}</Trans>
            </DownloadButton>
          ) : null}
          {final ? (
            <DownloadButton download={(onProgress) => downloadFinalVersion(committee, onProgress)}>
              <Trans>
                Versão final: {final.name} ({fileSize(final.size, locale)}), depositada em{" "}
                {formatDateTime(new Date(final.depositedAt), locale)}
              </Trans>
            </DownloadButton>
          ) : null}
        </div>
      ) : null}
      {actions}
    </article>
  );
}
