import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { guidanceInputSchema, type Guidance, type GuidanceInput } from "../../domain/guidance.ts";
import type { Locale } from "../../domain/locale.ts";
import { message } from "../../domain/messages.ts";
import type { ApiRequestError } from "../../lib/api.ts";
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { errorText } from "../../ui/error-text.ts";
import { chosenIn, newPersonRow, unchosenRows, type PersonRow } from "../../ui/person-rows.tsx";
import type { PersonOption } from "./guidance-api.ts";
import { newMilestoneDraft, type MilestoneDraft } from "./milestones-editor.tsx";

/**
 * What the guidance form holds while it is being filled in, and how it becomes the request:
 * checked first with the same schema the server uses, so both say the same words.
 */
export type GuidanceDraft = {
  student: PersonOption | null;
  advisor: PersonOption | null;
  coAdvisors: PersonRow[];
  title: string;
  startDate: string;
  milestones: MilestoneDraft[];
};

export function draftOf(guidance: Guidance | null): GuidanceDraft {
  if (!guidance) return { student: null, advisor: null, coAdvisors: [], title: "", startDate: "", milestones: [] };
  const person = ({ idcbpf, name }: PersonOption) => ({ idcbpf, name });
  return {
    student: person(guidance.student),
    advisor: person(guidance.advisor),
    coAdvisors: guidance.coAdvisors.map((co) => newPersonRow(person(co))),
    title: guidance.title,
    startDate: guidance.startDate,
    milestones: guidance.milestones.map((m) => ({
      ...newMilestoneDraft(m.kind),
      date: m.date,
      result: m.result ?? "",
    })),
  };
}

/** The request body, or the inline errors that keep it from being sent. */
export function checkDraft(draft: GuidanceDraft, locale: Locale): { input: GuidanceInput } | { errors: FieldErrors } {
  const required = message("field_required", locale);
  const errors: FieldErrors = {};
  if (!draft.student) errors.student = required;
  if (!draft.advisor) errors.advisor = required;
  if (!draft.startDate) errors.startDate = required;
  Object.assign(
    errors,
    unchosenRows(draft.coAdvisors, "coAdvisors", i18n._(msg`Escolha um docente da lista, ou remova esta linha.`)),
  );
  draft.milestones.forEach((row, index) => {
    if (!row.date) errors[`milestones.${index}.date`] = required;
  });
  const body = {
    student: draft.student?.idcbpf ?? "",
    advisor: draft.advisor?.idcbpf ?? "",
    coAdvisors: chosenIn(draft.coAdvisors),
    title: draft.title,
    startDate: draft.startDate,
    milestones: draft.milestones.map(({ kind, date, result }) => ({ kind, date, result: result || null })),
  };
  const parsed = guidanceInputSchema.safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data };
  return { errors: { ...(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body)), ...errors } };
}

/** Where the server's refusal goes in the form: next to the field it is about, else on top (`form`). */
export function refusalErrors(error: ApiRequestError, locale: Locale): FieldErrors {
  const fields = apiFieldErrors(error, locale);
  if (Object.keys(fields).length > 0) return fields;
  if (error.rule === "advisee_cap") return { advisor: error.message };
  if (error.rule === "not_a_student" || error.statusCode === 409) return { student: error.message };
  return { form: errorText(error) };
}
