import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovInscricaoProfissionalPage() {
  return (
    <GovArea
      id="govInscricaoProfissional"
      lead={<Trans>A inscrição no mestrado profissional, para quem chega pelo site do instituto.</Trans>}
    >
      <Trans>
        Aqui ficará o formulário de candidatura já voltado ao programa profissional, com envio dos documentos em PDF; ao
        enviar, o candidato recebe um código para acompanhar a inscrição.
      </Trans>
    </GovArea>
  );
}
