import { Trans, useLingui } from "@lingui/react/macro";
import { PAGE_TITLES } from "../../ui/page-titles.ts";
import { GovFrame } from "./gov-frame.tsx";
import { GovTeachers } from "./gov-people.tsx";
import { GovSearch } from "./gov-search.tsx";

export function GovDocenteAcademicoPage() {
  const { i18n } = useLingui();
  return (
    <GovFrame id="govDocenteAcademico" lead={<Trans>Os docentes do programa acadêmico (mestrado e doutorado).</Trans>}>
      <GovSearch label={<Trans>Buscar por nome ou área de pesquisa</Trans>} />
      <GovTeachers programme="academico" caption={i18n._(PAGE_TITLES.govDocenteAcademico)} />
    </GovFrame>
  );
}
