import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { authorize } from "../../domain/policy.ts";
import { useQuiet } from "../../lib/quiet.ts";
import { useSession } from "../../lib/session.ts";
import { AfterHydration } from "../../ui/after-hydration.tsx";
import type { DeclarationParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { DiscenteWeek } from "./discente-week.tsx";
import type { TermOfWeek } from "./enrolment-status.tsx";
import { Skeleton } from "./skeleton.tsx";

/**
 * What the home shows of another feature: the declarations' button and list, given by
 * src/app/pages/home.tsx as components that load their own code, so that they stay out of the
 * week's first screen (they are shown only below it, once the page is quiet).
 */
export type HomeParts = DeclarationParts;

/**
 * The home of each level (PRODUCT §2). The Discente's week is in this page's own code and shows
 * first (from the device when it has a copy); everything else is its own chunk, loaded once the
 * page is shown, with its space held by placeholders so nothing below moves when it arrives.
 */
const DiscenteExtras = lazy(() => import("./discente-extras.tsx"));
const DocenteHome = lazy(() => import("./docente-home.tsx"));
const AdminHome = lazy(() => import("./admin-home.tsx"));

/** Boxes where the cards will be, while their code loads. */
function Placeholder({ cards, className }: { cards: number; className: string }) {
  return (
    <div data-first-paint-omit="" className={`grid gap-4 ${className}`}>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="min-h-32 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <Skeleton />
        </div>
      ))}
    </div>
  );
}

/**
 * Below the week, once the week has its answer (or failed): nothing while it loads, so that the
 * week's arrival moves nothing already on screen (placeholders pushed down would be a layout
 * shift); then placeholders of the cards until the page is quiet (no request in flight, the
 * browser idle: src/lib/quiet.ts), so that the week never shares the network or the main thread
 * with what a phone shows only when scrolled to; then the cards. Never in the page React takes
 * over from the device's first paint (`AfterHydration`; first-paint.tsx leaves it out too).
 */
function AfterWeek({ term, parts }: { term: TermOfWeek; parts: HomeParts }) {
  const quiet = useQuiet();
  const placeholder = <Placeholder cards={3} className="md:grid-cols-3" />;
  return (
    <AfterHydration>
      {term.status === "loading" ? null : !quiet ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <DiscenteExtras term={term} parts={parts} />
        </Suspense>
      )}
    </AfterHydration>
  );
}

export function HomePage({ parts }: { parts: HomeParts }) {
  const { user } = useSession();
  // The guard only lets logged-in users here; the fallback covers a logout in progress.
  if (!user) return <TitleHeading id="home" />;
  const name = user.name;
  return (
    <>
      <TitleHeading id="home" lead={<Trans>Olá, {name}.</Trans>} />
      {/* The same policy the API enforces: the week's timetable is the Discente's. */}
      {authorize("horario", user) === "ok" ? (
        <DiscenteWeek after={(term) => <AfterWeek term={term} parts={parts} />} />
      ) : user.level === "Docente" ? (
        <Suspense fallback={<Placeholder cards={3} className="md:grid-cols-2" />}>
          <DocenteHome idcbpf={user.idcbpf} parts={parts} />
        </Suspense>
      ) : (
        <Suspense fallback={<Placeholder cards={3} className="md:grid-cols-2" />}>
          <AdminHome />
        </Suspense>
      )}
    </>
  );
}
