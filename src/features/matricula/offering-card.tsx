import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type { Enrolment } from "../../domain/matriculas.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { SeatsFree, Waiting } from "../../ui/offering-facts.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { DropButton } from "./drop-button.tsx";
import type { Offering } from "./matricula-api.ts";
import { seatsLeft } from "./offering-filter.ts";
import { StatusBadge } from "./status-badge.tsx";
import type { EnrolmentActions } from "./use-enrolment-actions.ts";
import type { PlanItem } from "./week-plan.ts";
import { weekdayName } from "../../domain/weekdays.ts";

export type EnrolState = {
  /** Why enrolling is not possible now (outside the window), or null. */
  closedReason: string | null;
  dropDeadline: string;
  deadlinePassed: boolean;
};

/**
 * One offering of the term: subject, credits, teachers, language, slots with rooms, seats left
 * as a bar and the waitlist; the student's own request on it, or the button to ask; the subjects
 * of the student's week it would clash with; the server's refusal, when there was one. Pointing
 * at it or focusing it previews its slots in the week (`onPreview`).
 */
export function OfferingCard({
  offering,
  prerequisites,
  blockers,
  mine,
  clashes,
  actions,
  state,
  onPreview,
}: {
  offering: Offering;
  /** Codes of the subject's prerequisites (the server checks them; shown so no one is surprised). */
  prerequisites: readonly string[];
  /** Why the page already knows the server would refuse it (already passed, a prerequisite missing). */
  blockers: readonly string[];
  /** The student's live request on it (pendente, deferida or em_espera); a refused or dropped one may be asked again. */
  mine: Enrolment | null;
  clashes: readonly PlanItem[];
  actions: EnrolmentActions;
  state: EnrolState;
  onPreview: (offering: Offering | null) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const headingId = useId();
  const reasonId = useId();
  const blockedId = useId();
  const { subject } = offering;
  const code = subject.code;
  const left = seatsLeft(offering);
  const full = left === 0;
  const refusal = actions.refusals.get(offering.id);
  const language = offering.language === "en" ? t`Em inglês` : t`Em português`;
  const teachers = offering.teachers.map((teacher) => teacher.name).join(", ");
  const why = !online ? t`Sem conexão: pedir matrícula precisa da internet.` : state.closedReason;
  const capacity = offering.capacity;
  const prerequisiteList = prerequisites.join(", ");
  const clashNames = clashes.map((item) => `${item.subject.code} ${item.subject.name[locale]}`).join(", ");
  // Known refusals: no press that would only fail (a waitlist that would clash is refused too).
  const blocked = !mine && (blockers.length > 0 || clashes.length > 0);
  const describedBy = [blocked ? blockedId : null, why ? reasonId : null].filter(Boolean).join(" ");
  // "Pedir matrícula" pressed: the button gives way to the request's own action ("Trancar"), which
  // takes the focus, so a keyboard user goes on from the card rather than from the page's start.
  const actionRow = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!mine || !asked.current) return;
    asked.current = false;
    if (document.activeElement === null || document.activeElement === document.body)
      actionRow.current?.querySelector<HTMLElement>("button:not(:disabled)")?.focus();
  }, [mine]);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        tabIndex={0}
        onMouseEnter={() => onPreview(offering)}
        onMouseLeave={() => onPreview(null)}
        onFocus={() => onPreview(offering)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onPreview(null);
        }}
        data-testid="offering"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-blue-300 hover:border-blue-300"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            <span className="text-blue-900">{subject.code}</span> {subject.name[locale]}
          </h3>
          <span className="text-sm text-slate-600">
            <Plural value={subject.credits} one="# crédito" other="# créditos" />
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {teachers || <Trans>Docente a definir</Trans>} · {language}
        </p>
        <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
          {offering.slots.map((slot) => (
            <li key={`${slot.weekday}-${slot.start}`}>
              <span>{weekdayName(slot.weekday, locale)}</span>{" "}
              <span className="tabular-nums">
                {slot.start}–{slot.end}
              </span>{" "}
              · {slot.room}
            </li>
          ))}
        </ul>
        {prerequisites.length > 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Pré-requisitos: {prerequisiteList}</Trans>
          </p>
        ) : null}
        {offering.notes ? <p className="mt-2 text-sm break-words text-slate-600">{offering.notes}</p> : null}
        <div className="mt-3">
          <ProgressBar
            value={offering.taken}
            max={capacity}
            label={t`Vagas ocupadas em ${code}`}
            tone={full ? "red" : left <= Math.max(1, Math.floor(capacity / 10)) ? "amber" : "blue"}
          >
            <SeatsFree free={left} capacity={capacity} />
          </ProgressBar>
          {offering.waiting > 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              <Waiting count={offering.waiting} />
            </p>
          ) : null}
        </div>
        {blocked ? (
          <ul
            id={blockedId}
            data-testid="offering-blockers"
            className="mt-2 space-y-0.5 text-sm font-medium text-red-800"
          >
            {blockers.map((blocker) => (
              <li key={blocker} className="flex items-start gap-1">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{blocker}</span>
              </li>
            ))}
            {clashes.length > 0 ? (
              <li className="flex items-start gap-1">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <Trans>Conflita com {clashNames}</Trans>
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {refusal ? (
          <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
            {refusal}
          </p>
        ) : null}
        <div ref={actionRow} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {mine ? (
            <>
              <StatusBadge enrolment={mine} />
              <DropButton
                enrolment={mine}
                actions={actions}
                dropDeadline={state.dropDeadline}
                deadlinePassed={state.deadlinePassed}
              />
            </>
          ) : (
            <div className="flex flex-col gap-1 sm:ml-auto sm:items-end">
              <Button
                variant={full ? "secondary" : "primary"}
                busy={actions.busy === offering.id}
                disabled={why !== null || blocked}
                aria-describedby={describedBy || undefined}
                onClick={() => {
                  asked.current = true;
                  void actions.enrol(offering);
                }}
              >
                {full ? <Trans>Entrar na lista de espera</Trans> : <Trans>Pedir matrícula</Trans>}
              </Button>
              {why ? (
                <p id={reasonId} className="text-sm text-amber-900">
                  {why}
                </p>
              ) : null}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
