import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { REVOCATION_REASON_MAX, revocationSchema, type Declaration } from "../../domain/declaracoes.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { declarationsChanged, revokeDeclaration } from "./declaracoes-api.ts";

/**
 * The office revokes a declaration (`POST /api/declaracoes/{codigo}/revogacao`): a reason is
 * required, since the verification page shows it to whoever checks the paper. Revoking cannot
 * be undone, so it is asked in a dialog that names the document.
 */
export function RevokeDialog({
  declaration,
  title,
  onClose,
}: {
  /** The declaration to revoke; null keeps the dialog closed. */
  declaration: Declaration | null;
  /** How the declaration reads in the list (type, holder). */
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={declaration !== null} onClose={onClose} title={t`Revogar declaração`}>
      {declaration ? (
        <RevokeForm key={declaration.codigo} declaration={declaration} title={title} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RevokeForm({ declaration, title, onClose }: { declaration: Declaration; title: string; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const codigo = declaration.codigo;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = revocationSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues, locale, { reason }));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await revokeDeclaration(codigo, parsed.data.reason);
      declarationsChanged();
      toast.add({ severity: "success", summary: t`Declaração revogada.`, detail: t`Código ${codigo}.`, life: 6000 });
      onClose();
    } catch (caught) {
      const fields = apiFieldErrors(caught, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(asApiError(caught)) });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-slate-800">
        <Trans>
          {title}, código <span className="font-mono break-all">{codigo}</span>. A revogação não pode ser desfeita; a
          página de verificação passa a mostrar a declaração como revogada, com a data e o motivo.
        </Trans>
      </p>
      <TextAreaField
        label={<Trans>Motivo (obrigatório)</Trans>}
        hint={<Trans>Aparece na página de verificação.</Trans>}
        value={reason}
        maxLength={REVOCATION_REASON_MAX}
        required
        rows={3}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <SubmitRow busy={busy} onCancel={onClose}>
        <Trans>Revogar</Trans>
      </SubmitRow>
    </form>
  );
}
