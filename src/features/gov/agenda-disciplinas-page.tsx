import { Trans } from "@lingui/react/macro";
import { GovFrame } from "./gov-frame.tsx";
import { GovSearch } from "./gov-search.tsx";
import { GovWeek } from "./gov-week.tsx";

export function GovAgendaDisciplinasPage() {
  return (
    <GovFrame
      id="govAgendaDisciplinas"
      lead={<Trans>O horário público das disciplinas do período letivo atual.</Trans>}
    >
      <GovSearch label={<Trans>Buscar por disciplina ou docente</Trans>} />
      <GovWeek />
    </GovFrame>
  );
}
