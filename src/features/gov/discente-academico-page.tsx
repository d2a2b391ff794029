import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovDiscenteAcademicoPage() {
  return (
    <GovArea id="govDiscenteAcademico" lead={<Trans>Os discentes ativos do programa acadêmico.</Trans>}>
      <Trans>
        A lista trará o nome de cada discente, o grau (mestrado ou doutorado), o orientador e o período de ingresso.
      </Trans>
    </GovArea>
  );
}
