import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Subject } from "../../domain/subjects.ts";
import { asApiError, apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { nameIn, subjectAnswer, subjectPath } from "./subject-answers.ts";

/**
 * "Deactivate FIS-501?" (or reactivate) before `PATCH {active}`. A deactivated subject stays in
 * the catalogue and on transcripts; it only cannot be offered again. Nothing is ever deleted.
 */
export function ToggleActiveDialog({
  subject,
  onDone,
  onCancel,
}: {
  subject: Subject | null;
  onDone: (subject: Subject) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const label = subject ? `${subject.code} ${nameIn(subject, locale)}` : "";
  const deactivating = subject?.active ?? true;

  async function confirm() {
    if (!subject) return;
    setBusy(true);
    try {
      const saved = await apiFetch(subjectPath(subject.code), subjectAnswer, {
        method: "PATCH",
        body: { active: !subject.active },
      });
      const { code } = saved;
      const summary = saved.active ? t`Disciplina ${code} reativada.` : t`Disciplina ${code} desativada.`;
      toast.add({ severity: "success", summary, life: 5000 });
      onDone(saved);
    } catch (caught) {
      toast.add({
        severity: "error",
        summary: t`Nada foi alterado.`,
        detail: errorText(asApiError(caught)),
        life: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={subject !== null}
      title={deactivating ? t`Desativar ${label}?` : t`Reativar ${label}?`}
      confirmLabel={deactivating ? <Trans>Desativar</Trans> : <Trans>Reativar</Trans>}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {deactivating ? (
        <p>
          <Trans>
            A disciplina continua no catálogo e nos históricos, marcada como inativa, mas não poderá ser oferecida em
            novos períodos.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>A disciplina volta a poder ser oferecida.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
