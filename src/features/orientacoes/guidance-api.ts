import { z } from "zod";
import { guidanceSchema, type Guidance, type GuidanceInput, type GuidancePatch } from "../../domain/guidance.ts";
import { pageAnswer } from "../../domain/paging.ts";
import type { Level } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";

/** The guidance area's calls (PRODUCT §8) and the shapes it reads them with. */
export const guidancePageAnswer = pageAnswer(guidanceSchema);

export const PAGE_SIZE = 20;
/** A Docente's advisees fit one page: the cap is a handful, co-advisees a few more. */
export const ALL_OF_MINE = 100;

export function guidanceListPath(query: { q?: string; page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  params.set("page", String(query.page ?? 1));
  params.set("pageSize", String(query.pageSize ?? PAGE_SIZE));
  return `/api/orientacoes?${params.toString()}`;
}

/** `GET /api/configuracoes` (every logged-in user reads it): only the advisee cap matters here. */
export const SETTINGS_PATH = "/api/configuracoes";
export const adviseeCapAnswer = z.object({ adviseeCap: z.number().int() });

/** A person offered by the search-as-you-type of the form (`GET /api/usuarios?level=&q=`). */
export const personOption = z.object({ idcbpf: z.string(), name: z.string() });
export type PersonOption = z.infer<typeof personOption>;
const peopleAnswer = z.object({ items: z.array(personOption) });

export async function searchPeople(level: Level, q: string, signal: AbortSignal): Promise<PersonOption[]> {
  const params = new URLSearchParams({ level, q, pageSize: "8" });
  const answer = await apiFetch(`/api/usuarios?${params.toString()}`, peopleAnswer, { signal });
  return answer.items;
}

/** The pickers' searches, one stable function per level (the combobox re-searches when it changes). */
export const searchStudents = (q: string, signal: AbortSignal) => searchPeople("Discente", q, signal);
export const searchTeachers = (q: string, signal: AbortSignal) => searchPeople("Docente", q, signal);

export function createGuidance(input: GuidanceInput): Promise<Guidance> {
  return apiFetch("/api/orientacoes", guidanceSchema, { method: "POST", body: input });
}

export function updateGuidance(id: number, patch: GuidancePatch): Promise<Guidance> {
  return apiFetch(`/api/orientacoes/${id}`, guidanceSchema, { method: "PATCH", body: patch });
}

/** The office's decision on a proposed `egresso` (PRODUCT §7: never automatic): the user's status. */
export async function makeEgresso(idcbpf: string): Promise<void> {
  await apiFetch(`/api/usuarios/${encodeURIComponent(idcbpf)}`, z.unknown(), {
    method: "PATCH",
    body: { status: "egresso" },
  });
}
