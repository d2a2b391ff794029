import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { localizePath } from "../../domain/locale.ts";
import { buildPath } from "../../domain/routes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CodeForm } from "../../ui/code-form.tsx";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function InscricaoPage() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <>
      <TitleHeading
        id="inscricao"
        lead={
          <Trans>
            A inscrição nos programas de mestrado e doutorado: as chamadas abertas e o formulário de candidatura, com
            envio dos documentos em PDF.
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            Ao enviar a candidatura, você receberá um código para acompanhá-la e, enquanto a chamada estiver aberta,
            completá-la ou corrigi-la.
          </Trans>
        </p>
      </ComingLater>
      <section aria-labelledby="follow-heading" className="mt-8">
        <h2 id="follow-heading" className="mb-3 text-lg font-semibold text-blue-950">
          <Trans>Já tem um código de inscrição?</Trans>
        </h2>
        <CodeForm
          label={<Trans>Código da inscrição</Trans>}
          submitLabel={<Trans>Acompanhar</Trans>}
          onCode={(codigo) => void navigate(localizePath(buildPath("inscricaoCodigo", { codigo }), locale))}
        />
      </section>
    </>
  );
}
