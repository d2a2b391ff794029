import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovDocenteAcademicoPage() {
  return (
    <GovArea id="govDocenteAcademico" lead={<Trans>Os docentes do programa acadêmico (mestrado e doutorado).</Trans>}>
      <Trans>A lista trará o nome de cada docente, seu currículo Lattes e sua área de pesquisa.</Trans>
    </GovArea>
  );
}
