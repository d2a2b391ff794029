import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function OrientacoesPage() {
  return (
    <>
      <TitleHeading
        id="orientacoes"
        lead={
          <Trans>
            As orientações de dissertações e teses: orientador, coorientadores, título do trabalho e marcos
            (qualificação e defesa).
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            O discente verá seus orientadores e marcos; o docente verá seus orientandos e aprovará ou recusará as
            matrículas pendentes deles; a secretaria atribuirá orientadores e registrará os marcos.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
