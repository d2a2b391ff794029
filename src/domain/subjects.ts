import { z } from "zod";
import { SUBJECT_LEVELS } from "./academic.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";
import { PROGRAMMES } from "./users.ts";

/**
 * The subject catalogue (PRODUCT §1, §2 `/disciplinas`, §8): the API's shape, the forms' and the
 * server's input schemas, and the prerequisite rule (no cycle, direct or through others).
 */
export const SUBJECT_CODE_PATTERN = /^[A-Z]{2,5}-[0-9]{3,4}[A-Z]?$/;
/** The same as SQL (POSIX regex) for the database's check. */
export const SUBJECT_CODE_SQL_PATTERN = "^[A-Z]{2,5}-[0-9]{3,4}[A-Z]?$";

export const subjectCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(SUBJECT_CODE_PATTERN, { message: "subject_code_invalid" });

const name = z.string().trim().min(1).max(200);
const syllabus = z.string().trim().max(5000);

/** What `GET /api/disciplinas` says of a subject. `programme`/`level` null = both. */
export const subjectSchema = z.object({
  code: z.string(),
  name: z.object({ pt: z.string(), en: z.string() }),
  syllabus: z.object({ pt: z.string(), en: z.string() }),
  credits: z.number().int(),
  hours: z.number().int(),
  programme: z.enum(PROGRAMMES).nullable(),
  level: z.enum(SUBJECT_LEVELS).nullable(),
  prerequisites: z.array(z.string()),
  repeatable: z.boolean(),
  active: z.boolean(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const MAX_PREREQUISITES = 20;

/** `POST /api/disciplinas`: the whole object (the code is fixed once created). */
export const subjectInputSchema = z.object({
  code: subjectCodeSchema,
  name: z.object({ pt: name, en: name }),
  syllabus: z.object({ pt: syllabus, en: syllabus }).default({ pt: "", en: "" }),
  credits: z.number().int().min(0).max(60),
  hours: z.number().int().min(0).max(1000),
  programme: z.enum(PROGRAMMES).nullable().default(null),
  level: z.enum(SUBJECT_LEVELS).nullable().default(null),
  prerequisites: z
    .array(subjectCodeSchema)
    .max(MAX_PREREQUISITES)
    .default([])
    .refine((codes) => new Set(codes).size === codes.length, { message: "duplicate_prerequisite" }),
  repeatable: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type SubjectInput = z.infer<typeof subjectInputSchema>;

/** `PATCH /api/disciplinas/{code}`: any field but the code. */
export const subjectPatchSchema = subjectInputSchema
  .omit({ code: true })
  .extend({
    name: z.object({ pt: name, en: name }).optional(),
    syllabus: z.object({ pt: syllabus, en: syllabus }).optional(),
    credits: z.number().int().min(0).max(60).optional(),
    hours: z.number().int().min(0).max(1000).optional(),
    programme: z.enum(PROGRAMMES).nullable().optional(),
    level: z.enum(SUBJECT_LEVELS).nullable().optional(),
    prerequisites: subjectInputSchema.shape.prerequisites.unwrap().optional(),
    repeatable: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type SubjectPatch = z.infer<typeof subjectPatchSchema>;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** At most this many codes in one `codes=` look-up (a page's prerequisites, a form's choices). */
export const MAX_CODES_QUERY = 100;

/** `codes=FIS-501,FIS-601`: comma-separated codes, any case, each checked. */
const codesQuery = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((code) => code.trim())
      .filter((code) => code !== ""),
  )
  .pipe(z.array(subjectCodeSchema).max(MAX_CODES_QUERY));

/**
 * `GET /api/disciplinas?q=&programme=&level=&active=&codes=&page=&pageSize=`. `programme` and
 * `level` keep the subjects open to that programme (level) *or to both* (null): what a student of
 * that programme may take. `codes` (not in PRODUCT §8; an addition) fetches given subjects, such
 * as the prerequisites a page names, to show their names.
 */
export const subjectListQuerySchema = z.object({
  q: searchSchema.optional(),
  codes: codesQuery.optional(),
  programme: z.enum(PROGRAMMES).optional(),
  level: z.enum(SUBJECT_LEVELS).optional(),
  active: booleanQuery.optional(),
  ...pageQueryShape,
});
export type SubjectListQuery = z.infer<typeof subjectListQuerySchema>;

/**
 * Would giving `subject` the prerequisites `requires` close a cycle? `graph` maps each code to the
 * codes it requires now. Returns the cycle as a path that starts and ends at `subject`
 * (`["FIS-601", "FIS-501", "FIS-601"]`), or null. Breadth-first, so the path named is a shortest.
 */
export function findPrerequisiteCycle(
  graph: ReadonlyMap<string, readonly string[]>,
  subject: string,
  requires: readonly string[],
): string[] | null {
  // parent.get(code): the code through which the search reached it (`subject` for the first ones).
  const parent = new Map<string, string>();
  const queue: string[] = [];
  const visit = (code: string, from: string): string[] | null => {
    if (code === subject) {
      const chain: string[] = [];
      for (let at: string | undefined = from; at !== undefined && at !== subject; at = parent.get(at))
        chain.unshift(at);
      return [subject, ...chain, subject];
    }
    if (!parent.has(code)) {
      parent.set(code, from);
      queue.push(code);
    }
    return null;
  };
  for (const code of requires) {
    const found = visit(code, subject);
    if (found) return found;
  }
  for (let i = 0; i < queue.length; i++) {
    const code = queue[i] as string;
    for (const next of graph.get(code) ?? []) {
      const found = visit(next, code);
      if (found) return found;
    }
  }
  return null;
}
