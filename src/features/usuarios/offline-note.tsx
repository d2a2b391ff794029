import { Trans } from "@lingui/react/macro";

/** Beside an action button that needs the server, while the device is offline (PRODUCT §5). */
export function OfflineNote() {
  return (
    <p className="text-sm font-medium text-amber-900">
      <Trans>Sem conexão: isto precisa da internet.</Trans>
    </p>
  );
}
