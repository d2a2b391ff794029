import { SUBJECT_LEVELS } from "../../domain/academic.ts";
import type { Locale } from "../../domain/locale.ts";
import { pageAnswer, searchSchema } from "../../domain/paging.ts";
import { subjectSchema, type Subject } from "../../domain/subjects.ts";
import { PROGRAMMES } from "../../domain/users.ts";

/**
 * The catalogue's calls and the screen's filters. The filters live in the URL (`?q=&programme=
 * &level=&active=&page=`), so a search can be shared and the back button undoes it; values the
 * API would refuse are dropped here rather than sent.
 */
export const subjectAnswer = subjectSchema;
export const subjectPageAnswer = pageAnswer(subjectSchema);

export const PAGE_SIZE = 20;

export type SubjectFilters = {
  q: string;
  programme: (typeof PROGRAMMES)[number] | "";
  level: (typeof SUBJECT_LEVELS)[number] | "";
  /** "": all; "true": active only; "false": inactive only. */
  active: "" | "true" | "false";
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.includes(value as T) ? (value as T) : "";

export function filtersFrom(params: URLSearchParams): SubjectFilters {
  return {
    q: params.get("q") ?? "",
    programme: oneOf(PROGRAMMES, params.get("programme")),
    level: oneOf(SUBJECT_LEVELS, params.get("level")),
    active: oneOf(["true", "false"] as const, params.get("active")),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** The URL's search part for these filters (empty ones and page 1 left out). */
export function filtersToParams(filters: SubjectFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.programme) params.programme = filters.programme;
  if (filters.level) params.level = filters.level;
  if (filters.active) params.active = filters.active;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The typed search as the API takes it, or the reason it would refuse it (too long). */
export function checkSearch(q: string) {
  return searchSchema.safeParse(q);
}

export function subjectListPath(filters: SubjectFilters): string {
  const query = new URLSearchParams({
    ...filtersToParams({ ...filters, page: 1 }),
    page: String(filters.page),
    pageSize: String(PAGE_SIZE),
  });
  return `/api/disciplinas?${query.toString()}`;
}

/** Given subjects by code (a page's prerequisites), one call; the codes sorted so the path is stable. */
export function subjectsByCodePath(codes: readonly string[]): string {
  const query = new URLSearchParams({ codes: [...codes].sort().join(","), pageSize: "100" });
  return `/api/disciplinas?${query.toString()}`;
}

/** The picker's search: a few active and inactive subjects matching the words typed. */
export function pickerPath(q: string): string {
  return `/api/disciplinas?${new URLSearchParams({ q, pageSize: "8" }).toString()}`;
}

export const subjectPath = (code: string) => `/api/disciplinas/${encodeURIComponent(code)}`;

/** A subject's name in the UI language. */
export const nameIn = (subject: Pick<Subject, "name">, locale: Locale) => subject.name[locale];

export type SubjectNames = ReadonlyMap<string, Subject["name"]>;
