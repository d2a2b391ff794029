import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CircleCheck, CircleX } from "lucide-react";
import { formatLongDateTime } from "../../domain/dates.ts";
import type { DeclarationType, Verification } from "../../domain/declaracoes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DECLARATION_TYPE_LABELS } from "../../ui/declaration-labels.ts";
import { VerifiedCommittee } from "./verified-committee.tsx";
import { VerifiedTranscript } from "./verified-transcript.tsx";

/** The verdict as a heading, agreeing with the document's name (a transcript is masculine). */
const AUTHENTIC: Record<DeclarationType, MessageDescriptor> = {
  matricula: msg`Declaração autêntica`,
  vinculo: msg`Declaração autêntica`,
  historico: msg`Histórico escolar autêntico`,
  docencia: msg`Declaração autêntica`,
  participacao_banca: msg`Declaração autêntica`,
  ata_banca: msg`Ata autêntica`,
};
const REVOKED: Record<DeclarationType, MessageDescriptor> = {
  matricula: msg`Declaração revogada`,
  vinculo: msg`Declaração revogada`,
  historico: msg`Histórico escolar revogado`,
  docencia: msg`Declaração revogada`,
  participacao_banca: msg`Declaração revogada`,
  ata_banca: msg`Ata revogada`,
};

/**
 * What a found document states: valid (green) or revoked (red, with when and why); its type,
 * holder, when it was issued — the institution's date and time, naming its zone, whatever the
 * reader's clock says —, who signed it, what it declares and, for a transcript, its tables; for a
 * committee's ata or participation statement, the session and its members.
 */
export function VerificationResult({ found }: { found: Verification }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const when = (iso: string) => formatLongDateTime(new Date(iso), locale, found.timeZone);
  const revoked = found.status === "revogada";
  const signedBy = [found.signatory, found.signatoryTitle].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="verdict" className="flex flex-col gap-4">
      {revoked ? (
        <div role="alert" className="rounded-md border-2 border-red-600 bg-red-50 p-4 text-red-950">
          <h2 id="verdict" className="flex items-center gap-2 text-xl font-bold text-red-800">
            <CircleX aria-hidden="true" className="size-6 shrink-0" />
            {i18n._(REVOKED[found.type])}
          </h2>
          <p className="mt-2">
            <Trans>
              Este documento foi emitido pela instituição, mas foi revogado em{" "}
              <strong>{when(found.revokedAt ?? found.issuedAt)}</strong> e não vale mais.
            </Trans>
          </p>
          {found.reason ? (
            <p className="mt-2">
              <Trans>Motivo:</Trans> <strong className="break-words">{found.reason}</strong>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="rounded-md border-2 border-green-700 bg-green-50 p-4 text-green-950">
          <h2 id="verdict" className="flex items-center gap-2 text-xl font-bold text-green-800">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            {i18n._(AUTHENTIC[found.type])}
          </h2>
          <p className="mt-2">
            <Trans>Este documento foi emitido pela instituição e é válido.</Trans>
          </p>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-700">
          <Trans>Tipo</Trans>
        </dt>
        <dd>{i18n._(DECLARATION_TYPE_LABELS[found.type])}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Titular</Trans>
        </dt>
        <dd className="break-words">{found.holderName}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Emissão</Trans>
        </dt>
        <dd data-testid="issued-at">{when(found.issuedAt)}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Instituição</Trans>
        </dt>
        <dd className="break-words">{found.institution}</dd>
        {signedBy ? (
          <>
            <dt className="font-medium text-gray-700">
              <Trans>Assinatura</Trans>
            </dt>
            <dd className="break-words">{signedBy}</dd>
          </>
        ) : null}
        <dt className="font-medium text-gray-700">
          <Trans>Código</Trans>
        </dt>
        <dd className="font-mono break-all">{found.codigo}</dd>
      </dl>
      <div>
        <h3 className="font-medium text-gray-700">
          <Trans>O que o documento declara</Trans>
        </h3>
        <blockquote
          lang={locale === "pt" ? "pt-BR" : "en"}
          className="mt-2 border-l-4 border-gray-300 pl-4 break-words"
        >
          {found.statement[locale]}
        </blockquote>
      </div>
      {found.transcript ? <VerifiedTranscript transcript={found.transcript} holderName={found.holderName} /> : null}
      {found.committee ? <VerifiedCommittee committee={found.committee} /> : null}
    </section>
  );
}
