import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { localizePath } from "../../domain/locale.ts";
import { buildPath } from "../../domain/routes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CodeForm } from "../../ui/code-form.tsx";
import { ApplyFlow } from "./apply-flow.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/**
 * `/inscricao` (public; logged-in users are sent home by the guard): the open calls and the
 * application form, and a field to open an application by its code.
 */
export function InscricaoPage() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <>
      <TitleHeading
        id="inscricao"
        lead={
          <Trans>
            A inscrição nos programas de mestrado e doutorado: escolha uma chamada aberta, preencha seus dados e envie
            os documentos em PDF.
          </Trans>
        }
      />
      <ApplyFlow />
      <section aria-labelledby="follow-heading" className="mt-10 border-t border-slate-200 pt-6">
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
