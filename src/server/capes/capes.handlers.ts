import type { Context } from "hono";
import type { z } from "zod";
import { CAPES_FIRST_YEAR, capesPackName, capesQuerySchema, type CapesQuery } from "../../domain/capes.ts";
import { CAPES_YEAR_RANGE } from "../../domain/messages-capes.ts";
import { Refused, words } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { requireAccess } from "../auth/require-access.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { validationRefusal } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { capesReportRoute, capesZipRoute, yearParams } from "./capes.routes.ts";
import { buildPack } from "./pack.ts";
import { packZip } from "./pack-zip.ts";

/** 2000 … this year (the institution's), else 400 `fields.ano`. */
async function checkedYear(db: Database, year: number): Promise<number> {
  const last = Number((await todayThere(db)).slice(0, 4));
  if (year < CAPES_FIRST_YEAR || year > last)
    throw Refused.invalid({
      ano: words((locale) =>
        CAPES_YEAR_RANGE[locale].replace("{first}", String(CAPES_FIRST_YEAR)).replace("{last}", String(last)),
      ),
    });
  return year;
}

/** What the router's validation does for a route it declares itself (the pack's pattern). */
function parsed<T>(schema: z.ZodType<T>, raw: unknown, target: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw validationRefusal(result.error, raw, target);
  return result.data;
}

/** GET /api/capes/{ano}(.zip): the report as JSON, the pack as a ZIP (audited, never cached). */
export function capesRouter({ db }: Deps) {
  const router = createRouter();
  // The ZIP first: `/capes/2025.zip` must not reach the report's `{ano}` as "2025.zip".
  router.get("/capes/:ano{[0-9]+\\.zip}", requireAccess("capes"), async (c: Context<AppEnv>) => {
    const raw = { ano: (c.req.param("ano") ?? "").replace(/\.zip$/, "") };
    const { ano } = parsed(yearParams, raw, "path");
    const query: CapesQuery = parsed(capesQuerySchema, c.req.query(), "query");
    const year = await checkedYear(db, ano);
    const programme = query.programme ?? null;
    const report = await buildPack(db, { year, programme }, requestLocale(c));
    const zip = packZip(report);
    await recordAudit(db, {
      actorId: loggedInUser(c).id,
      action: "download",
      entity: "capes_pack",
      entityId: String(year),
      after: { year, programme },
    });
    return c.body(zip.buffer as ArrayBuffer, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${capesPackName(year, programme)}"`,
      "Cache-Control": "no-store",
    });
  });
  router.openAPIRegistry.registerPath(capesZipRoute);
  return router.openapi(capesReportRoute, async (c) => {
    const year = await checkedYear(db, c.req.valid("param").ano);
    const programme = c.req.valid("query").programme ?? null;
    const report = await buildPack(db, { year, programme }, requestLocale(c));
    return c.json(report, 200, { "Cache-Control": "no-store" });
  });
}
