import { Trans } from "@lingui/react/macro";
import type { InscricaoParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";

/**
 * `/gov/inscricao-profissional`: the application form preset to the professional programme's
 * open calls, light enough to be framed by the institute's site (layout `none`); the follow-up
 * link opens outside the frame. The form is features/inscricao's, given by
 * src/app/pages/gov-inscricao-profissional.tsx.
 */
export function GovInscricaoProfissionalPage({ parts: { ApplyFlow } }: { parts: Pick<InscricaoParts, "ApplyFlow"> }) {
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
