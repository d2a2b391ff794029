import { Trans, useLingui } from "@lingui/react/macro";
import { PAGE_TITLES } from "../../ui/page-titles.ts";
import { GovFrame } from "./gov-frame.tsx";
import { GovTeachers } from "./gov-people.tsx";
import { GovSearch } from "./gov-search.tsx";

export function GovDocenteProfissionalPage() {
  const { i18n } = useLingui();
  return (
    <GovFrame id="govDocenteProfissional" lead={<Trans>Os docentes do mestrado profissional.</Trans>}>
      <GovSearch label={<Trans>Buscar por nome ou área de pesquisa</Trans>} />
      <GovTeachers programme="profissional" caption={i18n._(PAGE_TITLES.govDocenteProfissional)} />
    </GovFrame>
  );
}
