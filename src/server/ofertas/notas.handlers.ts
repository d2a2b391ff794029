import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { refuseUnlessTeaching } from "./teaching.ts";
import { importGrades } from "./notas-importacao.ts";
import { importGradesRoute, putGradeSheetRoute } from "./notas.routes.ts";
import { openGradeSheet, saveGradeSheet } from "./notas.writes.ts";

/**
 * PUT /api/ofertas/{id}/notas and POST …/notas/importacao: 404 for an unknown offering, 403 unless
 * the caller teaches it or is the office, 422 for a teacher after the grade deadline — then the
 * rows, judged one by one in one transaction.
 */
export function notasRouter({ db }: Deps) {
  return createRouter()
    .openapi(putGradeSheetRoute, async (c) => {
      const actor = loggedInUser(c);
      const { id } = c.req.valid("param");
      await refuseUnlessTeaching(db, actor, id);
      const context = await openGradeSheet(db, id, actor);
      const rows = c.req.valid("json");
      return c.json(await saveGradeSheet(db, context, rows, { locale: requestLocale(c), write: true }), 200);
    })
    .openapi(importGradesRoute, async (c) => {
      const actor = loggedInUser(c);
      const { id } = c.req.valid("param");
      const { dryRun } = c.req.valid("query");
      await refuseUnlessTeaching(db, actor, id);
      const context = await openGradeSheet(db, id, actor);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await importGrades(db, context, bytes, { locale: requestLocale(c), dryRun }), 200);
    });
}
