import { Trans } from "@lingui/react/macro";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function ConfiguracoesPage() {
  return (
    <>
      <TitleHeading
        id="configuracoes"
        lead={
          <Trans>
            A área da secretaria acadêmica: períodos letivos e suas janelas, o período atual, o limite de créditos, o
            nome da instituição e o signatário das declarações.
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            Aqui ficarão também as chamadas de inscrição e a análise das candidaturas, os registros de acesso e de
            auditoria e a revogação de declarações.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
