import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function HistoricoPage() {
  return (
    <>
      <TitleHeading
        id="historico"
        lead={
          <Trans>
            O histórico escolar: por período, o código e o nome de cada disciplina, créditos, conceito, frequência e
            situação; no fim, os créditos obtidos e o CR (a média dos pesos dos conceitos, ponderada pelos créditos).
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            O discente verá o seu próprio histórico; o docente, o de seus orientandos; a secretaria, o de qualquer
            discente. O histórico poderá ser emitido como declaração em PDF, com código de verificação.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
