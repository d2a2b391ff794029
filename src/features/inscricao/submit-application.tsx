import { Trans, useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { missingDocuments, type Application } from "../../domain/inscricoes.ts";
import { asApiError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { submitApplication } from "./inscricao-api.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { useToast } from "../../ui/toast-store.ts";

/**
 * Submitting a draft (PRODUCT §7): only with every required document; until then the button is
 * disabled and the missing ones are named. The server's refusal (422 `documents_missing`,
 * `call_closed`) is shown beside it.
 */
export function SubmitApplication({
  application,
  onSubmitted,
}: {
  application: Application;
  onSubmitted: (application: Application) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const why = useId();
  const missing = missingDocuments(
    application.call.documents,
    application.documents.map((doc) => doc.key),
  );
  const names = missing.map((doc) => doc.label[locale]).join(", ");

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const saved = await submitApplication(application.codigo);
      toast.add({ severity: "success", summary: t`Inscrição submetida.`, life: 6000 });
      onSubmitted(saved);
    } catch (failure) {
      const text = errorText(asApiError(failure));
      setError(text);
      toast.add({ severity: "error", summary: t`Não foi possível submeter a inscrição`, detail: text, life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="submeter"
      className="flex flex-col gap-3 rounded-lg border-2 border-blue-200 bg-blue-50 p-4"
    >
      <h2 id="submeter" className="text-lg font-semibold text-blue-950">
        <Trans>Submeter a inscrição</Trans>
      </h2>
      <p className="text-blue-950">
        <Trans>
          Depois de submetida, a secretaria pode analisá-la. Até a análise começar, ainda é possível corrigi-la.
        </Trans>
      </p>
      <div>
        <Button
          busy={busy}
          disabled={missing.length > 0 || !online}
          aria-describedby={missing.length > 0 || !online ? why : undefined}
          onClick={() => void submit()}
        >
          <Send aria-hidden="true" className="size-4" />
          <Trans>Submeter</Trans>
        </Button>
      </div>
      <p id={why} className="text-sm font-medium text-amber-950">
        {missing.length > 0 ? <Trans>Faltam documentos: {names}.</Trans> : null}
        {missing.length === 0 && !online ? <Trans>Sem conexão: submeter precisa da internet.</Trans> : null}
      </p>
      <FormAlert message={error} />
    </section>
  );
}
