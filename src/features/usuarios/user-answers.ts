import { z } from "zod";
import { pageAnswer } from "../../domain/paging.ts";
import { dismissalSchema } from "../../domain/desligamento.ts";
import { personalAnswerSchema } from "../../domain/personal-data-input.ts";
import { userSchema } from "../../domain/users.ts";
import { type UserListQuery } from "../../domain/user-input.ts";

/** `GET`/`PATCH /api/usuarios/{idcbpf}` and `POST /api/usuarios`. */
export const userAnswer = z.object({ user: userSchema });

/**
 * The same answers read with the programme year's fields (`entryDate`, `dismissal`) and the
 * person's data for CAPES (only the office and the person itself get it): the profile page's.
 * Absent reads as none (personal data: undefined, "not in this answer"), so a copy kept on the
 * device before they existed still opens.
 */
export const userDetailAnswer = z.object({
  user: userSchema.extend({
    entryDate: z.string().nullable().default(null),
    dismissal: dismissalSchema.nullable().default(null),
    ...personalAnswerSchema.partial().shape,
  }),
});
/** A profile as the page holds it. */
export type ProfileUser = z.infer<typeof userDetailAnswer>["user"];

/** `GET /api/usuarios?q=&level=&programme=&degree=&status=&page=&pageSize=` (Administrador). */
export const userPageAnswer = pageAnswer(userSchema);

/** `POST /api/usuarios/{idcbpf}/senha`. */
export const temporaryPasswordAnswer = z.object({ temporaryPassword: z.string(), validUntil: z.string() });
export type TemporaryPasswordAnswer = z.infer<typeof temporaryPasswordAnswer>;

export const PAGE_SIZE = 20;

/** The list's filters as the URL keeps them (an empty value: no filter). */
export type UserFilters = Required<{ [K in "q" | "level" | "programme" | "degree" | "status"]: string }>;
export const FILTER_KEYS = [
  "level",
  "programme",
  "degree",
  "status",
] as const satisfies readonly (keyof UserListQuery)[];

export function userListPath(filters: UserFilters, page: number): string {
  const query = new URLSearchParams({ q: filters.q, page: String(page), pageSize: String(PAGE_SIZE) });
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  return `/api/usuarios?${query.toString()}`;
}

/** `GET /api/usuarios.csv` with the list's filters: every match, not a page. */
export function usersCsvPath(filters: UserFilters): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  const text = query.toString();
  return text ? `/api/usuarios.csv?${text}` : "/api/usuarios.csv";
}

export const profilePath = (idcbpf: string) => `/api/usuarios/${encodeURIComponent(idcbpf)}`;
