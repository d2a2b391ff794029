import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState, type FormEvent } from "react";
import { z } from "zod";
import { isoDaySchema } from "../../domain/academic.ts";
import {
  allocationInputSchema,
  suspensionInputSchema,
  type Allocation,
  type QuotaDetail,
} from "../../domain/funding.ts";
import type { Period } from "../../domain/funding-rules.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { PersonCombobox, type PersonOption } from "../../ui/person-combobox.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { createAllocation, createSuspension, searchActiveStudents, updateAllocation } from "./bolsas-api.ts";
import { useRefusalForm } from "./use-refusal-form.ts";

type Done = { onDone: () => void; onCancel: () => void };

/** "Alocar": an `ativo` Discente of the quota's level, the quota's free period prefilled (F3–F8 next to their field). */
export function AllocateForm({ quota, free, onDone, onCancel }: { quota: QuotaDetail; free: Period } & Done) {
  const { t } = useLingui();
  const toast = useToast();
  const [student, setStudent] = useState<PersonOption | null>(null);
  const [period, setPeriod] = useState(free);
  const [notes, setNotes] = useState("");
  const { errors, busy, run, ref } = useRefusalForm("allocation", t`Alocação não registrada`);
  const search = useCallback(
    (q: string, signal: AbortSignal) => searchActiveStudents(quota.level, q, signal),
    [quota.level],
  );
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = { bolsa: quota.id, student: student?.idcbpf, ...period, notes };
    await run(allocationInputSchema, given, async (input) => {
      await createAllocation(input);
      toast.add({
        severity: "success",
        summary: t`${student?.name ?? ""} alocado(a) na bolsa ${quota.number}.`,
        life: 5000,
      });
      onDone();
    });
  }
  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <PersonCombobox
        label={<Trans>Discente ativo do nível da bolsa</Trans>}
        search={search}
        value={student}
        onChange={setStudent}
        error={errors.student}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          name="startDate"
          value={period.startDate}
          error={errors.startDate}
          onChange={(e) => setPeriod({ ...period, startDate: e.target.value })}
          label={<Trans>Início</Trans>}
        />
        <TextField
          type="date"
          name="endDate"
          value={period.endDate}
          error={errors.endDate}
          onChange={(e) => setPeriod({ ...period, endDate: e.target.value })}
          label={<Trans>Término</Trans>}
        />
      </div>
      <TextAreaField
        name="notes"
        value={notes}
        maxLength={2000}
        rows={2}
        error={errors.notes}
        onChange={(e) => setNotes(e.target.value)}
        label={<Trans>Observações</Trans>}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        <Trans>Alocar</Trans>
      </SubmitRow>
    </form>
  );
}

/** The PATCH a cancel sends: both fields required here (the server judges the reason with the date). */
const cancelSchema = z.strictObject({
  cancelDate: isoDaySchema,
  cancelReason: z.string().trim().min(1, { message: "cancel_reason_required" }).max(200),
});

/** Cancel an allocation from a date (F9), with its reason: the dialog is the confirmation. */
export function CancelForm({ allocation, today, onDone, onCancel }: { allocation: Allocation; today: string } & Done) {
  const { t } = useLingui();
  const toast = useToast();
  const [cancelDate, setCancelDate] = useState(today < allocation.startDate ? allocation.startDate : today);
  const [cancelReason, setCancelReason] = useState("");
  const { errors, busy, run, ref } = useRefusalForm("cancel", t`Cancelamento não registrado`);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(cancelSchema, { cancelDate, cancelReason }, async (patch) => {
      await updateAllocation(allocation.id, patch);
      toast.add({ severity: "success", summary: t`Alocação de ${allocation.student.name} cancelada.`, life: 5000 });
      onDone();
    });
  }
  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <TextField
        type="date"
        name="cancelDate"
        value={cancelDate}
        error={errors.cancelDate}
        onChange={(e) => setCancelDate(e.target.value)}
        label={<Trans>Data do cancelamento</Trans>}
        hint={<Trans>O último dia da bolsa para este discente.</Trans>}
      />
      <TextAreaField
        name="cancelReason"
        value={cancelReason}
        maxLength={200}
        rows={2}
        error={errors.cancelReason}
        onChange={(e) => setCancelReason(e.target.value)}
        label={<Trans>Motivo (obrigatório)</Trans>}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        <Trans>Cancelar a alocação</Trans>
      </SubmitRow>
    </form>
  );
}

/** Suspend an allocation for a period (F10), with its reason. */
export function SuspendForm({ allocation, onDone, onCancel }: { allocation: Allocation } & Done) {
  const { t } = useLingui();
  const toast = useToast();
  const [values, setValues] = useState({ startDate: "", endDate: "", reason: "" });
  const { errors, busy, run, ref } = useRefusalForm("suspension", t`Suspensão não registrada`);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(suspensionInputSchema, values, async (input) => {
      await createSuspension(allocation.id, input);
      toast.add({ severity: "success", summary: t`Suspensão de ${allocation.student.name} registrada.`, life: 5000 });
      onDone();
    });
  }
  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          name="startDate"
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => setValues({ ...values, startDate: e.target.value })}
          label={<Trans>Início da suspensão</Trans>}
        />
        <TextField
          type="date"
          name="endDate"
          value={values.endDate}
          error={errors.endDate}
          onChange={(e) => setValues({ ...values, endDate: e.target.value })}
          label={<Trans>Término da suspensão</Trans>}
        />
      </div>
      <TextAreaField
        name="reason"
        value={values.reason}
        maxLength={200}
        rows={2}
        error={errors.reason}
        onChange={(e) => setValues({ ...values, reason: e.target.value })}
        label={<Trans>Motivo</Trans>}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        <Trans>Suspender</Trans>
      </SubmitRow>
    </form>
  );
}
