import { z } from "zod";
import { LANGUAGES, slotSchema, termCodeSchema, type Slot } from "./academic.ts";
import { slotsOverlap } from "./enrolment.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";
import { subjectCodeSchema } from "./subjects.ts";
import { DEGREES, PROGRAMMES, idcbpfSchema } from "./users.ts";

/**
 * Offerings (ofertas/turmas, PRODUCT §1, §7, §8): what `GET /api/ofertas` answers, what the
 * Docente and the office send, the class list and a grade; and the pure rule that finds a room
 * or a teacher in two overlapping slots of the same term (`room_clash`, `teacher_clash`).
 */
export const MAX_SLOTS = 10;
export const MAX_CO_TEACHERS = 5;
export const ROOM_MAX = 80;
export const NOTES_MAX = 2000;
export const CAPACITY_MAX = 1000;

export const offeringTeacherSchema = z.object({ idcbpf: z.string(), name: z.string(), responsible: z.boolean() });
export const offeringSubjectSchema = z.object({
  code: z.string(),
  name: z.object({ pt: z.string(), en: z.string() }),
  credits: z.number().int(),
});

/** One offering as the API states it. */
export const offeringSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  subject: offeringSubjectSchema,
  teachers: z.array(offeringTeacherSchema),
  slots: z.array(slotSchema),
  capacity: z.number().int(),
  taken: z.number().int(),
  waiting: z.number().int(),
  language: z.enum(LANGUAGES),
  notes: z.string().nullable(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringListQuerySchema = z.object({
  /** Default: the current term. */
  term: termCodeSchema.optional(),
  q: searchSchema.optional(),
  /** Only the calling teacher's offerings (responsible or co-teacher). */
  mine: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  ...pageQueryShape,
});
export type OfferingListQuery = z.infer<typeof offeringListQuerySchema>;

/** A slot as typed: the room trimmed and required, start before end. */
export const slotInputSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: slotSchema.shape.start,
    end: slotSchema.shape.end,
    room: z.string().trim().min(1).max(ROOM_MAX),
  })
  .refine((slot) => slot.start < slot.end, { message: "slot_end_before_start", path: ["end"] });

/** Two slots of one offering must not overlap each other (the same class twice at once). */
const slotsInput = z
  .array(slotInputSchema)
  .min(1, { message: "slots_required" })
  .max(MAX_SLOTS)
  .refine((slots) => !slots.some((a, i) => slots.some((b, j) => i < j && slotsOverlap(a, b))), {
    message: "slots_overlap",
  });

const coTeachersInput = z
  .array(idcbpfSchema)
  .max(MAX_CO_TEACHERS)
  .refine((list) => new Set(list).size === list.length, { message: "duplicate_co_teacher" });

const notesInput = z
  .string()
  .trim()
  .max(NOTES_MAX)
  .transform((value) => (value === "" ? null : value))
  .nullable();

/** `POST /api/ofertas`: `responsible` is the office's (a Docente offers as itself). */
export const offeringInputSchema = z
  .object({
    term: termCodeSchema,
    subject: subjectCodeSchema,
    slots: slotsInput,
    capacity: z.number().int().min(1).max(CAPACITY_MAX),
    language: z.enum(LANGUAGES),
    coTeachers: coTeachersInput.default([]),
    notes: notesInput.optional().default(null),
    responsible: idcbpfSchema.optional(),
  })
  .strict()
  .refine((input) => !input.responsible || !input.coTeachers.includes(input.responsible), {
    message: "co_teacher_is_responsible",
    path: ["coTeachers"],
  });
export type OfferingInput = z.infer<typeof offeringInputSchema>;

/** `PATCH /api/ofertas/{id}`: only the fields sent change; term and subject are fixed. */
export const offeringPatchSchema = z
  .object({
    slots: slotsInput,
    capacity: z.number().int().min(0).max(CAPACITY_MAX),
    language: z.enum(LANGUAGES),
    coTeachers: coTeachersInput,
    notes: notesInput,
    responsible: idcbpfSchema,
  })
  .partial()
  .strict();
export type OfferingPatch = z.infer<typeof offeringPatchSchema>;

/** Fields a Docente may change only until the term's enrolment window opens (PRODUCT §7). */
export const LOCKED_AT_ENROLMENT = ["slots", "coTeachers", "language", "responsible"] as const;

export const gradeSchema = z.object({ concept: z.string(), attendance: z.number().int(), final: z.boolean() });
export type Grade = z.infer<typeof gradeSchema>;

/** `PUT /api/ofertas/{id}/notas/{idcbpf}`. */
export const gradeInputSchema = z
  .object({
    concept: z.string().trim().toUpperCase().min(1).max(2),
    attendance: z.number().int().min(0).max(100),
  })
  .strict();
export type GradeInput = z.infer<typeof gradeInputSchema>;

export const CLASS_LIST_STATUSES = ["pendente", "deferida", "em_espera"] as const;

/** One line of an offering's class list (`GET /api/ofertas/{id}/turma`). */
export const classListEntrySchema = z.object({
  idcbpf: z.string(),
  name: z.string(),
  programme: z.enum(PROGRAMMES).nullable(),
  degree: z.enum(DEGREES).nullable(),
  codigo: z.string(),
  status: z.enum(CLASS_LIST_STATUSES),
  position: z.number().int().optional(),
  grade: gradeSchema.nullable(),
});
export type ClassListEntry = z.infer<typeof classListEntrySchema>;
export const classListSchema = z.array(classListEntrySchema);

/** A room compared as people mean it: "Sala 201" and " sala  201 " are the same room. */
export function sameRoom(a: string, b: string): boolean {
  const norm = (room: string) => room.trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");
  return norm(a) === norm(b);
}

/** Another offering of the same term, as the clash check sees it. */
export type ScheduledOffering<T> = { ref: T; teachers: readonly string[]; slots: readonly Slot[] };

export type ScheduleClash<T> =
  | { rule: "room_clash"; room: string; other: T; slot: Slot }
  | { rule: "teacher_clash"; teacher: string; other: T; slot: Slot };

/**
 * PRODUCT §7: a room or a teacher in two overlapping slots of the same term is refused, naming
 * the other offering; slots that touch (10:00–12:00 and 12:00–14:00) do not clash, one inside
 * another does. Rooms first, then teachers, in the order of `slots`; `others` must not include
 * the offering being saved.
 */
export function findScheduleClash<T>(
  mine: { teachers: readonly string[]; slots: readonly Slot[] },
  others: readonly ScheduledOffering<T>[],
): ScheduleClash<T> | null {
  for (const slot of mine.slots)
    for (const other of others)
      for (const theirs of other.slots)
        if (sameRoom(slot.room, theirs.room) && slotsOverlap(slot, theirs))
          return { rule: "room_clash", room: theirs.room, other: other.ref, slot: theirs };
  for (const slot of mine.slots)
    for (const other of others) {
      const teacher = mine.teachers.find((who) => other.teachers.includes(who));
      if (teacher === undefined) continue;
      const theirs = other.slots.find((candidate) => slotsOverlap(slot, candidate));
      if (theirs) return { rule: "teacher_clash", teacher, other: other.ref, slot: theirs };
    }
  return null;
}

/** Grades are final when stored so or when today (institution's zone) is after the grade deadline. */
export function gradeIsFinal(stored: boolean, today: string, gradeDeadline: string): boolean {
  return stored || today > gradeDeadline;
}
