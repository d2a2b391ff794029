import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { allocationPageSchema, type Allocation } from "../../domain/funding.ts";
import { countsTowardCap, type Guidance } from "../../domain/guidance.ts";
import { localMoment } from "../../domain/timetable.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { Notice } from "../../ui/notice.tsx";
import { allocationsInForcePath, ScholarshipNote } from "../../ui/scholarship-words.tsx";
import { useStudies } from "../../ui/use-studies.ts";
import { ALL_OF_MINE, adviseeCapAnswer, guidanceListPath, guidancePageAnswer, SETTINGS_PATH } from "./guidance-api.ts";
import { NextMilestone } from "./next-milestone.tsx";

/** "3 de 8 orientandos": the advisees the cap counts (PRODUCT §7) against the cap, when it is known. */
function Load({ counted }: { counted: number }) {
  const cap = useCachedQuery("orientacoes:cap", SETTINGS_PATH, adviseeCapAnswer);
  const limit = cap.status === "ok" ? cap.data.adviseeCap : null;
  return (
    <p className="mb-4 text-slate-800">
      <span className="text-lg font-semibold text-blue-950">
        {limit === null ? (
          <Plural value={counted} one="# orientando" other="# orientandos" />
        ) : (
          <Plural value={limit} one={`${counted} de # orientando`} other={`${counted} de # orientandos`} />
        )}
      </span>{" "}
      <span className="text-sm text-slate-600">
        <Trans>(como orientador principal, com situação ativa ou trancada)</Trans>
      </span>
    </p>
  );
}

function Advisee({ guidance, main, held }: { guidance: Guidance; main: boolean; held: Allocation | undefined }) {
  const { i18n } = useLingui();
  const studies = useStudies();
  const { student } = guidance;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{student.name}</p>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${main ? "border-blue-300 bg-blue-50 text-blue-900" : "border-slate-300 bg-slate-50 text-slate-700"}`}
        >
          {main ? <Trans>Orientação principal</Trans> : <Trans>Coorientação</Trans>}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{studies(student, i18n._(STATUS_LABELS[student.status]))}</p>
      {held ? (
        <p className="mt-1">
          <ScholarshipNote allocation={held} today={todayHere()} />
        </p>
      ) : null}
      <p className="mt-2 break-words text-slate-900">{guidance.title || <Trans>Título ainda não registrado.</Trans>}</p>
      <p className="mt-1 text-sm">
        <NextMilestone milestones={guidance.milestones} />
      </p>
    </li>
  );
}

/** Today on the institution's clock. */
const todayHere = () => localMoment(new Date()).day;

/**
 * The scholarships the advisees hold today, by student (one read, scoped by the server to the
 * caller's advisees); the key does not change with the day, so yesterday's copy opens offline.
 */
function useHeldScholarships(): ReadonlyMap<string, Allocation> {
  const query = useCachedQuery(
    "orientacoes:advisees-scholarships",
    allocationsInForcePath(todayHere()),
    allocationPageSchema,
  );
  return new Map(
    query.status === "ok" ? query.data.items.map((allocation) => [allocation.student.idcbpf, allocation]) : [],
  );
}

/** The Docente's advisees, as main advisor or co-advisor, with the scholarship each holds; opens offline once seen. */
export function DocenteAdvisees({ idcbpf }: { idcbpf: string }) {
  const path = guidanceListPath({ pageSize: ALL_OF_MINE });
  const query = useCachedQuery(`orientacoes:${path}`, path, guidancePageAnswer);
  const scholarships = useHeldScholarships();
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const items = query.data.items;
  const counted = items.filter((item) => item.advisor.idcbpf === idcbpf && countsTowardCap(item.student.status));
  return (
    <>
      <CachedQueryStatus query={query} />
      <Load counted={counted.length} />
      {items.length === 0 ? (
        <Notice>
          <p>
            <Trans>Você não tem orientandos registrados. A secretaria atribui as orientações.</Trans>
          </p>
        </Notice>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((item) => (
            <Advisee
              key={item.id}
              guidance={item}
              main={item.advisor.idcbpf === idcbpf}
              held={scholarships.get(item.student.idcbpf)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
