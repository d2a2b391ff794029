import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function MatriculaPage() {
  return (
    <>
      <TitleHeading
        id="matricula"
        lead={
          <Trans>
            A matrícula do discente nas disciplinas do período atual, dentro da janela de matrícula: as turmas que você
            pode cursar, com horários, sala, docentes e vagas restantes.
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            Cada pedido ficará pendente até seu orientador aprovar. Turmas cheias terão lista de espera; horários em
            conflito, pré-requisitos e o limite de créditos serão verificados, e toda recusa dirá qual regra recusou.
            Aqui também será possível trancar uma disciplina até o prazo e emitir a declaração de matrícula.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
