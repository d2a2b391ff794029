import { Trans } from "@lingui/react/macro";
import { useSession } from "../../lib/session.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { DecidedEnrolments } from "./decided-enrolments.tsx";
import { DiscenteGuidance } from "./discente-guidance.tsx";
import { StudentProgrammeYear } from "./discente-programme-year.tsx";
import { DocenteProgrammeYear } from "./docente-programme-year.tsx";
import { OfficeProgrammeYear } from "./office-programme-year.tsx";
import { DocenteAdvisees } from "./docente-advisees.tsx";
import { OfficeGuidances } from "./office-guidances.tsx";
import { DocentePending, OfficePending } from "./pending-enrolments.tsx";

/**
 * `/orientacoes` for every level (PRODUCT §2): the Discente its advisors, thesis and milestones;
 * the Docente its advisees; the office every guidance, to assign advisors and record milestones.
 * The server answers each level only with what it may see.
 */
export function OrientacoesPage() {
  const { user } = useSession();
  // The guard only lets logged-in users here; the fallback covers a logout in progress.
  if (!user) return <TitleHeading id="orientacoes" />;
  if (user.level === "Discente")
    return (
      <>
        <TitleHeading
          id="orientacoes"
          lead={<Trans>Seu orientador, seu trabalho, seus marcos, seus prazos e seus requerimentos.</Trans>}
        />
        <DiscenteGuidance />
        <StudentProgrammeYear idcbpf={user.idcbpf} />
      </>
    );
  if (user.level === "Docente")
    return (
      <>
        <TitleHeading
          id="orientacoes"
          lead={
            <Trans>
              Os pedidos de matrícula dos seus orientandos e os discentes que você orienta ou coorienta, com o trabalho
              e o próximo marco de cada um.
            </Trans>
          }
        />
        <DocentePending />
        <DocenteProgrammeYear idcbpf={user.idcbpf} />
        <h2 className="mb-2 text-lg font-semibold text-blue-950">
          <Trans>Seus orientandos</Trans>
        </h2>
        <DocenteAdvisees idcbpf={user.idcbpf} />
      </>
    );
  return (
    <>
      <TitleHeading
        id="orientacoes"
        lead={
          <Trans>
            As matrículas pendentes de decisão e as orientações de todos os discentes: atribua orientadores e registre
            os marcos.
          </Trans>
        }
      />
      <OfficePending />
      <DecidedEnrolments />
      <OfficeProgrammeYear />
      <h2 className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Orientações</Trans>
      </h2>
      <OfficeGuidances />
    </>
  );
}
