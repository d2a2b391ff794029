import { z } from "zod";
import { userSchema } from "../../domain/users.ts";

/** `GET /api/usuarios/{idcbpf}`. */
export const userAnswer = z.object({ user: userSchema });

/** `GET /api/usuarios?q=&page=&pageSize=` (Administrador). */
export const userPageAnswer = z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const PAGE_SIZE = 20;

export function userListPath(q: string, page: number): string {
  const query = new URLSearchParams({ q, page: String(page), pageSize: String(PAGE_SIZE) });
  return `/api/usuarios?${query.toString()}`;
}
