import { Trans } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";

/** Chromium's install offer; not in the DOM typings because other engines lack it. */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

/**
 * "Instalar" in the app bar, shown only while the browser offers installation
 * (`beforeinstallprompt`); gone once installed or when the person declines.
 */
export function InstallButton() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault(); // show our button instead of the browser's mini-infobar
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    await offer.userChoice;
    setOffer(null); // an offer can be used once
  };
  return (
    <button
      type="button"
      data-first-paint-omit=""
      onClick={() => void install()}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap sm:px-2 hover:bg-white/10"
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">
        <Trans>Instalar</Trans>
      </span>
    </button>
  );
}
