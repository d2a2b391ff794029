import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../domain/academic.ts";
import type { Locale } from "../../domain/locale.ts";
import { message } from "../../domain/messages.ts";
import {
  offeringInputSchema,
  offeringPatchSchema,
  type Offering,
  type OfferingInput,
  type OfferingPatch,
} from "../../domain/offerings.ts";
import type { ApiRequestError } from "../../lib/api.ts";
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { errorText } from "../../ui/error-text.ts";
import { chosenIn, newPersonRow, unchosenRows, type PersonRow } from "../../ui/person-rows.tsx";

/**
 * What the offering form holds while it is filled in, and how it becomes the request: checked
 * with the server's own schema first, so both say the same words next to the same fields.
 */
export type SlotDraft = { key: number; weekday: string; start: string; end: string; room: string };
export type OfferingDraft = {
  term: string;
  subject: string;
  slots: SlotDraft[];
  capacity: string;
  language: Language;
  coTeachers: PersonRow[];
  notes: string;
};

let nextKey = 1;
export const newSlot = (from?: Partial<SlotDraft>): SlotDraft => ({
  key: nextKey++,
  weekday: "1",
  start: "",
  end: "",
  room: "",
  ...from,
});

export function draftOf(offering: Offering | null, term: string): OfferingDraft {
  if (!offering)
    return { term, subject: "", slots: [newSlot()], capacity: "", language: "pt", coTeachers: [], notes: "" };
  return {
    term: offering.term,
    subject: offering.subject.code,
    slots: offering.slots.map((slot) => newSlot({ ...slot, weekday: String(slot.weekday) })),
    capacity: String(offering.capacity),
    language: offering.language,
    coTeachers: offering.teachers
      .filter((teacher) => !teacher.responsible)
      .map(({ idcbpf, name }) => newPersonRow({ idcbpf, name })),
    notes: offering.notes ?? "",
  };
}

const slotsOf = (draft: OfferingDraft) =>
  draft.slots.map(({ weekday, start, end, room }) => ({ weekday: Number(weekday), start, end, room }));
const capacityOf = (draft: OfferingDraft) => (draft.capacity.trim() === "" ? Number.NaN : Number(draft.capacity));

function rowErrors(draft: OfferingDraft, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const required = message("field_required", locale);
  if (!draft.subject) errors.subject = required;
  if (draft.capacity.trim() === "") errors.capacity = required;
  draft.slots.forEach((slot, index) => {
    if (!slot.start) errors[`slots.${index}.start`] = required;
    if (!slot.end) errors[`slots.${index}.end`] = required;
  });
  return {
    ...errors,
    ...unchosenRows(draft.coTeachers, "coTeachers", i18n._(msg`Escolha um docente da lista, ou remova esta linha.`)),
  };
}

/** A new offering's body, or the inline errors that keep it from being sent. */
export function checkNew(draft: OfferingDraft, locale: Locale): { input: OfferingInput } | { errors: FieldErrors } {
  const errors = rowErrors(draft, locale);
  const body = {
    term: draft.term,
    subject: draft.subject,
    slots: slotsOf(draft),
    capacity: capacityOf(draft),
    language: draft.language,
    coTeachers: chosenIn(draft.coTeachers),
    notes: draft.notes,
  };
  const parsed = offeringInputSchema.safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data };
  return { errors: { ...(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body)), ...errors } };
}

/** An edit's body: after enrolment opens (`locked`) only capacity and notes are sent. */
export function checkEdit(
  draft: OfferingDraft,
  locale: Locale,
  locked: boolean,
): { input: OfferingPatch } | { errors: FieldErrors } {
  const errors = rowErrors(draft, locale);
  const body = {
    capacity: capacityOf(draft),
    notes: draft.notes,
    ...(locked ? {} : { slots: slotsOf(draft), coTeachers: chosenIn(draft.coTeachers), language: draft.language }),
  };
  const parsed = offeringPatchSchema.safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data };
  return { errors: { ...(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body)), ...errors } };
}

const FIELD_OF_RULE: Record<string, string> = {
  room_clash: "slots",
  teacher_clash: "slots",
  capacity_below_taken: "capacity",
  offering_window_closed: "term",
  term_unknown: "term",
  subject_inactive: "subject",
  subject_unknown: "subject",
  not_a_teacher: "coTeachers",
  user_unknown: "coTeachers",
};

/** Where the server's refusal goes: next to the field it is about, else on top of the form. */
export function refusalErrors(error: ApiRequestError, locale: Locale): FieldErrors {
  const fields = apiFieldErrors(error, locale);
  if (Object.keys(fields).length > 0) return fields;
  const field = error.rule ? FIELD_OF_RULE[error.rule] : undefined;
  return field ? { [field]: error.message } : { form: errorText(error) };
}
