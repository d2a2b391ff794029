import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  TERM_DATE_FIELDS,
  TERM_DATE_LABELS,
  termDatesProblem,
  termInputSchema,
  termOrderFields,
  termSchema,
  type Term,
  type TermDateField,
} from "../../domain/terms.ts";
import { apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";

type Values = Record<TermDateField, string> & { code: string; current: boolean };

/** The dates in the order they happen, grouped as the office thinks of them. */
const GROUPS: { legend: "offering" | "enrolment" | "term" | "deadlines"; fields: TermDateField[] }[] = [
  { legend: "offering", fields: ["offeringStart", "offeringEnd"] },
  { legend: "enrolment", fields: ["enrolmentStart", "enrolmentEnd"] },
  { legend: "term", fields: ["startDate", "endDate"] },
  { legend: "deadlines", fields: ["dropDeadline", "gradeDeadline"] },
];

const EMPTY: Values = {
  code: "",
  current: false,
  ...(Object.fromEntries(TERM_DATE_FIELDS.map((field) => [field, ""])) as Record<TermDateField, string>),
};

/**
 * Creating a term (`term` absent) or changing one's dates. The same checks as the server run
 * before sending (the code, real days, PRODUCT §7's order with both dates named); the server's
 * answer (a code that exists, an overlap naming the other term) lands on the fields it is about.
 */
export function TermForm({
  term,
  onSaved,
  onCancel,
}: {
  term?: Term;
  onSaved: (term: Term) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => (term ? { ...term } : EMPTY));
  const { formRef, errors, refuse, formError, busy, check, run } = useFormState();
  const legends: Record<(typeof GROUPS)[number]["legend"], ReactNode> = {
    offering: <Trans>Ofertagem (docentes oferecem disciplinas)</Trans>,
    enrolment: <Trans>Matrícula (discentes se matriculam)</Trans>,
    term: <Trans>Período letivo (aulas)</Trans>,
    deadlines: <Trans>Prazos</Trans>,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = check(termInputSchema, values);
    if (!input) return;
    const problem = termDatesProblem(input);
    if (problem) {
      const fields = termOrderFields(problem, locale);
      return refuse(fields, Object.values(fields)[0] ?? null);
    }
    const changed = TERM_DATE_FIELDS.filter((field) => term?.[field] !== input[field]);
    const saved = await run(
      () =>
        term
          ? apiFetch(`/api/periodos/${term.code}`, termSchema, {
              method: "PATCH",
              body: Object.fromEntries(changed.map((field) => [field, input[field]])),
            })
          : apiFetch("/api/periodos", termSchema, { method: "POST", body: input }),
      { failed: t`Não foi possível salvar o período`, conflict: "code" },
    );
    if (!saved) return;
    toast.add({
      severity: "success",
      summary: term ? t`Período ${saved.code} atualizado.` : t`Período ${saved.code} criado.`,
      life: 5000,
    });
    onSaved(saved);
  }

  const set = (field: keyof Values, value: string | boolean) => setValues((prev) => ({ ...prev, [field]: value }));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormAlert message={formError} />
      {term ? null : (
        <TextField
          name="code"
          label={<Trans>Código (AAAA.N)</Trans>}
          hint={<Trans>Ex.: 2026.2 — N de 1 a 6, para semestres ou trimestres.</Trans>}
          value={values.code}
          onChange={(event) => set("code", event.target.value)}
          error={errors.code}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      )}
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-blue-950">{legends[group.legend]}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.fields.map((field) => (
              <TextField
                key={field}
                name={field}
                type="date"
                label={TERM_DATE_LABELS[field][locale]}
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
                error={errors[field]}
                required
              />
            ))}
          </div>
        </fieldset>
      ))}
      {term ? null : (
        <CheckboxField
          name="current"
          label={<Trans>Tornar este o período atual</Trans>}
          hint={<Trans>O período atual de agora deixa de ser o atual.</Trans>}
          checked={values.current}
          onChange={(event) => set("current", event.target.checked)}
        />
      )}
      <SubmitRow busy={busy} onCancel={onCancel}>
        {term ? <Trans>Salvar datas</Trans> : <Trans>Criar período</Trans>}
      </SubmitRow>
    </form>
  );
}
