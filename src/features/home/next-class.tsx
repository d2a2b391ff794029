import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock } from "lucide-react";
import { formatDay } from "../../domain/dates.ts";
import { nextClass, type LocalMoment, type Timetable } from "../../domain/timetable.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { weekdayInSentence, weekdayOf } from "../../domain/weekdays.ts";
import { noonOf } from "./week-timetable.tsx";

function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / 86_400_000);
}

/** "Próxima aula: FIS-501 Mecânica Quântica I — terça-feira, 10:00, Sala 201", or the class under way. */
export function NextClass({ timetable, now }: { timetable: Timetable; now: LocalMoment }) {
  const { t } = useLingui();
  const locale = useLocale();
  const found = nextClass(timetable, now);
  if (!found) return null;
  const { slot, enrolment, day } = found;
  const code = enrolment.subject.code;
  const name = enrolment.subject.name[locale];
  const { start, end, room } = slot;
  const ahead = daysBetween(now.day, day);
  const when =
    ahead === 0
      ? t`hoje`
      : ahead === 1
        ? t`amanhã`
        : ahead < 7
          ? weekdayInSentence(weekdayOf(day), locale)
          : `${weekdayInSentence(weekdayOf(day), locale)} ${formatDay(day, locale)}`;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg border border-blue-200 bg-white p-3 text-blue-950 shadow-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
      <span>
        <strong>{found.inProgress ? t`Agora:` : t`Próxima aula:`}</strong>{" "}
        {found.inProgress ? (
          <Trans>
            {code} {name} — até {end}, {room}
          </Trans>
        ) : (
          <Trans>
            {code} {name} — {when}, {start}, {room}
          </Trans>
        )}
      </span>
    </p>
  );
}
