import { Trans } from "@lingui/react/macro";
import { GovArea } from "./gov-area.tsx";

export function GovAgendaDisciplinasPage() {
  return (
    <GovArea id="govAgendaDisciplinas" lead={<Trans>O horário público das disciplinas do período letivo atual.</Trans>}>
      <Trans>
        A agenda trará, para cada turma, a disciplina, os docentes, os dias e horários (de domingo a sábado) e a sala.
      </Trans>
    </GovArea>
  );
}
