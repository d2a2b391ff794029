import { createRoute, z } from "@hono/zod-openapi";
import {
  GRADE_CSV_HEADER_LINE,
  GRADE_CSV_MAX_BYTES,
  GRADE_CSV_MAX_LABEL,
  GRADE_CSV_MEDIA_TYPES,
  gradeImportReportSchema,
  gradeSheetErrorSchema,
  gradeSheetReportSchema,
  gradeSheetSchema,
} from "../../domain/grade-sheet.ts";
import { requireAccess } from "../auth/require-access.ts";
import type { OwnBodyRoute } from "../http/api-guards.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * A class's grade sheet (PRODUCT §8): `PUT /api/ofertas/{id}/notas` (the whole sheet as JSON) and
 * `POST /api/ofertas/{id}/notas/importacao` (the same rows from a CSV file). The single row,
 * `PUT …/notas/{idcbpf}`, is declared with the class list in ofertas.routes.ts. Who: the offering's
 * teachers until the grade deadline, the office always (the `ofertas` row, narrowed by the handler).
 */
const tags = ["Ofertas"];
const security = [{ sessionCookie: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The import's body is a CSV file: the API's body guards let this route take one, up to 1 MiB. */
export const gradeImportBody: OwnBodyRoute = {
  method: "POST",
  path: /^\/api\/ofertas\/[^/]+\/notas\/importacao$/,
  mediaTypes: GRADE_CSV_MEDIA_TYPES,
  maxBytes: GRADE_CSV_MAX_BYTES,
  mediaError: "csv_media_type",
  sizeError: { key: "csv_too_large", values: { max: GRADE_CSV_MAX_LABEL } },
};

const GradeSheetErrorSchema = z.object(gradeSheetErrorSchema.shape).openapi("GradeSheetError");
const GradeSheetReportSchema = z
  .object({ ...gradeSheetReportSchema.shape, errors: z.array(GradeSheetErrorSchema) })
  .openapi("GradeSheetReport");
const GradeImportReportSchema = z
  .object({ ...gradeImportReportSchema.shape, errors: z.array(GradeSheetErrorSchema) })
  .openapi("GradeImportReport");

const RULES =
  "Per row: `idcbpf` `not_enrolled` (only a `deferida` enrolment gets a grade), `grade_deadline_passed` (a grade " +
  "already final, to a teacher), a repeated student (the first row counts); `concept` unknown, or `T` from a " +
  "teacher (`concept_not_allowed`: transfers are the office's, through the transcript); `attendance` a whole 0–100. " +
  "Whole request: 422 `grade_deadline_passed` for a teacher after the term's grade deadline; 400 with more rows " +
  "than the class list.";

export const putGradeSheetRoute = createRoute({
  method: "put",
  path: "/ofertas/{id}/notas",
  tags,
  security,
  summary: "Record a class's grades at once (its teachers until the grade deadline; Administrador always, audited)",
  description: `One transaction: the valid rows are saved (\`saved\`: their idcbpfs), each bad row reported in \`errors\` on its field with its message in the request's language. ${RULES}`,
  middleware: [requireAccess("ofertas")] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: gradeSheetSchema } }, required: true },
  },
  responses: {
    200: json(GradeSheetReportSchema, "What was saved and what was not"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const gradeImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .openapi({ description: "Judge every line, database included, and store nothing" }),
});

const csvBody = z.string().openapi({
  description: `Header \`${GRADE_CSV_HEADER_LINE}\` (any order; \`;\` also accepted), UTF-8 with or without BOM or Windows-1252, at most ${GRADE_CSV_MAX_LABEL}`,
});

export const importGradesRoute = createRoute({
  method: "post",
  path: "/ofertas/{id}/notas/importacao",
  tags,
  security,
  summary: "Record a class's grades from a CSV file (as the sheet; `dryRun=true` to check first)",
  description: `The sheet's report plus \`dryRun\`; each problem also has its \`line\` (the header is line 1), and a problem of the file itself (\`field\`: \`file\`, \`header\`, \`line\`) has \`idcbpf: null\`. ${RULES}`,
  middleware: [requireAccess("ofertas")] as const,
  request: {
    params: idParams,
    query: gradeImportQuerySchema,
    body: {
      required: true,
      content: Object.fromEntries(GRADE_CSV_MEDIA_TYPES.map((type) => [type, { schema: csvBody }])),
    },
  },
  responses: {
    200: json(GradeImportReportSchema, "What was (or would be) saved and what was not"),
    ...errorResponses(400, 401, 403, 404, 422),
    413: { ...errorResponses(413)[413], description: `Body larger than ${GRADE_CSV_MAX_LABEL}` },
    415: { ...errorResponses(415)[415], description: "Body is not a CSV file (text/csv)" },
  },
});
