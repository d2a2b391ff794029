import { Trans } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import { formatCode, normalizeCode } from "../../domain/codes.ts";
import { useOnline } from "../../lib/online.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { ApplicationView } from "./application-view.tsx";
import { useApplication } from "./use-application.ts";

/**
 * `/inscricao/{codigo}` (public, for the code's holder): the application's status and history,
 * its data and documents, correctable while the call is open and it is `rascunho` or
 * `submetida`, and its submission. An unknown code gets the server's one answer for all (404),
 * too many tries its 429 in words. Nothing here works offline: it needs the server, and says so.
 */
export function InscricaoCodigoPage() {
  const { codigo = "" } = useParams();
  const canonical = normalizeCode(codigo);
  const printed = canonical ? formatCode(canonical) : codigo;
  const { state, reload, replace } = useApplication(printed);
  const online = useOnline();
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
      {online ? null : (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
          <Trans>Sem conexão: acompanhar e alterar a inscrição precisa da internet.</Trans>
        </p>
      )}
      {state.status === "loading" ? (
        <p aria-live="polite" className="text-slate-600">
          <Trans>Carregando…</Trans>
        </p>
      ) : null}
      {state.status === "error" ? (
        <div className="flex flex-col gap-4">
          <Notice tone="error">
            <p>{errorText(state.error)}</p>
          </Notice>
          <p>
            <AppLink to="/inscricao" className="font-medium text-blue-800 underline">
              <Trans>Voltar às inscrições</Trans>
            </AppLink>
          </p>
        </div>
      ) : null}
      {state.status === "ok" ? (
        <ApplicationView application={state.data} onReload={reload} onReplace={replace} />
      ) : null}
    </>
  );
}
