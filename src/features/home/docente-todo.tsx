import { Plural, Trans } from "@lingui/react/macro";
import { classListSchema } from "../../domain/offerings.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { enrolmentPage, MY_OFFERINGS_PATH, offeringList, PENDING_PATH, type OfferingItem } from "./home-api.ts";
import { VerdictsDueLink } from "./committees-home.tsx";
import { OpinionsPendingLink } from "./programme-year-home.tsx";
import { TodoLink } from "./todo-link.tsx";

/** The enrolments this Docente decides (main advisor) still pending, to /orientacoes. */
function ApprovalsLink() {
  const query = useCachedQuery(`home:${PENDING_PATH}`, PENDING_PATH, enrolmentPage);
  if (query.status !== "ok") return null;
  const count = query.data.items.filter((item) => item.status === "pendente" && item.canDecide !== false).length;
  if (count === 0) return null;
  return (
    <TodoLink to="/orientacoes" count={count}>
      <Plural value={count} one="matrícula aguarda a sua decisão" other="matrículas aguardam a sua decisão" />
    </TodoLink>
  );
}

/** The accepted students of one of its offerings without a grade yet, to /ofertagem. */
function GradesLink({ offering }: { offering: OfferingItem }) {
  const path = `/api/ofertas/${offering.id}/turma`;
  const query = useCachedQuery(`home:${path}`, path, classListSchema);
  if (query.status !== "ok") return null;
  const missing = query.data.filter((entry) => entry.status === "deferida" && entry.grade === null).length;
  if (missing === 0) return null;
  const code = offering.subject.code;
  return (
    <TodoLink to="/ofertagem" count={missing}>
      <Plural value={missing} one={`nota a lançar em ${code}`} other={`notas a lançar em ${code}`} />
    </TodoLink>
  );
}

/**
 * What waits for the Docente, each kind with its count and a link to where it is done: the
 * enrolments of its main advisees to decide, the requests awaiting its opinion, the committees it presides
 * whose verdict is due and, per offering of the term, the grades not yet
 * entered. Nothing waiting says so.
 */
export function DocenteTodo({ idcbpf }: { idcbpf: string }) {
  const offerings = useCachedQuery(`home:${MY_OFFERINGS_PATH}`, MY_OFFERINGS_PATH, offeringList);
  return (
    <>
      {/* The links load one by one; the sentence shows only while none has anything to say. */}
      <ul className="peer grid gap-2 empty:hidden sm:grid-cols-2" data-testid="home-todo">
        <ApprovalsLink />
        <OpinionsPendingLink idcbpf={idcbpf} />
        <VerdictsDueLink idcbpf={idcbpf} />
        {offerings.status === "ok"
          ? offerings.data.map((offering) => <GradesLink key={offering.id} offering={offering} />)
          : null}
      </ul>
      <p className="hidden text-slate-700 peer-empty:block" data-testid="home-todo-empty">
        <Trans>Nada espera por você agora.</Trans>
      </p>
    </>
  );
}
