import { createRoute, z } from "@hono/zod-openapi";
import { capesQuerySchema, capesReportSchema } from "../../domain/capes.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The CAPES report and pack (funding spec §5, §6), the office's alone (`capes`). `ano` is checked
 * here as a whole number; its range (2000 … this year in the institution's time zone) by the
 * handler, which knows the day. The pack's path ends in `.zip` inside its parameter's segment,
 * which Hono cannot split by name: the handlers serve it under a pattern (capes.handlers.ts) and
 * this declaration documents it.
 */
const tags = ["CAPES"];
const security = [{ sessionCookie: [] }];

export const yearParams = z.object({ ano: z.coerce.number().int() });

const CapesReportSchema = z.object(capesReportSchema.shape).openapi("CapesReport");

export const capesReportRoute = createRoute({
  method: "get",
  path: "/capes/{ano}",
  tags,
  security,
  summary: "The CAPES report of a year: the pack's files as JSON, its counts and its issues (Administrador)",
  description:
    "`ano` 2000 … this year, else 400 `fields.ano`; `programme` keeps that programme's people and rows. Issues: " +
    "bloqueante first, then file order, then person name; `ready` when none is bloqueante.",
  middleware: [requireAccess("capes")] as const,
  request: { params: yearParams, query: capesQuerySchema },
  responses: { 200: json(CapesReportSchema, "The report"), ...errorResponses(400, 401) },
});

export const capesZipRoute = createRoute({
  method: "get",
  path: "/capes/{ano}.zip",
  tags,
  security,
  summary: "The CAPES pack of a year as a ZIP of six CSVs (Administrador)",
  description:
    "`discentes.csv`, `docentes.csv`, `disciplinas.csv`, `trabalhos-conclusao.csv`, `bolsas.csv`, `validacao.csv` " +
    "at the root, in that order: UTF-8 with BOM, `;`, CRLF, the header always. `Cache-Control: no-store`; " +
    "the download is audited (who, year, programme). File name `capes-{ano}.zip` or `capes-{ano}-{programme}.zip`.",
  middleware: [requireAccess("capes")] as const,
  request: { params: yearParams, query: capesQuerySchema },
  responses: {
    200: {
      description: "The pack",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(400, 401),
  },
});
