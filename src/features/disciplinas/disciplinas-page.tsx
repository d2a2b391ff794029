import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function DisciplinasPage() {
  return (
    <>
      <TitleHeading
        id="disciplinas"
        lead={
          <Trans>
            O catálogo de disciplinas dos programas, com busca e no idioma da interface: código, nome, ementa, créditos,
            carga horária, nível e pré-requisitos.
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>Todos os níveis poderão consultá-lo; a secretaria criará, editará e desativará disciplinas.</Trans>
        </p>
      </ComingLater>
    </>
  );
}
