import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovDiscenteProfissionalPage() {
  return (
    <GovArea id="govDiscenteProfissional" lead={<Trans>Os discentes ativos do mestrado profissional.</Trans>}>
      <Trans>A lista trará o nome de cada discente, o orientador e o período de ingresso.</Trans>
    </GovArea>
  );
}
