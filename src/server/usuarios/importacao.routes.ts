import { createRoute, z } from "@hono/zod-openapi";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, CSV_MEDIA_TYPES, NDJSON } from "../../domain/user-import.ts";
import { CSV_COLUMNS, importReportSchema } from "../../domain/user-input.ts";
import { requireAccess } from "../auth/require-access.ts";
import type { OwnBodyRoute } from "../http/api-guards.ts";
import { errorResponses } from "../http/openapi.ts";

/** `POST /api/usuarios/importacao` (PRODUCT §8): the office's CSV import of users. */
export const IMPORT_PATH = "/api/usuarios/importacao";

/** Its body is a CSV file, not JSON: the API's body guards let this one route take it, up to 10 MiB. */
export const importBody: OwnBodyRoute = {
  method: "POST",
  path: IMPORT_PATH,
  mediaTypes: CSV_MEDIA_TYPES,
  maxBytes: CSV_MAX_BYTES,
  mediaError: "csv_media_type",
};

const flag = (description: string) =>
  z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .openapi({ description });

export const importQuerySchema = z.object({
  dryRun: flag("Check everything, database included, and store nothing"),
  skipInvalid: flag("Store the good lines even when others have errors"),
});

const ImportReportSchema = z.object(importReportSchema.shape).openapi("ImportReport");
const csvBody = z.string().openapi({
  description: `Header \`${CSV_COLUMNS.join(",")}\` (any order; \`entryDate\` may be left out; \`;\` also accepted), UTF-8 with or without BOM, at most ${CSV_MAX_ROWS} data lines`,
});

export const importUsers = createRoute({
  method: "post",
  path: "/usuarios/importacao",
  tags: ["Usuários"],
  security: [{ sessionCookie: [] }],
  summary: "Import users from a CSV file (Administrador)",
  description:
    "Every bad line is reported by `{line, field, message}` (the header is line 1). With errors nothing is stored unless `skipInvalid=true`; importing the same file twice changes nothing. With `Accept: application/x-ndjson` the answer is a stream of progress lines `{phase, done, total}` ending with `{report}`.",
  middleware: [requireAccess("usuarios")] as const,
  request: {
    query: importQuerySchema,
    body: {
      required: true,
      content: Object.fromEntries(CSV_MEDIA_TYPES.map((type) => [type, { schema: csvBody }])),
    },
  },
  responses: {
    200: {
      description: "The report (or, with Accept: application/x-ndjson, progress lines and then the report)",
      content: {
        "application/json": { schema: ImportReportSchema },
        [NDJSON]: { schema: z.string().openapi({ description: "One JSON object per line" }) },
      },
    },
    ...errorResponses(401, 403, 409),
    413: { ...errorResponses(413)[413], description: "Body larger than 10 MiB" },
    415: { ...errorResponses(415)[415], description: "Body is not a CSV file (text/csv)" },
  },
});
