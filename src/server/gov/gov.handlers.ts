import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { govDefences } from "./defesas.queries.ts";
import { govAgenda, govStudents, govTeachers } from "./gov.queries.ts";
import { getGovAgenda, listGovDefences, listGovStudents, listGovTeachers } from "./gov.routes.ts";

/** Public data changes rarely: any cache may keep it a minute (security-headers.ts lets this through). */
export const GOV_CACHE = "public, max-age=60";

/** GET /api/gov/docentes, /api/gov/discentes, /api/gov/agenda, /api/gov/defesas: public, no session needed. */
export function govRouter({ db }: Deps) {
  return createRouter()
    .openapi(listGovTeachers, async (c) =>
      c.json({ items: await govTeachers(db, c.req.valid("query")) }, 200, { "Cache-Control": GOV_CACHE }),
    )
    .openapi(listGovStudents, async (c) =>
      c.json({ items: await govStudents(db, c.req.valid("query")) }, 200, { "Cache-Control": GOV_CACHE }),
    )
    .openapi(getGovAgenda, async (c) =>
      c.json(await govAgenda(db, c.req.valid("query")), 200, { "Cache-Control": GOV_CACHE }),
    )
    .openapi(listGovDefences, async (c) =>
      c.json(await govDefences(db, c.req.valid("query")), 200, { "Cache-Control": GOV_CACHE }),
    );
}
