import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../domain/locale.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses } from "../http/openapi.ts";

/**
 * The lists out of an offering (PRODUCT §8): the class list as CSV and the attendance sheet as
 * PDF, for its teachers and the office (`ofertas`, narrowed by `mayTeachOffering`).
 */
const tags = ["Ofertas"];
const security = [{ sessionCookie: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const classListCsvRoute = createRoute({
  method: "get",
  path: "/ofertas/{id}/turma.csv",
  tags,
  security,
  summary: "An offering's class list as CSV (its teachers; Administrador)",
  description:
    "UTF-8 with BOM, `;`-separated, CRLF; header `idcbpf;nome;programa;nivel;status;conceito;frequencia`; the " +
    "entries of `GET /ofertas/{id}/turma` in its order. A cell starting like a formula is written with a leading `'`.",
  middleware: [requireAccess("ofertas")] as const,
  request: { params: idParams },
  responses: {
    200: { description: "The class list", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(401, 403, 404),
  },
});

export const attendanceSheetRoute = createRoute({
  method: "get",
  path: "/ofertas/{id}/lista-presenca.pdf",
  tags,
  security,
  summary: "An offering's attendance sheet as PDF (its teachers; Administrador)",
  description:
    "The students holding a seat (pending ones marked), their idcbpf and one column to sign per class date of " +
    "the term (the weekly slots from the term's start to its end); many dates turn the pages landscape and are " +
    "split across pages, names and header repeated; pages numbered. In `lang` (default the request's language).",
  middleware: [requireAccess("ofertas")] as const,
  request: { params: idParams, query: z.object({ lang: z.enum(LOCALES).optional() }) },
  responses: {
    200: {
      description: "The attendance sheet",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});
