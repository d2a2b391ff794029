import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { allocationPageSchema, type Allocation } from "../../domain/funding.ts";
import type { Guidance } from "../../domain/guidance.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { DeclarationParts } from "../../ui/parts.ts";
import { allocationsInForcePath, ScholarshipNote } from "../../ui/scholarship-words.tsx";
import { useStudies } from "../../ui/use-studies.ts";
import { todayHere } from "./committees-home.tsx";
import { guidancePage, MY_GUIDANCES_PATH } from "./home-api.ts";
import { HomeCard, QueryBody } from "./home-card.tsx";
import { Skeleton } from "./skeleton.tsx";
import { DocenteTodo } from "./docente-todo.tsx";
import { MyDeclarations } from "./my-declarations.tsx";
import { MyOfferings } from "./my-offerings.tsx";
import { PendingApprovals } from "./pending-approvals.tsx";
import { PrazosCard } from "./prazos-card.tsx";

const LINK = "text-sm font-medium text-blue-800 underline underline-offset-2";

function Advisees({
  items,
  idcbpf,
  scholarships,
}: {
  items: Guidance[];
  idcbpf: string;
  scholarships: ReadonlyMap<string, Allocation>;
}) {
  const today = todayHere();
  const { t } = useLingui();
  const studies = useStudies();
  if (items.length === 0)
    return (
      <p className="text-slate-700">
        <Trans>Você não tem orientandos registrados.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2" data-testid="home-advisees">
      {items.map((guidance) => {
        const { student } = guidance;
        const main = guidance.advisor.idcbpf === idcbpf;
        const held = scholarships.get(student.idcbpf);
        return (
          <li key={guidance.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium break-words text-slate-900">{student.name}</span>
            <span className="text-sm text-slate-600">{studies(student, main ? null : t`coorientação`)}</span>
            {held ? (
              <span className="basis-full">
                <ScholarshipNote allocation={held} today={today} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Docente's home (PRODUCT §2): what waits for it (decisions, opinions, verdicts, grades) as links with counts, its advisees'
 * due dates (prazos-card.tsx), its offerings of the current term with their fill, the
 * enrolments waiting for its approval as main advisor, its advisees (with the scholarship each holds
 * today) and the declarations it holds
 * (teaching declarations, issued from /ofertagem).
 */
export default function DocenteHome({ idcbpf, parts }: { idcbpf: string; parts: DeclarationParts }) {
  const guidances = useCachedQuery(`home:${MY_GUIDANCES_PATH}`, MY_GUIDANCES_PATH, guidancePage);
  // One read of the advisees' scholarships in force today; the key stays the same from day to day,
  // so the device's copy still opens the home offline tomorrow.
  const held = useCachedQuery("home:advisees-scholarships", allocationsInForcePath(todayHere()), allocationPageSchema);
  const scholarships = new Map(
    held.status === "ok" ? held.data.items.map((allocation) => [allocation.student.idcbpf, allocation]) : [],
  );
  const mainAdvisees =
    guidances.status === "ok"
      ? new Set(guidances.data.items.filter((g) => g.advisor.idcbpf === idcbpf).map((g) => g.student.idcbpf))
      : null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <HomeCard id="home-todo" title={<Trans>O que espera por você</Trans>} className="md:col-span-2">
        <DocenteTodo idcbpf={idcbpf} />
      </HomeCard>
      <PrazosCard title={<Trans>Prazos dos orientandos</Trans>} className="md:col-span-2" />
      <MyOfferings className="md:col-span-2" />
      <HomeCard id="home-approvals" title={<Trans>Aprovações pendentes</Trans>}>
        {guidances.status === "loading" ? <Skeleton lines={2} /> : <PendingApprovals mainAdvisees={mainAdvisees} />}
        <p className="mt-3">
          <AppLink to="/orientacoes" className={LINK}>
            <Trans>Decidir em Orientações</Trans>
          </AppLink>
        </p>
      </HomeCard>
      <HomeCard id="home-advisees" title={<Trans>Orientandos</Trans>}>
        <QueryBody query={guidances} lines={3}>
          {(page) => (
            <>
              <p className="mb-2 text-sm text-slate-600">
                <Plural value={page.items.length} one="# orientando" other="# orientandos" />
              </p>
              <Advisees items={page.items} idcbpf={idcbpf} scholarships={scholarships} />
            </>
          )}
        </QueryBody>
      </HomeCard>
      <MyDeclarations className="md:col-span-2" parts={parts} />
    </div>
  );
}
