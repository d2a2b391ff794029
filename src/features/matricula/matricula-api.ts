import { z } from "zod";
import { offeringSchema, type Offering } from "../../domain/offerings.ts";
import { enrolmentCreatedSchema, enrolmentPageSchema, type EnrolmentCreated } from "../../domain/matriculas.ts";
import { transcriptSchema } from "../../domain/historico.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termSchema } from "../../domain/terms.ts";
import { apiFetch } from "../../lib/api.ts";

/** The enrolment screen's calls (PRODUCT §8) and the shapes it reads them with. */
export { type Offering };
export const offeringPageSchema = pageAnswer(offeringSchema);

/** The whole term fits one page: a programme offers a few dozen subjects a term. */
export const OFFERINGS_PAGE_SIZE = 100;

export function offeringsPath(term: string, page = 1): string {
  const params = new URLSearchParams({ term, page: String(page), pageSize: String(OFFERINGS_PAGE_SIZE) });
  return `/api/ofertas?${params.toString()}`;
}

export function myEnrolmentsPath(term: string): string {
  return `/api/matriculas?${new URLSearchParams({ term, pageSize: "100" }).toString()}`;
}
export { enrolmentPageSchema };

/**
 * The subjects open to the student's programme and level (or to both): `GET /api/disciplinas`
 * filters them so (PRODUCT §7 "who may enrol"). Their prerequisites are shown on the cards.
 */
export const fittingSubjectPageSchema = pageAnswer(
  z.object({ code: z.string(), prerequisites: z.array(z.string()), repeatable: z.boolean() }),
);
export const SUBJECTS_PAGE_SIZE = 100;

export function fittingSubjectsPath(student: { programme: string | null; degree: string | null }): string {
  const params = new URLSearchParams({ pageSize: String(SUBJECTS_PAGE_SIZE) });
  if (student.programme) params.set("programme", student.programme);
  if (student.degree) params.set("level", student.degree);
  return `/api/disciplinas?${params.toString()}`;
}

/** The student's own transcript: what it passed, so the page knows what would be refused. */
export function transcriptPath(idcbpf: string): string {
  return `/api/historico/${encodeURIComponent(idcbpf)}`;
}
export { transcriptSchema };

/** The terms (to find the current one, its enrolment window and drop deadline). */
export const TERMS_PATH = "/api/periodos?pageSize=100";
export const termPageSchema = pageAnswer(termSchema);

/** Only the institution's time zone matters here: "today" for the windows. */
export const SETTINGS_PATH = "/api/configuracoes";
export const timeZoneAnswer = z.object({ timeZone: z.string() });

export function enrol(offering: number): Promise<EnrolmentCreated> {
  return apiFetch("/api/matriculas", enrolmentCreatedSchema, { method: "POST", body: { offering } });
}

/** Drop (→ `trancada`) or leave the waitlist. */
export async function dropEnrolment(codigo: string): Promise<void> {
  await apiFetch(`/api/matriculas/${encodeURIComponent(codigo)}`, z.unknown(), { method: "DELETE" });
}
