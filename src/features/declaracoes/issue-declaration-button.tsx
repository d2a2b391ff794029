import { Trans, useLingui } from "@lingui/react/macro";
import { FileBadge } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Declaration } from "../../domain/declaracoes.ts";
import { localizePath } from "../../domain/locale.ts";
import { asApiError, type ApiRequestError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import type { IssueDeclarationProps } from "../../ui/parts.ts";
import { useToast } from "../../ui/toast-store.ts";
import { DECLARATION_ISSUED, DECLARATION_TYPE_LABELS } from "../../ui/declaration-labels.ts";

/** The issuing's code (schemas, links), fetched on the first press or when the pointer or focus comes near. */
const loadIssuing = () => import("./issue-declaration.ts");
type Issued = { declaration: Declaration; Links: Awaited<ReturnType<typeof loadIssuing>>["DeclarationLinks"] };

/**
 * Issues a declaration (`POST /api/declaracoes`) and hands over its PDF: the download starts
 * at once, and the code, the links to download again and to its verification page stay below
 * the button (a toast says it too, with the code). A refusal (422 `not_eligible`, 403) is
 * shown in words under the button. Issuing needs the server: offline the button is disabled
 * with the reason. The press answers at once (the button turns busy) while the issuing's code loads.
 */
export function IssueDeclarationButton({
  input,
  children,
  variant = "primary",
  fullWidth = false,
  onIssued,
}: IssueDeclarationProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const navigate = useNavigate();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiRequestError | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const typeName = i18n._(DECLARATION_TYPE_LABELS[input.type]);

  const issue = async () => {
    setBusy(true);
    setError(null);
    try {
      const issuing = await loadIssuing();
      const { declaration, verification } = await issuing.issueAndDownload(input, locale);
      setIssued({ declaration, Links: issuing.DeclarationLinks });
      onIssued?.(declaration);
      const codigo = declaration.codigo;
      toast.add({
        severity: "success",
        summary: i18n._(DECLARATION_ISSUED[input.type]),
        detail: t`Código ${codigo}. O download do PDF começou.`,
        life: 10000,
        action: {
          label: t`Abrir página de verificação`,
          onClick: () => void navigate(localizePath(verification, locale)),
        },
      });
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [online ? null : reasonId, error ? `${reasonId}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div>
        <Button
          variant={variant}
          busy={busy}
          className={fullWidth ? "w-full justify-start text-left" : ""}
          disabled={!online}
          aria-describedby={describedBy || undefined}
          onClick={() => void issue()}
          onPointerEnter={() => void loadIssuing().catch(() => undefined)}
          onFocus={() => void loadIssuing().catch(() => undefined)}
        >
          <FileBadge aria-hidden="true" className="size-4 shrink-0" />
          {children ?? typeName}
        </Button>
      </div>
      {online ? null : (
        <p id={reasonId} className="text-sm font-medium text-amber-900">
          <Trans>Sem conexão: emitir uma declaração precisa da internet.</Trans>
        </p>
      )}
      {error ? (
        <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-red-800">
          {errorText(error)}
        </p>
      ) : null}
      <div aria-live="polite">
        {issued ? (
          <div className="rounded-md border border-green-300 bg-green-50 p-3 text-green-950">
            <p className="text-sm">
              {i18n._(DECLARATION_ISSUED[input.type])}{" "}
              <Trans>
                Código: <span className="font-mono break-all">{issued.declaration.codigo}</span>
              </Trans>
            </p>
            <div className="mt-2">
              <issued.Links codigo={issued.declaration.codigo} url={issued.declaration.url} label={typeName} />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
