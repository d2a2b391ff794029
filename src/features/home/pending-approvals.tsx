import { Plural, Trans } from "@lingui/react/macro";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { enrolmentPage, PENDING_PATH } from "./home-api.ts";
import { QueryBody } from "./home-card.tsx";

/**
 * How many enrolments wait for this Docente's decision: the `pendente` ones it sees (its
 * advisees') that it may decide (`canDecide`: it is the main advisor; co-advisors see, PRODUCT
 * §7, they do not decide). Where the answer does not say, those of its main advisees count; when
 * its guidances could not be read either, every pending one it sees.
 */
export function PendingApprovals({ mainAdvisees }: { mainAdvisees: ReadonlySet<string> | null }) {
  const query = useCachedQuery(`home:${PENDING_PATH}`, PENDING_PATH, enrolmentPage);
  return (
    <QueryBody query={query} lines={2}>
      {(page) => {
        const mine = page.items.filter(
          (item) =>
            item.status === "pendente" &&
            (item.canDecide ?? (mainAdvisees === null || mainAdvisees.has(item.student.idcbpf))),
        );
        const students = new Set(mine.map((item) => item.student.idcbpf)).size;
        if (mine.length === 0)
          return (
            <p className="text-slate-700" data-testid="home-pending-approvals">
              <Trans>Nenhuma matrícula aguarda a sua aprovação.</Trans>
            </p>
          );
        return (
          <p className="text-slate-800" data-testid="home-pending-approvals">
            <span className="text-3xl font-semibold text-amber-800 tabular-nums">{mine.length}</span>{" "}
            <Plural value={mine.length} one="matrícula aguarda" other="matrículas aguardam" />{" "}
            <Plural value={students} one="a sua aprovação (# orientando)" other="a sua aprovação (# orientandos)" />
          </p>
        );
      }}
    </QueryBody>
  );
}
