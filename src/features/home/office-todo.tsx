import { Plural, Trans } from "@lingui/react/macro";
import type { Painel } from "../../domain/painel.ts";
import { CommitteesToApproveLink } from "./committees-home.tsx";
import { TodoLink } from "./todo-link.tsx";

/**
 * What waits for the office (`GET /api/painel`), each with its count and a link to where it is
 * done: the term's pending enrolments (it may decide them all), applications to review, the programme year's requests to decide and committees to approve (programme-year §2), requests
 * still pending after a drop deadline (to that term's list) and grades missing after the deadline.
 */
export function OfficeTodo({
  painel,
  requestsToDecide = 0,
  committeesToApprove = 0,
}: {
  painel: Painel;
  requestsToDecide?: number;
  committeesToApprove?: number;
}) {
  const pending = painel.counts.enrolments.pendente;
  const applications = painel.applications.submitted;
  const late = painel.attention.pendingPastDrop;
  const lateTerm = late.items[0]?.term;
  const grades = painel.attention.missingGrades;
  if (pending + applications + late.total + grades.total + requestsToDecide + committeesToApprove === 0)
    return (
      <p className="text-slate-700" data-testid="home-todo-empty">
        <Trans>Nada espera por você agora.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="home-todo">
      {pending > 0 ? (
        <TodoLink to="/orientacoes" count={pending}>
          <Plural value={pending} one="matrícula pendente a decidir" other="matrículas pendentes a decidir" />
        </TodoLink>
      ) : null}
      {requestsToDecide > 0 ? (
        <TodoLink to="/configuracoes?secao=requerimentos" count={requestsToDecide}>
          <Plural value={requestsToDecide} one="requerimento a decidir" other="requerimentos a decidir" />
        </TodoLink>
      ) : null}
      <CommitteesToApproveLink total={committeesToApprove} />
      {applications > 0 ? (
        <TodoLink to="/configuracoes?secao=inscricoes&estado=submetida" count={applications}>
          <Plural value={applications} one="inscrição a analisar" other="inscrições a analisar" />
        </TodoLink>
      ) : null}
      {late.total > 0 ? (
        <TodoLink
          to={lateTerm ? `/orientacoes?periodo=${encodeURIComponent(lateTerm)}` : "/orientacoes"}
          count={late.total}
        >
          <Plural
            value={late.total}
            one="matrícula pendente após o prazo de trancamento"
            other="matrículas pendentes após o prazo de trancamento"
          />
        </TodoLink>
      ) : null}
      {grades.total > 0 ? (
        <TodoLink to="/configuracoes?secao=ofertas" count={grades.students}>
          <Plural value={grades.students} one="nota faltando após o prazo" other="notas faltando após o prazo" />
        </TodoLink>
      ) : null}
    </ul>
  );
}
