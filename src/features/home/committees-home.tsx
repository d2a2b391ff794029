import { Plural, Trans } from "@lingui/react/macro";
import { calendarKindWords } from "../../domain/banca-texts.ts";
import { committeePageSchema, type Committee } from "../../domain/bancas.ts";
import { formatDay } from "../../domain/dates.ts";
import { localMoment } from "../../domain/timetable.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { TodoLink } from "./todo-link.tsx";

/**
 * The committees on the homes (programme-year §2 `/`): the office's proposals to approve, the
 * Docente's verdicts due (sessions it presides whose day has come) and the Discente's next
 * session. Each reads `GET /api/bancas`, which the server scopes to the caller.
 */
export const TO_APPROVE_PATH = "/api/bancas?status=proposta&pageSize=1";
/** The scheduled sessions the caller sees (its own, as a Discente; presided or sat on, as a Docente). */
export const SCHEDULED_PATH = "/api/bancas?status=agendada&pageSize=100";

/** Today on the institution's clock (the server's `today` for the rules of the programme year). */
export function todayHere(now = new Date()): string {
  return localMoment(now).day;
}

/** The scheduled sessions `idcbpf` presides whose day has come: the verdicts it owes (rule 15). */
export function verdictsDue(committees: readonly Committee[], idcbpf: string, today: string): Committee[] {
  return committees.filter(
    (committee) =>
      committee.status === "agendada" &&
      committee.date <= today &&
      committee.members.some((member) => member.role === "presidente" && member.idcbpf === idcbpf),
  );
}

/** The next scheduled session from today on, by day and time. */
export function nextCommittee(committees: readonly Committee[], today: string): Committee | undefined {
  return committees
    .filter((committee) => committee.status === "agendada" && committee.date >= today)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0];
}

/** The committees waiting for the office's approval, to the Bancas section of /configuracoes. */
export function CommitteesToApproveLink({ total }: { total: number }) {
  if (total === 0) return null;
  return (
    <TodoLink to="/configuracoes?secao=bancas" count={total}>
      <Plural value={total} one="banca a aprovar" other="bancas a aprovar" />
    </TodoLink>
  );
}

/** The Docente's verdicts due, to /orientacoes where the president records them. */
export function VerdictsDueLink({ idcbpf }: { idcbpf: string }) {
  const query = useCachedQuery(`home:${SCHEDULED_PATH}`, SCHEDULED_PATH, committeePageSchema);
  if (query.status !== "ok") return null;
  const count = verdictsDue(query.data.items, idcbpf, todayHere()).length;
  if (count === 0) return null;
  return (
    <TodoLink to="/orientacoes" count={count}>
      <Plural value={count} one="banca aguarda o seu resultado" other="bancas aguardam o seu resultado" />
    </TodoLink>
  );
}

/** The Discente's next session, if one is scheduled: day, time, kind and place (or the remote link). */
export function NextCommittee() {
  const locale = useLocale();
  const query = useCachedQuery(`home:${SCHEDULED_PATH}`, SCHEDULED_PATH, committeePageSchema);
  if (query.status !== "ok") return null;
  const next = nextCommittee(query.data.items, todayHere());
  if (!next) return null;
  const kind = calendarKindWords(next.kind, next.degree)[locale];
  const day = formatDay(next.date, locale);
  const time = next.time;
  const where = next.place ?? next.remoteLink ?? "";
  return (
    <p className="mt-2 text-slate-800" data-testid="home-next-committee">
      <Trans>
        Próxima banca: {kind}, <time dateTime={next.date}>{day}</time> às {time}, {where}
      </Trans>
    </p>
  );
}
