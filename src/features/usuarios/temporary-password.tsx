import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { useToast } from "../../ui/toast-store.ts";
import type { TemporaryPasswordAnswer } from "./user-answers.ts";

/**
 * A temporary password, shown this once (the server keeps only its hash): large and spaced for
 * reading aloud, a copy button, until when it works (in this device's time), and the warning that
 * it will not be shown again.
 */
export function TemporaryPassword({ answer, name }: { answer: TemporaryPasswordAnswer; name: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const password = answer.temporaryPassword;
  const until = formatDateTime(new Date(answer.validUntil), locale, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast.add({ severity: "success", summary: t`Senha temporária copiada.`, life: 3000 });
    } catch {
      toast.add({
        severity: "warn",
        summary: t`Não foi possível copiar`,
        detail: t`Selecione a senha e copie-a à mão.`,
        life: 6000,
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">
        <Trans>Senha temporária de {name}:</Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <output
          data-testid="temporary-password"
          className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xl tracking-wider break-all text-slate-950 select-all"
        >
          {password}
        </output>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? <Trans>Copiada</Trans> : <Trans>Copiar</Trans>}
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        <Trans>Vale até {until}; depois, será preciso redefinir de novo.</Trans>
      </p>
      <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <Trans>
            Anote ou copie agora: esta senha não será mostrada de novo. Ao entrar com ela, a pessoa terá de escolher uma
            senha sua.
          </Trans>
        </span>
      </p>
    </div>
  );
}
