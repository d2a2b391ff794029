import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import type { BatchDecisionResult, Enrolment, EnrolmentDecision as Decision } from "../../domain/matriculas.ts";
import { asApiError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { message } from "../../domain/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import type { Selection } from "./batch-selection.ts";
import { decideMany } from "./enrolment-decisions-api.ts";

/** As `batchDecisionInputSchema` bounds it. */
const REASON_MAX = 500;

/** "Selecionar todas" above a list of cards, mixed when only some are chosen. */
export function SelectAll({
  selection,
  enrolments,
  describedBy,
}: {
  selection: Selection;
  enrolments: readonly Enrolment[];
  /** The heading of its group, where a page has more than one (the office's two). */
  describedBy?: string;
}) {
  const state = selection.all(enrolments);
  const count = enrolments.length;
  if (count === 0) return null;
  return (
    <label className="mb-2 inline-flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900">
      <input
        type="checkbox"
        checked={state.checked}
        ref={(input) => {
          if (input) input.indeterminate = state.mixed;
        }}
        onChange={(event) => state.onChange(event.target.checked)}
        aria-describedby={describedBy}
        className="size-5 accent-blue-800"
      />
      <Trans>Selecionar todas ({count})</Trans>
    </label>
  );
}

type Refusal = BatchDecisionResult["errors"][number] & { enrolment: Enrolment | undefined };

/**
 * The action bar of a list where several requests are chosen: it sticks to the bottom of the
 * screen while any is chosen, says how many, and accepts or rejects them all (a rejection asks its
 * reason once, for all). The answer is a toast ("3 decididas, 1 recusada: …") and, for each
 * refusal, a line that stays above the bar naming the student, the subject and why.
 */
export function BatchDecisionBar({ selection, onDecided }: { selection: Selection; onDecided: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const online = useOnline();
  const offlineId = useId();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [asking, setAsking] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const count = selection.chosen.size;
  const describe = (enrolment: Enrolment | undefined, codigo: string) =>
    enrolment ? `${enrolment.offering.subject.code} (${enrolment.student.name})` : codigo;

  async function send(decision: Decision, reason?: string) {
    const chosen = new Map(selection.chosen);
    setBusy(decision);
    try {
      const answer = await decideMany({ codigos: [...chosen.keys()], decision, ...(reason ? { reason } : {}) });
      const failed = answer.errors.map((error) => ({ ...error, enrolment: chosen.get(error.codigo) }));
      const done = answer.decided.length;
      const refused = failed.length;
      const decidedWords = done === 1 ? t`1 decidida` : t`${done} decididas`;
      const refusedWords = refused === 1 ? t`1 recusada` : t`${refused} recusadas`;
      toast.add({
        severity: refused === 0 ? "success" : done === 0 ? "error" : "warn",
        summary: refused === 0 ? decidedWords : `${decidedWords}, ${refusedWords}`,
        ...(refused > 0
          ? {
              detail: failed.map((error) => `${describe(error.enrolment, error.codigo)}: ${error.message}`).join(" · "),
            }
          : {}),
        life: refused === 0 ? 5000 : 10000,
      });
      setRefusals(failed);
      selection.report(new Map(failed.map((error) => [error.codigo, error.message])));
      setAsking(false);
      selection.forget([...chosen.keys()]);
      onDecided();
    } catch (failure) {
      toast.add({
        severity: "error",
        summary: t`Não foi possível registrar as decisões`,
        detail: errorText(asApiError(failure)),
        life: 8000,
      });
    } finally {
      setBusy(null);
    }
  }

  function submitReason(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    // The server asks the same (400 on `reason`): every student reads why.
    if (!reason) {
      setReasonError(message("rejection_reason_required", locale));
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    void send("indeferida", reason);
  }

  const disabled = !online || busy !== null;
  return (
    <>
      {refusals.length > 0 ? (
        <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            <Trans>Não decididas:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5" data-testid="batch-refusals">
            {refusals.map((refusal) => (
              <li key={refusal.codigo} className="break-words">
                {describe(refusal.enrolment, refusal.codigo)}: {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {count > 0 ? (
        <div
          role="region"
          aria-label={t`Decidir as selecionadas`}
          data-testid="batch-bar"
          className="sticky bottom-0 z-10 -mx-4 mt-3 flex flex-col gap-2 border-t border-slate-300 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:flex-row sm:items-center sm:justify-between"
        >
          <p aria-live="polite" className="font-medium text-slate-900">
            {count === 1 ? <Trans>1 selecionada</Trans> : <Trans>{count} selecionadas</Trans>}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="secondary"
              disabled={disabled}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => setAsking(true)}
            >
              <Trans>Indeferir selecionadas</Trans>
            </Button>
            <Button
              busy={busy === "deferida"}
              disabled={disabled}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => void send("deferida")}
            >
              <Trans>Deferir selecionadas</Trans>
            </Button>
          </div>
          {online ? null : (
            <p id={offlineId} className="text-sm text-amber-900">
              <Trans>Sem conexão: decidir precisa da internet.</Trans>
            </p>
          )}
        </div>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => {
          setAsking(false);
          setReasonError(undefined);
        }}
        title={count === 1 ? <Trans>Indeferir 1 pedido?</Trans> : <Trans>Indeferir {count} pedidos?</Trans>}
      >
        <form noValidate onSubmit={submitReason}>
          <p className="mb-3 text-slate-700">
            <Trans>
              Os pedidos selecionados serão indeferidos e as vagas liberadas para as listas de espera. Cada discente
              lerá o motivo.
            </Trans>
          </p>
          <ul className="mb-3 max-h-32 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
            {[...selection.chosen.values()].map((enrolment) => (
              <li key={enrolment.codigo}>
                {enrolment.student.name} — {enrolment.offering.subject.code} {enrolment.offering.subject.name[locale]}
              </li>
            ))}
          </ul>
          <TextAreaField
            ref={reasonRef}
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            required
            error={reasonError}
            label={<Trans>Motivo</Trans>}
            hint={<Trans>Um motivo para todos; cada discente o lerá.</Trans>}
          />
          <SubmitRow busy={busy !== null} onCancel={() => setAsking(false)}>
            <Trans>Indeferir</Trans>
          </SubmitRow>
        </form>
      </Dialog>
    </>
  );
}
