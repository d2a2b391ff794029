import { z } from "zod";
import { bilingualSchema, ENROLMENT_STATUSES, slotSchema } from "../../domain/academic.ts";
import { guidanceSchema } from "../../domain/guidance.ts";
import { pageAnswer } from "../../domain/paging.ts";

/**
 * What the homes of the Discente and the Docente read (PRODUCT §8), with schemas that keep only
 * the fields shown: `GET /api/matriculas` (the enrolment read shape), `GET /api/ofertas?mine=true`,
 * `GET /api/orientacoes`. Each read goes through `useCachedQuery`, under a `home:` key.
 */

/** A person as a list names them: §8 gives the idcbpf; an object with it is read the same. */
const personRef = z
  .union([z.string(), z.object({ idcbpf: z.string(), name: z.string().optional() })])
  .transform((value) => (typeof value === "string" ? { idcbpf: value } : value));

export const enrolmentItem = z.object({
  codigo: z.string(),
  student: personRef,
  offering: z.object({ subject: z.object({ code: z.string() }) }).optional(),
  status: z.enum(ENROLMENT_STATUSES),
  position: z.number().int().nullable().optional(),
  /** Whether the caller may decide it now (the main advisor on a pending one). */
  canDecide: z.boolean().optional(),
});
export type EnrolmentItem = z.infer<typeof enrolmentItem>;
/**
 * The list of enrolments: a page (PRODUCT §8 lists), or a bare array read as one page. What it
 * gives parses again to the same (the device keeps the parsed answer and reads it with this).
 */
export const enrolmentPage = z
  .union([pageAnswer(enrolmentItem), z.array(enrolmentItem)])
  .transform((answer) =>
    Array.isArray(answer) ? { items: answer, total: answer.length, page: 1, pageSize: answer.length } : answer,
  );

/** A Discente's enrolments of one term: at most a handful, one page. */
export function ownEnrolmentsPath(term: string): string {
  return `/api/matriculas?${new URLSearchParams({ term, pageSize: "100" }).toString()}`;
}

/** The pending enrolments a Docente sees (its advisees'); those it decides are its main advisees'. */
export const PENDING_PATH = "/api/matriculas?status=pendente&pageSize=100";

/** A subject's name: bilingual as in the catalogue; a plain string is read as both. */
const subjectName = z.union([bilingualSchema, z.string().transform((name) => ({ pt: name, en: name }))]);

export const offeringItem = z.object({
  id: z.number().int(),
  term: z.string(),
  subject: z.object({ code: z.string(), name: subjectName, credits: z.number().optional() }),
  slots: z.array(slotSchema),
  capacity: z.number().int(),
  taken: z.number().int(),
  waiting: z.number().int(),
});
export type OfferingItem = z.infer<typeof offeringItem>;
/** The list of offerings: a page (PRODUCT §8 lists), or a bare array, read alike (as the array, which parses again). */
export const offeringList = z
  .union([pageAnswer(offeringItem), z.array(offeringItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.items));

export const MY_OFFERINGS_PATH = "/api/ofertas?mine=true&pageSize=100";

export const guidancePage = pageAnswer(guidanceSchema);
/** One's own guidances (a Discente has one; a Docente's advisees fit one page). */
export const MY_GUIDANCES_PATH = "/api/orientacoes?page=1&pageSize=100";

/** The `.ics` of the Discente's term (PRODUCT §8). */
export const ICS_PATH = "/api/horario.ics";
