import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovDocenteProfissionalPage() {
  return (
    <GovArea id="govDocenteProfissional" lead={<Trans>Os docentes do mestrado profissional.</Trans>}>
      <Trans>A lista trará o nome de cada docente, seu currículo Lattes e sua área de pesquisa.</Trans>
    </GovArea>
  );
}
