import { Trans } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import type { Degree } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { committeeListPath, committeePageSchema } from "./bancas-api.ts";
import { CommitteeActions, type CommitteeRole } from "./committee-actions.tsx";
import { CommitteeCard } from "./committee-card.tsx";
import { CommitteeForm } from "./committee-form.tsx";

/** Whom a proposal is for, when the viewer may propose here (the main advisor, the office). */
export type ProposalTarget = { student: string; degree: Degree; president?: string | undefined };

/**
 * "Bancas" (programme-year §2): the committees the viewer may see — a student's (`student`), or
 * all of a Docente's (its advisees' and those it sits on) — each as a card with what the viewer
 * may do, and the proposal form when `proposal` names a student. Opens offline from the device's
 * copy, marked.
 */
export function BancasPanel({
  student,
  role,
  viewer,
  proposal,
  picker,
  showStudent = false,
  empty,
}: {
  student?: string;
  role: CommitteeRole;
  viewer: string;
  proposal?: ProposalTarget | null;
  /** Shown above the proposal form (a Docente picks which advisee it proposes for). */
  picker?: ReactNode;
  showStudent?: boolean;
  empty: ReactNode;
}) {
  const formId = useId();
  const [proposing, setProposing] = useState(false);
  const [revision, setRevision] = useState(0);
  const path = committeeListPath(student);
  const query = useCachedQuery(`bancas:${path}`, path, committeePageSchema, revision);
  const reload = () => setRevision((n) => n + 1);
  const items = query.status === "ok" ? query.data.items : [];
  const mayPropose = role !== "discente";
  return (
    <section
      aria-labelledby={`${formId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-blue-950">
          <Trans>Bancas</Trans>
        </h2>
        {mayPropose ? (
          <DisclosureButton open={proposing} controls={formId} onToggle={() => setProposing((open) => !open)}>
            <Trans>Propor banca</Trans>
          </DisclosureButton>
        ) : null}
      </div>
      {mayPropose ? (
        <div
          id={formId}
          hidden={!proposing}
          className="mb-4 flex flex-col gap-3 rounded-md border border-slate-200 p-3"
        >
          {proposing ? (
            <>
              {picker}
              {proposal ? (
                <CommitteeForm
                  key={proposal.student}
                  student={proposal.student}
                  degree={proposal.degree}
                  president={proposal.president}
                  onSaved={() => {
                    setProposing(false);
                    reload();
                  }}
                  onCancel={() => setProposing(false)}
                />
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <CachedQueryStatus query={query} />
      {query.status === "ok" && items.length === 0 ? <p className="text-slate-700">{empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {items.map((committee) => (
          <li key={committee.id}>
            <CommitteeCard
              committee={committee}
              viewer={viewer}
              showStudent={showStudent}
              actions={<CommitteeActions committee={committee} role={role} viewer={viewer} onChanged={reload} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
