import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CircleCheck, CircleX } from "lucide-react";
import type { DeclarationType, Verification } from "../../domain/declaracoes.ts";
import { useLocale } from "../../lib/use-locale.ts";

const TYPE_LABELS: Record<DeclarationType, MessageDescriptor> = {
  matricula: msg`Declaração de matrícula`,
  vinculo: msg`Declaração de vínculo`,
  historico: msg`Histórico escolar`,
  docencia: msg`Declaração de docência`,
  participacao_banca: msg`Declaração de participação em banca`,
  ata_banca: msg`Ata de banca`,
};

/** Date and time in the UI language ("25 de novembro de 2026, 14:03"). */
function useLongDate() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
  });
  return (iso: string) => format.format(new Date(iso));
}

/** What a found declaration states: valid (green) or revoked (red, with when and why). */
export function VerificationResult({ found }: { found: Verification }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const longDate = useLongDate();
  const revoked = found.status === "revogada";
  return (
    <section aria-labelledby="verdict" className="flex flex-col gap-4">
      {revoked ? (
        <div role="alert" className="rounded-md border-2 border-red-600 bg-red-50 p-4 text-red-950">
          <h2 id="verdict" className="flex items-center gap-2 text-xl font-bold text-red-800">
            <CircleX aria-hidden="true" className="size-6 shrink-0" />
            <Trans>Declaração revogada</Trans>
          </h2>
          <p className="mt-2">
            <Trans>
              Esta declaração foi emitida pela instituição, mas foi revogada em{" "}
              <strong>{longDate(found.revokedAt ?? found.issuedAt)}</strong> e não vale mais.
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
            <Trans>Declaração autêntica</Trans>
          </h2>
          <p className="mt-2">
            <Trans>Esta declaração foi emitida pela instituição e é válida.</Trans>
          </p>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-700">
          <Trans>Tipo</Trans>
        </dt>
        <dd>{i18n._(TYPE_LABELS[found.type])}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Titular</Trans>
        </dt>
        <dd className="break-words">{found.holderName}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Emitida em</Trans>
        </dt>
        <dd>{longDate(found.issuedAt)}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Código</Trans>
        </dt>
        <dd className="font-mono break-all">{found.codigo}</dd>
      </dl>
      <div>
        <h3 className="font-medium text-gray-700">
          <Trans>O que ela declara</Trans>
        </h3>
        <blockquote
          lang={locale === "pt" ? "pt-BR" : "en"}
          className="mt-2 border-l-4 border-gray-300 pl-4 break-words"
        >
          {found.statement[locale]}
        </blockquote>
      </div>
    </section>
  );
}
