import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Request } from "../../domain/requerimentos.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { ALL_OF_MINE, guidanceListPath, guidancePageAnswer } from "./guidance-api.ts";
import { BancasPanel } from "./bancas-panel.tsx";
import { PrazosPanel } from "./prazos-panel.tsx";
import { RequestsPanel } from "./requests-panel.tsx";

/**
 * A Docente's programme year (programme-year §2): the requests awaiting its opinion (only those
 * of students it advises as main advisor: co-advisors see but do not opine, rule 9), and the
 * "Prazos" of the advisee chosen (in the address, `?discente=`), and "Bancas": its advisees' and
 * those it sits on, proposing for a main advisee (it presides) and recording verdicts as president.
 */
export function DocenteProgrammeYear({ idcbpf }: { idcbpf: string }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const path = guidanceListPath({ pageSize: ALL_OF_MINE });
  const guidances = useCachedQuery(`orientacoes:${path}`, path, guidancePageAnswer);
  const items = guidances.status === "ok" ? guidances.data.items : [];
  const mainOf = new Set(items.filter((g) => g.advisor.idcbpf === idcbpf).map((g) => g.student.idcbpf));
  const mayOpine = (request: Request) => mainOf.has(request.student.idcbpf);
  const chosen = params.get("discente") ?? "";
  const [proposedFor, setProposedFor] = useState("");
  const mainAdvisees = items.filter((g) => g.advisor.idcbpf === idcbpf && g.student.status === "ativo");
  const target = mainAdvisees.find((g) => g.student.idcbpf === proposedFor);
  const choose = (student: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (student) next.set("discente", student);
        else next.delete("discente");
        return next;
      },
      { replace: true },
    );
  return (
    <div className="my-6 flex flex-col gap-6">
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="pareceres">
        <h2 id="pareceres" className="mb-3 text-lg font-semibold text-blue-950">
          <Trans>Requerimentos aguardando seu parecer</Trans>
        </h2>
        <RequestsPanel
          status="aguardando_orientador"
          role="docente"
          mayOpine={mayOpine}
          showStudent
          empty={<Trans>Nenhum requerimento aguarda seu parecer.</Trans>}
        />
      </section>
      <section aria-labelledby="prazos-orientandos" className="flex flex-col gap-3">
        <h2 id="prazos-orientandos" className="text-lg font-semibold text-blue-950">
          <Trans>Prazos dos orientandos</Trans>
        </h2>
        <SelectField
          name="discente"
          value={chosen}
          onChange={(event) => choose(event.target.value)}
          label={<Trans>Orientando</Trans>}
          className="sm:max-w-md"
          options={[
            ["", t`Escolha um orientando`] as const,
            ...items.map((g) => [g.student.idcbpf, g.student.name] as const),
          ]}
        />
        {chosen ? (
          <>
            <PrazosPanel idcbpf={chosen} />
            <RequestsPanel
              student={chosen}
              role="docente"
              mayOpine={mayOpine}
              empty={<Trans>Nenhum requerimento deste orientando.</Trans>}
            />
          </>
        ) : null}
      </section>
      <BancasPanel
        role="docente"
        viewer={idcbpf}
        showStudent
        proposal={
          target?.student.degree
            ? { student: target.student.idcbpf, degree: target.student.degree, president: idcbpf }
            : null
        }
        picker={
          <SelectField
            name="proposta-discente"
            value={proposedFor}
            onChange={(event) => setProposedFor(event.target.value)}
            label={<Trans>Orientando da banca</Trans>}
            hint={<Trans>Você preside as bancas dos discentes que orienta como orientador principal.</Trans>}
            className="sm:max-w-md"
            options={[
              ["", t`Escolha um orientando`] as const,
              ...mainAdvisees.map((g) => [g.student.idcbpf, g.student.name] as const),
            ]}
          />
        }
        empty={<Trans>Nenhuma banca de seus orientandos ou de que você participe.</Trans>}
      />
    </div>
  );
}
