import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { useOnline } from "../lib/online.ts";
import { Button } from "./button.tsx";

/**
 * A form's submit button, with "Cancelar" before it when the form can be left (`onCancel`: a
 * dialog's form). Saving needs the server (PRODUCT §5): offline the button is disabled with the
 * reason beside it, and the fields keep what was typed until the connection returns.
 */
export function SubmitRow({
  busy,
  children,
  extra,
  onCancel,
}: {
  busy: boolean;
  children: ReactNode;
  extra?: ReactNode;
  onCancel?: () => void;
}) {
  const online = useOnline();
  const reason = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {extra}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={!online} aria-describedby={online ? undefined : reason}>
          {children}
        </Button>
      </div>
      {online ? null : (
        <p id={reason} className="text-sm font-medium text-amber-900 sm:text-right">
          <Trans>Sem conexão: salvar precisa da internet. O que você digitou fica aqui.</Trans>
        </p>
      )}
    </div>
  );
}
