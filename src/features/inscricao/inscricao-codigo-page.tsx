import { Trans } from "@lingui/react/macro";
import { useParams } from "react-router";
import { formatCode, normalizeCode } from "../../domain/codes.ts";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

export function InscricaoCodigoPage() {
  const { codigo = "" } = useParams();
  const canonical = normalizeCode(codigo);
  const printed = canonical ? formatCode(canonical) : codigo;
  return (
    <>
      <TitleHeading
        id="inscricaoCodigo"
        lead={
          <Trans>
            Código: <code className="font-mono break-all">{printed}</code>
          </Trans>
        }
      />
      <ComingLater>
        <p>
          <Trans>
            Aqui ficarão a situação e o histórico da inscrição deste código e, enquanto a chamada estiver aberta, a
            possibilidade de completá-la ou corrigi-la. Este código ainda não foi consultado: a consulta chega junto com
            as chamadas de inscrição.
          </Trans>
        </p>
      </ComingLater>
    </>
  );
}
