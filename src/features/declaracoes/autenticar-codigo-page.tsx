import { Trans } from "@lingui/react/macro";
import { useParams } from "react-router";
import { formatCode, normalizeCode } from "../../domain/codes.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/** The verdict page of a code. No verdict yet: declarations arrive in a later issue. */
export function AutenticarCodigoPage() {
  const { codigo = "" } = useParams();
  const canonical = normalizeCode(codigo);
  const printed = canonical ? formatCode(canonical) : codigo;
  return (
    <div className="mx-auto max-w-2xl">
      <TitleHeading
        id="autenticarCodigo"
        lead={
          <Trans>
            Código: <code className="font-mono break-all">{printed}</code>
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            A verificação chega junto com as declarações: então esta página dirá se o documento é autêntico e, se for, o
            tipo, o titular, a data de emissão, o que ele declara e se foi revogado. Por enquanto nenhum código é
            verificado, e esta página não afirma nada sobre este.
          </Trans>
        </p>
      </ComingLater>
      <p className="mt-6">
        <AppLink to="/autenciacar-declaracao" className="font-medium text-blue-800 underline">
          <Trans>Verificar outro código</Trans>
        </AppLink>
      </p>
    </div>
  );
}
