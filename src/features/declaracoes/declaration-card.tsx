import { Trans, useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { formatDateTimeWithZone } from "../../domain/dates.ts";
import type { Declaration } from "../../domain/declaracoes.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { DECLARATION_TYPE_LABELS } from "../../ui/declaration-labels.ts";
import { DeclarationLinks } from "./declaration-links.tsx";

/** "Declaração de docência — FIS-501 Mecânica quântica (2026.1)": what a declaration is, in one line. */
export function useDeclarationTitle(): (declaration: Declaration) => string {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (declaration) => {
    const type = i18n._(DECLARATION_TYPE_LABELS[declaration.type]);
    const offering = declaration.offering;
    if (!offering) return type;
    return `${type} — ${offering.subject.code} ${offering.subject.name[locale]} (${offering.term})`;
  };
}

/**
 * One declaration in a list: what it is, for whom (office lists), when it was issued, its
 * status — a revoked one says when and why — and the actions: download, copy or open the
 * verification link, and for the office, revoke.
 */
export function DeclarationCard({
  declaration,
  showHolder,
  onRevoke,
}: {
  declaration: Declaration;
  showHolder: boolean;
  /** The office's revoke action; absent for holders. */
  onRevoke?: ((declaration: Declaration) => void) | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const title = useDeclarationTitle()(declaration);
  const issued = formatDateTimeWithZone(new Date(declaration.issuedAt), locale, declaration.timeZone);
  const revoked = declaration.status === "revogada";
  const revokedAt = declaration.revokedAt
    ? formatDateTimeWithZone(new Date(declaration.revokedAt), locale, declaration.timeZone)
    : "";
  // "Histórico escolar" is masculine; every other type is a "declaração".
  const masculine = declaration.type === "historico";
  const reason = declaration.reason ?? "";
  const holder = declaration.holder;
  return (
    <article
      aria-label={title}
      data-codigo={declaration.codigo}
      className={`min-w-0 rounded-lg border bg-white p-4 shadow-sm ${revoked ? "border-red-200" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{title}</h3>
        {revoked ? (
          <span className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
            {masculine ? <Trans>Revogado</Trans> : <Trans>Revogada</Trans>}
          </span>
        ) : (
          <span className="rounded-full border border-green-300 bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
            {masculine ? <Trans>Válido</Trans> : <Trans>Válida</Trans>}
          </span>
        )}
      </div>
      {showHolder ? (
        <p className="mt-1 text-sm text-slate-800">
          {holder.name} {holder.idcbpf ? <span className="font-mono text-slate-600">({holder.idcbpf})</span> : null}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Emissão: {issued}</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          Código: <span className="font-mono break-all">{declaration.codigo}</span>
        </Trans>
      </p>
      {revoked ? (
        <p className="mt-2 rounded-md bg-red-50 p-2 text-sm break-words text-red-950">
          {revokedAt ? (
            <Trans>
              Revogação: {revokedAt}. Motivo: {reason}
            </Trans>
          ) : (
            <Trans>Motivo: {reason}</Trans>
          )}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <DeclarationLinks codigo={declaration.codigo} url={declaration.url} label={title} />
        {onRevoke && !revoked ? (
          <Button
            variant="secondary"
            className="text-sm"
            disabled={!online}
            onClick={() => onRevoke(declaration)}
            aria-label={t`Revogar: ${title}`}
          >
            <Ban aria-hidden="true" className="size-4" />
            <Trans>Revogar</Trans>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
