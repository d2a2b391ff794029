import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { isPassing, type Committee } from "../../domain/bancas.ts";
import type { Degree } from "../../domain/users.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { CancelCommitteeDialog } from "./cancel-committee-dialog.tsx";
import { CommitteeForm } from "./committee-form.tsx";
import { FinalVersionDeposit } from "./final-version-deposit.tsx";
import { VerdictForm } from "./verdict-form.tsx";

/** Who reads the committees here: the student, a Docente (proposer, president, advisor), the office. */
export type CommitteeRole = "discente" | "docente" | "office";

/**
 * What the viewer may do with one committee (rules 14, 15, 19), offered only where the server
 * would allow it: the proposer and the office edit or cancel it while `proposta`; the president
 * and the office record the verdict once `agendada`; the student deposits the final version after
 * a passed defence. Offline every write is disabled, saying why.
 */
export function CommitteeActions({
  committee,
  role,
  viewer,
  onChanged,
}: {
  committee: Committee;
  role: CommitteeRole;
  viewer: string;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const id = useId();
  const [open, setOpen] = useState<"edit" | "verdict" | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const proposer = committee.proposedBy?.idcbpf === viewer;
  const president = committee.members.find((member) => member.role === "presidente");
  const mayEdit = committee.status === "proposta" && (role === "office" || (role === "docente" && proposer));
  const mayJudge =
    committee.status === "agendada" && (role === "office" || (role === "docente" && president?.idcbpf === viewer));
  const mayDeposit =
    role === "discente" &&
    committee.student.idcbpf === viewer &&
    committee.kind === "defesa" &&
    committee.status === "realizada" &&
    isPassing(committee.verdict);
  if (!mayEdit && !mayJudge && !mayDeposit) return null;
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const toggle = (which: "edit" | "verdict") => setOpen((now) => (now === which ? null : which));
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      {online ? null : (
        <p className="text-sm font-medium text-amber-900">
          <Trans>Sem conexão: alterar a banca, registrar o resultado e depositar precisam da internet.</Trans>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {mayEdit ? (
          <>
            <DisclosureButton open={open === "edit"} controls={`${id}-edit`} onToggle={() => toggle("edit")}>
              <Trans>Alterar banca nº {committee.id}</Trans>
            </DisclosureButton>
            <Button variant="secondary" disabled={!online} onClick={() => setCancelling(true)}>
              <Trans>Cancelar banca nº {committee.id}</Trans>
            </Button>
          </>
        ) : null}
        {mayJudge ? (
          <DisclosureButton open={open === "verdict"} controls={`${id}-verdict`} onToggle={() => toggle("verdict")}>
            <Trans>Registrar resultado da banca nº {committee.id}</Trans>
          </DisclosureButton>
        ) : null}
      </div>
      <div id={`${id}-edit`} hidden={open !== "edit"}>
        {open === "edit" ? (
          <CommitteeForm
            student={committee.student.idcbpf}
            degree={committee.degree satisfies Degree}
            president={president?.idcbpf ?? undefined}
            committee={committee}
            onSaved={done}
            onCancel={() => setOpen(null)}
          />
        ) : null}
      </div>
      <div id={`${id}-verdict`} hidden={open !== "verdict"}>
        {open === "verdict" ? <VerdictForm committee={committee} onSaved={done} /> : null}
      </div>
      {mayDeposit ? (
        online ? (
          <FinalVersionDeposit committee={committee} onSent={onChanged} />
        ) : (
          <p className="text-sm text-slate-700">{t`O depósito da versão final precisa da internet.`}</p>
        )
      ) : null}
      <CancelCommitteeDialog
        committee={committee}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={done}
      />
    </div>
  );
}
