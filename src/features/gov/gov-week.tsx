import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { govAgendaSchema, GRID_STEP_MINUTES, layoutWeek, type WeekEntry } from "../../domain/gov.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { WEEKDAY_LABELS } from "../../ui/weekday-labels.ts";
import { GovResultLine, useGovQuery } from "./gov-search.tsx";

/**
 * The current term's timetable as a week, as the server's page draws it (src/server/gov/
 * agenda-page.ts): from `md` a grid with an hour scale and a column per weekday (Sunday first),
 * each class placed by its time (rows of a quarter of an hour; classes that overlap side by side);
 * narrower, the days one under the other. Read out as a list of days with their classes.
 */
const ROW = "0.75rem";
const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

function ClassItem({ entry }: { entry: WeekEntry }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { offering, slot } = entry;
  const teachers = offering.teachers.map((teacher) => teacher.name).join(", ");
  const language =
    offering.language === locale ? null : offering.language === "en" ? t`Aula em inglês` : t`Aula em português`;
  return (
    <li
      style={{ gridRowStart: entry.rowStart, gridRowEnd: entry.rowEnd }}
      className="rounded-md border-l-4 border-blue-700 bg-blue-50 px-2.5 py-1.5 text-sm text-slate-700 [overflow-wrap:anywhere] md:mb-px md:overflow-hidden md:rounded md:border-l-[3px] md:px-1 md:py-0.5 md:text-[0.7rem] md:leading-tight"
    >
      <p className="font-semibold text-blue-950 tabular-nums">
        <time>{slot.start}</time>–<time>{slot.end}</time>
      </p>
      <p className="font-medium text-slate-900">
        <abbr title={t`Código da disciplina`} className="no-underline">
          {offering.subject.code}
        </abbr>{" "}
        {offering.subject.name[locale]}
      </p>
      <p>{slot.room}</p>
      {teachers ? (
        <p>
          <span className="sr-only">
            <Trans>Docentes</Trans>:{" "}
          </span>
          {teachers}
        </p>
      ) : null}
      {language ? <p>{language}</p> : null}
    </li>
  );
}

export function GovWeek() {
  const { t, i18n } = useLingui();
  const heading = useId();
  const q = useGovQuery();
  const url = `/api/gov/agenda${q ? `?${new URLSearchParams({ q }).toString()}` : ""}`;
  const query = useCachedQuery(`gov:${url}`, url, govAgendaSchema);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const { term, items } = query.data;
  if (!term) {
    return (
      <>
        <CachedQueryStatus query={query} />
        <p className="text-slate-700">
          <Trans>Não há período letivo em curso.</Trans>
        </p>
      </>
    );
  }
  const week = layoutWeek(items);
  const perHour = 60 / GRID_STEP_MINUTES;
  const hours = Array.from({ length: week.endHour - week.startHour }, (_, i) => week.startHour + i);
  const weekLabel = t`Aulas da semana`;
  return (
    <>
      <CachedQueryStatus query={query} />
      <GovResultLine count={items.length} />
      <section aria-labelledby={heading}>
        <h2 id={heading} className="mb-3 text-lg font-semibold text-blue-950">
          {weekLabel} · <Trans>Período letivo {term.code}</Trans>
        </h2>
        {items.length === 0 ? null : (
          <div className="md:flex" data-testid="gov-week">
            <div
              aria-hidden="true"
              className="hidden w-12 shrink-0 pt-8 text-right text-[0.65rem] text-slate-500 md:grid"
              style={{ gridAutoRows: ROW }}
            >
              <span style={{ gridColumn: 1, gridRow: `1 / ${week.rows + 1}` }} />
              {hours.map((hour, i) => (
                <span
                  key={hour}
                  className="-translate-y-1/2 pr-1"
                  style={{ gridColumn: 1, gridRowStart: i * perHour + 1 }}
                >
                  {hh(hour)}
                </span>
              ))}
            </div>
            <ol aria-label={weekLabel} className="grid gap-2 md:flex md:min-w-0 md:flex-1 md:gap-0">
              {week.days.map((day) => {
                const label = WEEKDAY_LABELS[day.weekday];
                const name = label ? i18n._(label) : "";
                return (
                  <li
                    key={day.weekday}
                    className="rounded-lg border border-slate-200 bg-white p-2 md:flex md:min-w-0 md:flex-1 md:flex-col md:rounded-none md:border-0 md:border-l md:bg-transparent md:p-0"
                  >
                    <h3 className="mb-1 text-sm font-semibold text-blue-950 md:mb-0 md:flex md:h-8 md:items-center md:justify-center md:truncate md:text-xs">
                      {name}
                    </h3>
                    {day.entries.length === 0 ? (
                      <p className="text-sm text-slate-500 md:text-center md:text-[0.7rem]">
                        <Trans>Sem aulas</Trans>
                      </p>
                    ) : (
                      <ol
                        aria-label={name}
                        style={{ gridAutoRows: ROW }}
                        className="flex flex-col gap-2 md:grid md:flex-1 md:grid-flow-row-dense md:auto-cols-[minmax(0,1fr)] md:gap-x-0.5 md:gap-y-0 md:bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_calc(3rem-1px),var(--color-slate-200)_calc(3rem-1px),var(--color-slate-200)_3rem)]"
                      >
                        {day.entries.map((entry) => (
                          <ClassItem
                            key={`${entry.offering.subject.code}-${entry.slot.start}-${entry.slot.room}`}
                            entry={entry}
                          />
                        ))}
                      </ol>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </section>
    </>
  );
}
