import { Trans } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import {
  localMoment,
  timetableSchema,
  weekShownUntil,
  type LocalMoment,
  type Timetable,
} from "../../domain/timetable.ts";
import { whenIdle } from "../../lib/idle.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import type { TermOfWeek } from "./enrolment-status.tsx";
import { keepFirstPaint } from "./first-paint.tsx";
import { NextClass } from "./next-class.tsx";
import { WEEK_KEY, WEEK_PATH } from "./prime.ts";
import { WeekTimetable } from "./week-timetable.tsx";

/** The clock, re-read every half minute so "next class" and "today" move on while the page stays open. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The Discente's week on the home page (PRODUCT §2): `GET /api/horario`, kept on the device per
 * user (`WEEK_KEY`), so it opens at once and offline, with the offline mark. `after` renders
 * below it, told what the week said of the term (the home's other blocks, loaded once it is shown).
 */
export function DiscenteWeek({ after }: { after?: (term: TermOfWeek) => ReactNode } = {}) {
  const query = useCachedQuery(WEEK_KEY, WEEK_PATH, timetableSchema);
  const date = useNow();
  const now = localMoment(date);
  useKeepFirstPaint(query.status === "ok" ? { savedAt: query.savedAt, until: weekShownUntil(query.data, date) } : null);
  const term: TermOfWeek =
    query.status === "ok"
      ? { status: "ok", code: query.data.term?.code ?? null }
      : query.status === "error"
        ? { status: "error" }
        : { status: "loading" };
  return (
    <>
      <section aria-labelledby="week-heading" className="mb-6">
        <h2 id="week-heading" className="mb-1 text-lg font-semibold text-blue-950">
          <Trans>Esta semana</Trans>
        </h2>
        <CachedQueryStatus query={query} />
        {query.status === "ok" ? <Week timetable={query.data} now={now} /> : null}
      </section>
      {after?.(term)}
    </>
  );
}

/**
 * Once the week is shown (and again when it changes), the page as shown is kept on the device
 * for the service worker to paint first on an offline re-open (src/lib/first-paint.ts), when
 * the browser is idle: never in the way of the page itself.
 */
function useKeepFirstPaint(shown: { savedAt: number; until: number } | null): void {
  const { idcbpf, level, name } = useSession().user ?? {};
  const locale = useLocale();
  const savedAt = shown?.savedAt;
  const until = shown?.until;
  useEffect(() => {
    const container = document.getElementById("root");
    if (idcbpf === undefined || level === undefined || name === undefined) return;
    if (savedAt === undefined || until === undefined || !container) return;
    let active = true;
    whenIdle(() => {
      if (active) void keepFirstPaint({ container, user: { idcbpf, level, name }, locale, savedAt, validUntil: until });
    });
    return () => {
      active = false;
    };
  }, [idcbpf, level, name, locale, savedAt, until]);
}

function Week({ timetable, now }: { timetable: Timetable; now: LocalMoment }) {
  const code = timetable.term?.code ?? "";
  if (!timetable.term) {
    return (
      <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        <Trans>Não há período letivo em andamento.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        <Trans>Período letivo {code}</Trans>
      </p>
      {timetable.enrolments.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
          <Trans>Você não tem aulas deferidas neste período.</Trans>
        </p>
      ) : (
        <>
          <NextClass timetable={timetable} now={now} />
          <WeekTimetable timetable={timetable} today={now.day} />
        </>
      )}
    </>
  );
}
