import type { Locale } from "../../domain/locale.ts";
import {
  subjectInputSchema,
  subjectPatchSchema,
  type Subject,
  type SubjectInput,
  type SubjectPatch,
} from "../../domain/subjects.ts";
import { zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import type { Picked } from "./prerequisite-picker.tsx";
import type { SubjectNames } from "./subject-answers.ts";

/**
 * The subject form's state as typed (numbers are text until sent), and its check with the very
 * schemas the server validates with, so the browser shows the same words before sending.
 */
export type Draft = {
  code: string;
  namePt: string;
  nameEn: string;
  syllabusPt: string;
  syllabusEn: string;
  credits: string;
  hours: string;
  programme: "" | NonNullable<Subject["programme"]>;
  level: "" | NonNullable<Subject["level"]>;
  prerequisites: Picked[];
  repeatable: boolean;
  active: boolean;
};

export const EMPTY_DRAFT: Draft = {
  code: "",
  namePt: "",
  nameEn: "",
  syllabusPt: "",
  syllabusEn: "",
  credits: "",
  hours: "",
  programme: "",
  level: "",
  prerequisites: [],
  repeatable: false,
  active: true,
};

export function draftOf(subject: Subject, names: SubjectNames): Draft {
  return {
    code: subject.code,
    namePt: subject.name.pt,
    nameEn: subject.name.en,
    syllabusPt: subject.syllabus.pt,
    syllabusEn: subject.syllabus.en,
    credits: String(subject.credits),
    hours: String(subject.hours),
    programme: subject.programme ?? "",
    level: subject.level ?? "",
    prerequisites: subject.prerequisites.map((code) => ({ code, name: names.get(code) ?? null })),
    repeatable: subject.repeatable,
    active: subject.active,
  };
}

/** "" is missing (the schema says "required"); anything else is read as a number. */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text.replace(",", ".")));

function fieldsOf(draft: Draft) {
  return {
    name: { pt: draft.namePt, en: draft.nameEn },
    syllabus: { pt: draft.syllabusPt, en: draft.syllabusEn },
    credits: numberOf(draft.credits),
    hours: numberOf(draft.hours),
    programme: draft.programme || null,
    level: draft.level || null,
    prerequisites: draft.prerequisites.map((picked) => picked.code),
    repeatable: draft.repeatable,
    active: draft.active,
  };
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** A new subject: the whole object, code included. */
export function checkCreate(draft: Draft, locale: Locale): Checked<SubjectInput> {
  const body = { code: draft.code, ...fieldsOf(draft) };
  const parsed = subjectInputSchema.safeParse(body);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error.issues, locale, body) };
}

/** An edit: every field but the code, which is fixed once created. */
export function checkEdit(draft: Draft, locale: Locale): Checked<SubjectPatch> {
  const body = fieldsOf(draft);
  const parsed = subjectPatchSchema.safeParse(body);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error.issues, locale, body) };
}

/** The error of a field, including those of its parts (`prerequisites.2` shows under the picker). */
export function errorFor(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((name) => name.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}
