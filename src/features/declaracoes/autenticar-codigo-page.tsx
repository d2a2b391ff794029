import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { formatCode, normalizeCode } from "../../domain/codes.ts";
import { verificationSchema, type Verification } from "../../domain/declaracoes.ts";
import { ApiRequestError, apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { VerificationResult } from "./verification-result.tsx";

type Outcome =
  | { kind: "loading" }
  | { kind: "found"; found: Verification }
  | { kind: "notFound"; message: string }
  | { kind: "throttled"; message: string; seconds: number | undefined }
  | { kind: "failed"; offline: boolean };

/**
 * The verdict on a code (PRODUCT §2): authentic, revoked (when and why), or not found — one answer
 * for unknown and ill-formed codes, as the server gives it. Always asked live (never from a cache):
 * a verdict must be today's. Every look-up counts against the visitor's address (429 in words).
 */
export function AutenticarCodigoPage() {
  const { codigo = "" } = useParams();
  const locale = useLocale();
  const canonical = normalizeCode(codigo);
  const printed = canonical ? formatCode(canonical) : codigo;
  // The answer for one code in one language; another code or language is loading until it comes.
  const key = `${codigo}|${locale}`;
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome } | null>(null);
  const outcome: Outcome = answer?.key === key ? answer.outcome : { kind: "loading" };

  useEffect(() => {
    let live = true;
    const setOutcome = (next: Outcome) => live && setAnswer({ key, outcome: next });
    apiFetch(`/api/autenticacao/${encodeURIComponent(codigo)}`, verificationSchema)
      .then((found) => setOutcome({ kind: "found", found }))
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.statusCode === 404)
          setOutcome({ kind: "notFound", message: error.message });
        else if (error instanceof ApiRequestError && error.statusCode === 429)
          setOutcome({ kind: "throttled", message: error.message, seconds: error.retryAfter });
        else setOutcome({ kind: "failed", offline: error instanceof ApiRequestError && error.statusCode === 0 });
      });
    return () => {
      live = false;
    };
    // The key holds the language: it changes the server's words too.
  }, [codigo, key]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <TitleHeading
        id="autenticarCodigo"
        lead={
          <Trans>
            Código: <code className="font-mono break-all">{printed}</code>
          </Trans>
        }
      />
      <div aria-live="polite" aria-busy={outcome.kind === "loading"}>
        {outcome.kind === "loading" ? (
          <p>
            <Trans>Verificando…</Trans>
          </p>
        ) : outcome.kind === "found" ? (
          <VerificationResult found={outcome.found} />
        ) : outcome.kind === "notFound" ? (
          <Notice tone="error">
            <h2 className="text-lg font-bold">
              <Trans>Declaração não encontrada</Trans>
            </h2>
            <p className="mt-1">{outcome.message}</p>
          </Notice>
        ) : outcome.kind === "throttled" ? (
          <Notice tone="error">
            <h2 className="text-lg font-bold">
              <Trans>Consultas demais</Trans>
            </h2>
            <p className="mt-1">{outcome.message}</p>
            <p className="mt-1">
              <Trans>
                Para evitar tentativas de adivinhar códigos, cada endereço pode fazer até 10 consultas por minuto.
              </Trans>
            </p>
          </Notice>
        ) : (
          <Notice tone="error">
            {outcome.offline ? (
              <Trans>Sem conexão: a verificação precisa do servidor. Tente de novo quando estiver on-line.</Trans>
            ) : (
              <Trans>Não foi possível verificar agora. Tente de novo em instantes.</Trans>
            )}
          </Notice>
        )}
      </div>
      <p>
        <AppLink to="/autenciacar-declaracao" className="font-medium text-blue-800 underline">
          <Trans>Verificar outro código</Trans>
        </AppLink>
      </p>
    </div>
  );
}
