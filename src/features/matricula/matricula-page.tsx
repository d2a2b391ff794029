import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DEFAULT_TIME_ZONE, formatDay } from "../../domain/dates.ts";
import type { Term } from "../../domain/terms.ts";
import { withinDays } from "../../domain/terms.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import type { DeclarationParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { EnrolmentBoard } from "./enrolment-board.tsx";
import { SETTINGS_PATH, TERMS_PATH, termPageSchema, timeZoneAnswer } from "./matricula-api.ts";
import type { EnrolState } from "./offering-card.tsx";

/** What this page shows of another feature (given by src/app/pages/matricula.tsx). */
export type MatriculaParts = Pick<DeclarationParts, "IssueDeclarationButton">;

/**
 * `/matricula` (Discente, PRODUCT §2, §7): the current term's offerings beside the student's
 * week; enrol, drop, leave a waitlist. Every read opens offline with the mark; every action
 * needs the server and says so. The server decides every rule; the page shows a clash before
 * it is refused and the windows before they close. The enrolment declaration is issued here too.
 */
export function MatriculaPage({ parts }: { parts: MatriculaParts }) {
  const terms = useCachedQuery("matricula:periodos", TERMS_PATH, termPageSchema);
  const settings = useCachedQuery("matricula:fuso", SETTINGS_PATH, timeZoneAnswer);
  const timeZone = settings.status === "ok" ? settings.data.timeZone : DEFAULT_TIME_ZONE;
  const current = terms.status === "ok" ? (terms.data.items.find((term) => term.current) ?? null) : undefined;
  return (
    <>
      <TitleHeading
        id="matricula"
        lead={
          <Trans>
            As turmas do período atual ao lado da sua semana: peça matrícula, tranque ou saia da lista de espera. Cada
            pedido fica pendente até seu orientador decidir.
          </Trans>
        }
      />
      {current === undefined ? (
        <CachedQueryStatus query={terms} />
      ) : current === null ? (
        <Notice>
          <p>
            <Trans>Não há período letivo atual. A secretaria define o período e suas janelas.</Trans>
          </p>
        </Notice>
      ) : (
        <TermEnrolment term={current} today={dayIn(new Date(), timeZone)} parts={parts} />
      )}
    </>
  );
}

function TermEnrolment({ term, today, parts }: { term: Term; today: string; parts: MatriculaParts }) {
  const { IssueDeclarationButton } = parts;
  const { t } = useLingui();
  const locale = useLocale();
  const [revision, setRevision] = useState(0);
  const code = term.code;
  const opens = formatDay(term.enrolmentStart, locale);
  const closes = formatDay(term.enrolmentEnd, locale);
  const dropBy = formatDay(term.dropDeadline, locale);
  const open = withinDays(today, term.enrolmentStart, term.enrolmentEnd);
  const state: EnrolState = {
    closedReason: open
      ? null
      : today < term.enrolmentStart
        ? t`A janela de matrícula abre em ${opens}.`
        : t`A janela de matrícula terminou em ${closes}.`,
    dropDeadline: term.dropDeadline,
    deadlinePassed: today > term.dropDeadline,
  };
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Período {code} · matrícula de {opens} a {closes} · trancamento até {dropBy}
        </Trans>
      </p>
      {state.closedReason ? (
        <div className="mb-4">
          <Notice>
            <p>{state.closedReason}</p>
          </Notice>
        </div>
      ) : null}
      <section
        aria-labelledby="declaracao-matricula"
        className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="declaracao-matricula" className="text-lg font-semibold text-blue-950">
          <Trans>Declaração de matrícula</Trans>
        </h2>
        <p className="mb-3 text-sm text-slate-700">
          <Trans>
            Comprova a sua matrícula no período {code} e lista as disciplinas deferidas. O PDF traz um código e um QR
            code para quem quiser verificar a autenticidade.
          </Trans>
        </p>
        <IssueDeclarationButton input={{ type: "matricula" }}>
          <Trans>Emitir declaração de matrícula</Trans>
        </IssueDeclarationButton>
      </section>
      <EnrolmentBoard term={code} state={state} revision={revision} onChanged={() => setRevision((n) => n + 1)} />
    </>
  );
}
