import { Plural, Trans } from "@lingui/react/macro";
import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Enrolment } from "../../domain/matriculas.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import {
  enrolmentPageSchema,
  fittingSubjectPageSchema,
  fittingSubjectsPath,
  myEnrolmentsPath,
  offeringPageSchema,
  offeringsPath,
  transcriptPath,
  transcriptSchema,
  type Offering,
} from "./matricula-api.ts";
import { LIVE, MyRequests } from "./my-requests.tsx";
import { OfferingCard, type EnrolState } from "./offering-card.tsx";
import { sameCard } from "./offering-card-equal.ts";
import { filterOfferings } from "./offering-filter.ts";
import { OfferingFilters } from "./offering-filters.tsx";
import { blockersOf, passedCodes, type SubjectRules } from "./offering-blockers.ts";
import { useOfferingFilter } from "./use-offering-filter.ts";
import { useEnrolmentActions, type EnrolmentActions } from "./use-enrolment-actions.ts";
import { clashesWith, holdingItems, planWeek, type PlanItem } from "./week-plan.ts";
import { WeekPlanGrid } from "./week-plan-grid.tsx";

const NONE: readonly Enrolment[] = [];
const NO_CODES: readonly string[] = [];
const Card = memo(OfferingCard, sameCard);

/**
 * The actions with functions that keep their identity across renders (they call the latest ones),
 * so that a card whose own state did not change is not drawn again (`sameCard`).
 */
function useStableActions(actions: EnrolmentActions): EnrolmentActions {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const enrol = useCallback((offering: Offering) => latest.current.enrol(offering), []);
  const drop = useCallback((enrolment: Enrolment) => latest.current.drop(enrolment), []);
  return { busy: actions.busy, refusals: actions.refusals, enrol, drop };
}

/**
 * The term's offerings (filterable) and, beside them, the student's week and its requests. On a
 * wide screen the week stays in view while the list scrolls; on a phone it comes first, and each
 * offering says itself which subjects it would clash with.
 */
export function EnrolmentBoard({
  term,
  state,
  revision,
  onChanged,
}: {
  term: string;
  state: EnrolState;
  revision: number;
  onChanged: () => void;
}) {
  const offerings = useCachedQuery(`matricula:ofertas:${term}`, offeringsPath(term), offeringPageSchema, revision);
  const mine = useCachedQuery(`matricula:minhas:${term}`, myEnrolmentsPath(term), enrolmentPageSchema, revision);
  const user = useSession().user;
  const subjectsPath = fittingSubjectsPath({ programme: user?.programme ?? null, degree: user?.degree ?? null });
  const subjects = useCachedQuery(`matricula:disciplinas:${subjectsPath}`, subjectsPath, fittingSubjectPageSchema);
  const transcriptUrl = transcriptPath(user?.idcbpf ?? "");
  const transcript = useCachedQuery(`matricula:historico`, transcriptUrl, transcriptSchema, revision);
  const locale = useLocale();
  // The subjects the student may take, with their prerequisites; unknown (all shown) until the
  // whole list is known, so an offering is never hidden by a partial answer.
  const fitting: ReadonlyMap<string, SubjectRules> | null =
    subjects.status === "ok" && subjects.data.total <= subjects.data.items.length
      ? new Map(subjects.data.items.map((subject) => [subject.code, subject]))
      : null;
  const passed = transcript.status === "ok" ? passedCodes(transcript.data) : null;
  const actions = useStableActions(useEnrolmentActions(onChanged));
  const [filter, setFilter] = useOfferingFilter();
  const [preview, setPreview] = useState<Offering | null>(null);
  // Pointing at or focusing a card (the start of every press on it) previews it in the week: drawn
  // after the press's own answer, never before it.
  const onPreview = useCallback((offering: Offering | null) => startTransition(() => setPreview(offering)), []);

  const enrolments: readonly Enrolment[] = mine.status === "ok" ? mine.data.items : NONE;
  const held = useMemo(() => holdingItems(enrolments), [enrolments]);
  const live = new Map(enrolments.filter((e) => LIVE.includes(e.status)).map((e) => [e.offering.id, e]));
  const previewItem: PlanItem | null =
    preview && !live.has(preview.id)
      ? { key: `preview-${preview.id}`, subject: preview.subject, slots: preview.slots, kind: "preview" }
      : null;
  const plan = planWeek(held, previewItem);
  const open =
    offerings.status === "ok"
      ? offerings.data.items.filter((offering) => !fitting || fitting.has(offering.subject.code))
      : [];
  const list = filterOfferings(open, filter);
  const total = open.length;
  const shown = list.length;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <aside aria-labelledby="week-plan-heading" className="lg:sticky lg:top-4 lg:order-last lg:self-start">
        <h2 id="week-plan-heading" className="mb-2 text-lg font-semibold text-blue-950">
          <Trans>Sua semana</Trans>
        </h2>
        <CachedQueryStatus query={mine} />
        <WeekPlanGrid plan={plan} />
        {mine.status === "ok" ? <MyRequests enrolments={enrolments} actions={actions} state={state} /> : null}
      </aside>
      <section aria-labelledby="offerings-heading" className="min-w-0">
        <h2 id="offerings-heading" className="mb-2 text-lg font-semibold text-blue-950">
          <Trans>Turmas oferecidas</Trans>
        </h2>
        <CachedQueryStatus query={offerings} />
        {/* Without the student's own requests an offering's button could offer what is already asked. */}
        {offerings.status === "ok" && mine.status === "ok" ? (
          <>
            <OfferingFilters filter={filter} onChange={setFilter} />
            <p aria-live="polite" className="mb-2 text-sm text-slate-600">
              {shown === total ? (
                <Plural value={total} one="# turma" other="# turmas" />
              ) : (
                <Plural value={total} one={`${shown} de # turma`} other={`${shown} de # turmas`} />
              )}
            </p>
            <ul className="grid gap-3 xl:grid-cols-2">
              {list.map((offering) => (
                <Card
                  key={offering.id}
                  offering={offering}
                  prerequisites={fitting?.get(offering.subject.code)?.prerequisites ?? NO_CODES}
                  blockers={blockersOf(offering, fitting?.get(offering.subject.code), passed, locale)}
                  mine={live.get(offering.id) ?? null}
                  clashes={clashesWith(offering.slots, held)}
                  actions={actions}
                  state={state}
                  onPreview={onPreview}
                />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
