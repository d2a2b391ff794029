import { Trans, useLingui } from "@lingui/react/macro";
import { GraduationCap } from "lucide-react";
import { useId, useState } from "react";
import type { Guidance } from "../../domain/guidance.ts";
import { asApiError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { makeEgresso } from "./guidance-api.ts";

/**
 * PRODUCT §7: a passed defence proposes `egresso` to the office, never automatically. The mark
 * says so; the button, after a confirmation, changes the student's status (`PATCH /api/usuarios`).
 */
export function EgressoProposal({ guidance, onDone }: { guidance: Guidance; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const reason = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = guidance.student.name;

  async function confirm() {
    setBusy(true);
    try {
      await makeEgresso(guidance.student.idcbpf);
      toast.add({
        severity: "success",
        summary: t`Situação alterada`,
        detail: t`${name} agora é egresso(a).`,
        life: 5000,
      });
      setAsking(false);
      onDone();
    } catch (failure) {
      toast.add({
        severity: "error",
        summary: t`Não foi possível alterar a situação`,
        detail: errorText(asApiError(failure)),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-green-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 font-medium">
        <GraduationCap aria-hidden="true" className="size-5 shrink-0" />
        <Trans>Defesa aprovada — propor egresso</Trans>
      </p>
      <div className="flex flex-col gap-1">
        <Button
          variant="secondary"
          disabled={!online}
          aria-describedby={online ? undefined : reason}
          onClick={() => setAsking(true)}
        >
          <Trans>Tornar egresso</Trans>
        </Button>
        {online ? null : (
          <p id={reason} className="text-sm text-amber-900">
            <Trans>Sem conexão: alterar a situação precisa da internet.</Trans>
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={<Trans>Tornar {name} egresso(a)?</Trans>}
        confirmLabel={<Trans>Tornar egresso</Trans>}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans>
            A situação de {name} passará a egresso. As matrículas pendentes e deferidas do período atual serão
            trancadas. A orientação e seus marcos continuam registrados.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
