import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { localizePath } from "../../domain/locale.ts";
import { buildPath } from "../../domain/routes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CodeForm } from "../../ui/code-form.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/** Public: anyone holding a printed declaration types its code to check it. */
export function AutenticarPage() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <TitleHeading
        id="autenticar"
        lead={
          <Trans>
            Digite o código impresso na declaração (ou leia o QR code dela) para conferir se ela é autêntica.
          </Trans>
        }
      />
      <CodeForm
        label={<Trans>Código da declaração</Trans>}
        submitLabel={<Trans>Verificar</Trans>}
        onCode={(codigo) => void navigate(localizePath(buildPath("autenticarCodigo", { codigo }), locale))}
      />
    </div>
  );
}
