import { Trans } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { DecisionButtons } from "./decision-buttons.tsx";
import { ALL_PENDING, enrolmentPageSchema, enrolmentsPath } from "./enrolment-decisions-api.ts";
import { EnrolmentRequestCard } from "./enrolment-request-card.tsx";

function StudentDecisions({ student }: { student: string }) {
  const [revision, setRevision] = useState(0);
  const path = enrolmentsPath({ student, pageSize: ALL_PENDING });
  const query = useCachedQuery(`orientacoes:decididas:${path}`, path, enrolmentPageSchema, revision);
  const decided =
    query.status === "ok" ? query.data.items.filter((e) => e.status === "deferida" || e.status === "indeferida") : [];
  return (
    <>
      <CachedQueryStatus query={query} />
      {query.status === "ok" && decided.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nenhuma matrícula decidida para {student}.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {decided.map((enrolment) => (
            <EnrolmentRequestCard key={enrolment.codigo} enrolment={enrolment}>
              <DecisionButtons enrolment={enrolment} mode="reverse" onDecided={() => setRevision((n) => n + 1)} />
            </EnrolmentRequestCard>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The office reverses a decision (PRODUCT §7: overrides and reversals, audited on the server):
 * a student's decided enrolments, found by idcbpf, each with the opposite decision.
 */
export function DecidedEnrolments() {
  // The student looked up is in the URL (`?discente=`), beside the guidance search: a reload keeps it.
  const [params, setParams] = useSearchParams();
  const student = params.get("discente") ?? "";
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const typed = String(new FormData(event.currentTarget).get("student") ?? "").trim();
    if (typed) next.set("discente", typed);
    else next.delete("discente");
    setParams(next, { preventScrollReset: true });
  }
  return (
    <section aria-labelledby="decided-enrolments-heading" className="mb-8">
      <h2 id="decided-enrolments-heading" className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Reverter uma decisão</Trans>
      </h2>
      <form role="search" onSubmit={search} className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          key={student}
          defaultValue={student}
          name="student"
          type="search"
          maxLength={100}
          autoComplete="off"
          label={<Trans>idcbpf do discente</Trans>}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Ver matrículas</Trans>
        </Button>
      </form>
      {student ? <StudentDecisions key={student} student={student} /> : null}
    </section>
  );
}
