import { Trans } from "@lingui/react/macro";
import { ApplyFlow } from "../../ui/inscricao/apply-flow.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/**
 * `/gov/inscricao-profissional`: the application form preset to the professional programme's
 * open calls, light enough to be framed by the institute's site (layout `none`); the follow-up
 * link opens outside the frame.
 */
export function GovInscricaoProfissionalPage() {
  return (
    <>
      <TitleHeading
        id="govInscricaoProfissional"
        lead={<Trans>A inscrição no mestrado profissional, para quem chega pelo site do instituto.</Trans>}
      />
      <ApplyFlow programme="profissional" embedded />
    </>
  );
}
