import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { StudentPhase } from "../../domain/phases.ts";
import { requestInputSchema, type Request, type RequestType } from "../../domain/requerimentos.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { REQUEST_TYPE_LABELS } from "../../ui/programme-year-labels.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { PdfPicker, type PdfSending } from "./pdf-picker.tsx";
import { fileRequest, uploadRequestPdf } from "./programme-year-api.ts";
import { PhaseChoices } from "./phase-choices.tsx";
import { ruleField } from "./request-pdf.ts";

type Values = { type: RequestType; months: string; phases: string[]; startDate: string; justification: string };
const EMPTY: Values = { type: "prorrogacao", months: "", phases: [], startDate: "", justification: "" };

/**
 * Filing a request (programme-year §2, rules 5–6): the type, the phases (a prorrogação) or the
 * hold's first day (a trancamento), the months, the justification and an optional PDF sent with a
 * real percentage after the request is filed. The shared schema checks before sending; the
 * server's refusals come back beside the field they concern. A PDF the server refuses leaves the
 * request filed and the picker open to send another.
 */
export function RequestForm({
  phases,
  student,
  onFiled,
}: {
  phases: readonly StudentPhase[];
  /** The office files for a student by naming it; a Discente files for itself. */
  student?: string;
  onFiled: (request: Request) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<PdfSending>(null);
  /** A request filed whose PDF was refused: the picker stays to send another. */
  const [filed, setFiled] = useState<Request | null>(null);
  const form = useFocusFirstError(errors, { alerts: true });
  const open = phases.filter((phase) => phase.status !== "concluida");

  async function send(request: Request, pdf: File): Promise<boolean> {
    setSending({ percent: 0 });
    try {
      await uploadRequestPdf(request.id, pdf, (percent) => setSending({ percent }));
      return true;
    } catch (error) {
      setErrors({ attachment: errorText(asApiError(error)) });
      setFiled(request);
      return false;
    } finally {
      setSending(null);
    }
  }

  function done(request: Request) {
    toast.add({ severity: "success", summary: t`Requerimento nº ${request.id} registrado.`, life: 5000 });
    setValues(EMPTY);
    setFile(null);
    setFiled(null);
    setErrors({});
    onFiled(request);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (filed) {
      if (!file) return done(filed);
      setBusy(true);
      if (await send(filed, file)) done(filed);
      setBusy(false);
      return;
    }
    const prorrogacao = values.type === "prorrogacao";
    const body = {
      type: values.type,
      months: values.months.trim() === "" ? undefined : Number(values.months),
      phases: prorrogacao ? values.phases : undefined,
      startDate: prorrogacao || values.startDate === "" ? undefined : values.startDate,
      justification: values.justification,
      student,
    };
    const parsed = requestInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues, locale, values));
    // A file refused before sending stays refused until another is chosen or it is removed.
    if (errors.attachment) return setErrors({ attachment: errors.attachment });
    setErrors({});
    setBusy(true);
    try {
      const request = await fileRequest(parsed.data);
      if (!file || (await send(request, file))) done(request);
    } catch (error) {
      const failure = asApiError(error);
      const field = ruleField(failure.rule);
      const fields = apiFieldErrors(failure, locale);
      if (field) setErrors({ [field]: failure.message });
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else setErrors({ form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Requerimento não registrado`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormAlert message={errors.form} />
      {filed ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <Trans>
            O requerimento nº {filed.id} foi registrado, mas o PDF não foi aceito. Escolha outro arquivo ou conclua sem
            anexo.
          </Trans>
        </p>
      ) : (
        <>
          <SelectField
            name="type"
            value={values.type}
            error={errors.type}
            onChange={(event) => set("type", event.target.value as RequestType)}
            label={<Trans>Tipo</Trans>}
            options={(["prorrogacao", "trancamento"] as const).map((type) => [type, i18n._(REQUEST_TYPE_LABELS[type])])}
          />
          {values.type === "prorrogacao" ? (
            <PhaseChoices
              phases={open}
              chosen={values.phases}
              error={errors.phases}
              onChange={(codes) => set("phases", codes)}
            />
          ) : (
            <TextField
              type="date"
              name="startDate"
              value={values.startDate}
              error={errors.startDate}
              onChange={(event) => set("startDate", event.target.value)}
              label={<Trans>Início do trancamento</Trans>}
              hint={<Trans>A partir de hoje.</Trans>}
              className="sm:max-w-xs"
            />
          )}
          <TextField
            type="number"
            inputMode="numeric"
            name="months"
            min={1}
            max={24}
            value={values.months}
            error={errors.months}
            onChange={(event) => set("months", event.target.value)}
            label={<Trans>Meses</Trans>}
            hint={<Trans>De 1 a 24.</Trans>}
            className="sm:max-w-xs"
          />
          <TextAreaField
            name="justification"
            value={values.justification}
            error={errors.justification}
            maxLength={4000}
            onChange={(event) => set("justification", event.target.value)}
            label={<Trans>Justificativa</Trans>}
            hint={<Trans>De 10 a 4000 caracteres.</Trans>}
          />
        </>
      )}
      <PdfPicker
        file={file}
        error={errors.attachment}
        sending={sending}
        onChoose={(chosen, problem) => {
          setFile(problem ? null : chosen);
          setErrors((prev) => {
            const { attachment: _, ...rest } = prev;
            return problem ? { ...rest, attachment: problem } : rest;
          });
        }}
      />
      <SubmitRow busy={busy}>
        {filed ? (
          file ? (
            <Trans>Enviar PDF</Trans>
          ) : (
            <Trans>Concluir sem anexo</Trans>
          )
        ) : (
          <Trans>Registrar requerimento</Trans>
        )}
      </SubmitRow>
    </form>
  );
}
