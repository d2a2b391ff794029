import { z } from "zod";
import { offeringSchema, type Offering, type OfferingInput, type OfferingPatch } from "../../domain/offerings.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { settingsSchema } from "../../domain/settings.ts";
import { subjectSchema } from "../../domain/subjects.ts";
import { termSchema } from "../../domain/terms.ts";
import { apiFetch } from "../../lib/api.ts";
import type { PersonOption } from "../../ui/person-combobox.tsx";

/** The calls of /ofertagem (PRODUCT §8 `ofertas`), their paths and answers. */
export const offeringPageAnswer = pageAnswer(offeringSchema);
export const termPageAnswer = pageAnswer(termSchema);
export const subjectPageAnswer = pageAnswer(subjectSchema);
export const settingsAnswer = settingsSchema;

export const TERMS_PATH = "/api/periodos?pageSize=100";
export const SUBJECTS_PATH = "/api/disciplinas?active=true&pageSize=100";
export const SETTINGS_PATH = "/api/configuracoes";

/** The calling teacher's offerings of a term (all of them: a teacher has a handful). */
export const myOfferingsPath = (term: string) =>
  `/api/ofertas?${new URLSearchParams({ term, mine: "true", pageSize: "100" }).toString()}`;

const teacherOptions = z.object({ items: z.array(z.object({ idcbpf: z.string(), name: z.string() })) });

export async function searchTeachers(q: string, signal: AbortSignal): Promise<PersonOption[]> {
  const answer = await apiFetch(`/api/ofertas/docentes?${new URLSearchParams({ q }).toString()}`, teacherOptions, {
    signal,
  });
  return answer.items;
}

export function createOffering(input: OfferingInput): Promise<Offering> {
  return apiFetch("/api/ofertas", offeringSchema, { method: "POST", body: input });
}

export function updateOffering(id: number, patch: OfferingPatch): Promise<Offering> {
  return apiFetch(`/api/ofertas/${id}`, offeringSchema, { method: "PATCH", body: patch });
}
