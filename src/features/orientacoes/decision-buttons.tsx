import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { Enrolment, EnrolmentDecision as Decision } from "../../domain/matriculas.ts";
import { asApiError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { decide } from "./enrolment-decisions-api.ts";

/** As `decisionInputSchema` bounds it. */
const REASON_MAX = 500;

/**
 * Accept or reject a pending enrolment (`mode="decide"`), or reverse a decided one (the office,
 * `mode="reverse"`, confirmed first). A rejection or a reversal asks for a reason, which the
 * student reads. Each answers with a toast; a refusal (422) stays beside the enrolment. Offline:
 * disabled, with the reason.
 */
export function DecisionButtons({
  enrolment,
  mode,
  onDecided,
}: {
  enrolment: Enrolment;
  mode: "decide" | "reverse";
  onDecided: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const online = useOnline();
  const offlineId = useId();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const student = enrolment.student.name;
  const code = enrolment.offering.subject.code;
  const subject = `${code} ${enrolment.offering.subject.name[locale]}`;

  async function send(decision: Decision, reason?: string) {
    setBusy(decision);
    setRefusal(null);
    try {
      await decide(enrolment.codigo, { decision, ...(reason ? { reason } : {}) });
      toast.add({
        severity: "success",
        summary: decision === "deferida" ? t`Matrícula deferida` : t`Matrícula indeferida`,
        detail: t`${student} — ${subject}`,
        life: 5000,
      });
      setAsking(null);
      onDecided();
    } catch (failure) {
      const error = asApiError(failure);
      setAsking(null);
      if (error.statusCode === 422) setRefusal(errorText(error));
      else toast.add({ severity: "error", summary: t`Não foi possível registrar a decisão`, detail: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  function submitReason(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asking) return;
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    void send(asking, reason || undefined);
  }

  const opposite: Decision = enrolment.status === "deferida" ? "indeferida" : "deferida";
  const disabled = !online || busy !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {mode === "decide" ? (
          <>
            <Button
              variant="secondary"
              disabled={disabled}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => setAsking("indeferida")}
            >
              <Trans>Indeferir</Trans>
            </Button>
            <Button
              busy={busy === "deferida"}
              disabled={disabled}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => void send("deferida")}
            >
              <Trans>Deferir</Trans>
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            disabled={disabled}
            aria-describedby={online ? undefined : offlineId}
            onClick={() => setAsking(opposite)}
          >
            {opposite === "deferida" ? <Trans>Reverter para deferida</Trans> : <Trans>Reverter para indeferida</Trans>}
          </Button>
        )}
      </div>
      {online ? null : (
        <p id={offlineId} className="text-sm text-amber-900 sm:text-right">
          <Trans>Sem conexão: decidir precisa da internet.</Trans>
        </p>
      )}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={mode === "reverse" ? <Trans>Reverter a decisão sobre {code}?</Trans> : <Trans>Indeferir {code}?</Trans>}
      >
        <form onSubmit={submitReason}>
          <p className="mb-3 text-slate-700">
            {mode === "reverse" ? (
              asking === "deferida" ? (
                <Trans>
                  O pedido de {student} em {subject} passará a deferido. A reversão fica registrada na auditoria.
                </Trans>
              ) : (
                <Trans>
                  O pedido de {student} em {subject} passará a indeferido e a vaga será liberada. A reversão fica
                  registrada na auditoria.
                </Trans>
              )
            ) : (
              <Trans>
                O pedido de {student} em {subject} será indeferido e a vaga liberada para a lista de espera.
              </Trans>
            )}
          </p>
          <TextAreaField
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            label={<Trans>Motivo</Trans>}
            hint={<Trans>O discente verá este motivo.</Trans>}
          />
          <SubmitRow busy={busy !== null} onCancel={() => setAsking(null)}>
            {mode === "reverse" ? <Trans>Reverter</Trans> : <Trans>Indeferir</Trans>}
          </SubmitRow>
        </form>
      </Dialog>
    </div>
  );
}
