import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function OfertagemPage() {
  return (
    <>
      <TitleHeading
        id="ofertagem"
        lead={
          <Trans>
            Onde o docente oferece disciplinas para o período atual ou o seguinte, dentro da janela de ofertagem:
            disciplina, horários, sala, vagas, idioma e codocentes.
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            Aqui ficarão também a lista de alunos de cada turma e o lançamento de conceitos e frequência, até o prazo de
            notas.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
