import { Trans } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { useOnline } from "../lib/online.ts";

/** A slim line on every page while the device is offline: what is shown may be older, writes wait. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <OfflineBannerView />;
}

/** The banner itself (also rendered outside the router: the first paint). */
export function OfflineBannerView() {
  return (
    <div role="status" data-offline-part="banner" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-1.5 text-sm">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <Trans>Você está sem conexão. O que foi salvo neste aparelho continua disponível.</Trans>
      </p>
    </div>
  );
}
