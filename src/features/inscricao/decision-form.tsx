import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import {
  applicationSchema,
  decisionSchema,
  suggestIdcbpf,
  type Application,
  type Decision,
} from "../../domain/inscricoes.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { termPageAnswer } from "./inscricao-api.ts";

const TERMS_PATH = "/api/periodos?pageSize=100";

/**
 * The office's decision on an application (PRODUCT §7; reversible, audited by the server): put it
 * under review, approve (the idcbpf suggested from the name, the entry term from the terms — the
 * next one preselected) or reject (the reason required). A taken idcbpf (409) is said beside it.
 */
export function DecisionForm({
  application,
  decision,
  onDecided,
  onCancel,
}: {
  application: Application;
  decision: Decision;
  onDecided: (application: Application) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const terms = useCachedQuery(`configuracoes:${TERMS_PATH}`, TERMS_PATH, termPageAnswer);
  const [idcbpf, setIdcbpf] = useState(() => application.user ?? suggestIdcbpf(application.name));
  const [entryTerm, setEntryTerm] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFocusFirstError(errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The term after the current one (terms come newest first), else the current one.
  const items = terms.status === "ok" ? terms.data.items : [];
  const currentIndex = items.findIndex((term) => term.current);
  const preferred = items[currentIndex > 0 ? currentIndex - 1 : Math.max(currentIndex, 0)]?.code ?? "";
  const chosenTerm = entryTerm || preferred;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      decision === "deferida"
        ? { decision, idcbpf: idcbpf.trim(), entryTerm: chosenTerm }
        : decision === "indeferida"
          ? { decision, reason }
          : { decision, ...(reason.trim() ? { reason } : {}) };
    const parsed = decisionSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues, locale, body));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const saved = await apiFetch(
        `/api/inscricoes/${encodeURIComponent(application.codigo)}/decisao`,
        applicationSchema,
        { method: "POST", body: parsed.data },
      );
      const summary = {
        em_analise: t`Inscrição de ${application.name} em análise.`,
        deferida: t`Inscrição de ${application.name} deferida.`,
        indeferida: t`Inscrição de ${application.name} indeferida.`,
      }[decision];
      toast.add({ severity: "success", summary, life: 6000 });
      onDecided(saved);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : errorText(failure));
      toast.add({ severity: "error", summary: t`Não foi possível decidir`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      {decision === "deferida" ? (
        <>
          <p className="text-slate-800">
            <Trans>
              Deferir cria o(a) discente (ou vincula a conta que já usa este e-mail) e envia um link de primeiro acesso.
            </Trans>
          </p>
          <TextField
            name="idcbpf"
            label={<Trans>idcbpf do(a) novo(a) discente</Trans>}
            hint={<Trans>Sugerido a partir do nome; pode ser mudado.</Trans>}
            value={idcbpf}
            onChange={(event) => setIdcbpf(event.target.value)}
            error={errors.idcbpf}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            name="entryTerm"
            label={<Trans>Período de ingresso</Trans>}
            value={chosenTerm}
            options={items.map((term) => [term.code, term.code] as const)}
            onChange={(event) => setEntryTerm(event.target.value)}
            error={errors.entryTerm}
          />
        </>
      ) : (
        <TextAreaField
          name="reason"
          label={decision === "indeferida" ? <Trans>Motivo (obrigatório)</Trans> : <Trans>Observação (opcional)</Trans>}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          rows={3}
        />
      )}
      <FormAlert message={formError} />
      <SubmitRow busy={busy} onCancel={onCancel}>
        {decision === "em_analise" ? <Trans>Pôr em análise</Trans> : null}
        {decision === "deferida" ? <Trans>Deferir</Trans> : null}
        {decision === "indeferida" ? <Trans>Indeferir</Trans> : null}
      </SubmitRow>
    </form>
  );
}
