import { Trans, useLingui } from "@lingui/react/macro";
import { PAGE_TITLES } from "../../ui/page-titles.ts";
import { GovFrame } from "./gov-frame.tsx";
import { GovStudents } from "./gov-people.tsx";
import { GovSearch } from "./gov-search.tsx";

export function GovDiscenteProfissionalPage() {
  const { i18n } = useLingui();
  return (
    <GovFrame id="govDiscenteProfissional" lead={<Trans>Os discentes ativos do mestrado profissional.</Trans>}>
      <GovSearch label={<Trans>Buscar por nome do discente ou do orientador</Trans>} />
      <GovStudents programme="profissional" caption={i18n._(PAGE_TITLES.govDiscenteProfissional)} />
    </GovFrame>
  );
}
