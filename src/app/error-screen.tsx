import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Button } from "../ui/button.tsx";
import { useDocumentTitle } from "../ui/use-document-title.ts";

/**
 * The error screen of seed §2, exactly: it stands in for the whole app, shows the status
 * (default 500) large in red and the message (default "Algo deu errado..."), the document
 * title is the status, and one button, "Voltar", clears the error and goes home.
 */
export function ErrorScreen({
  statusCode = 500,
  message,
  onBack,
}: {
  statusCode?: number;
  message?: string;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(String(statusCode));
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-white p-6 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-8xl font-bold text-red-700 outline-none sm:text-9xl">
        {statusCode}
      </h1>
      <p className="w-full max-w-prose text-lg wrap-anywhere text-slate-800">{message ?? t`Algo deu errado...`}</p>
      <Button onClick={onBack}>
        <Trans>Voltar</Trans>
      </Button>
    </main>
  );
}
