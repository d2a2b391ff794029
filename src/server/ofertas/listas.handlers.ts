import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { attachment, CSV_CONTENT_TYPE } from "../http/csv-out.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { attendanceSheetPdf } from "./lista-presenca.ts";
import { readOfferingLists } from "./listas.queries.ts";
import { attendanceSheetRoute, classListCsvRoute } from "./listas.routes.ts";
import { refuseUnlessTeaching } from "./teaching.ts";
import { classListCsv, listFileStem } from "./turma-csv.ts";

/** GET /api/ofertas/{id}/turma.csv and …/lista-presenca.pdf: who may (its teachers, the office), then the file. */
export function listasRouter({ db }: Deps) {
  return createRouter()
    .openapi(classListCsvRoute, async (c) => {
      const { id } = c.req.valid("param");
      await refuseUnlessTeaching(db, loggedInUser(c), id);
      const lists = await readOfferingLists(db, id);
      if (!lists) throw Refused.notFound();
      return c.body(classListCsv(lists), 200, {
        "Content-Type": CSV_CONTENT_TYPE,
        "Content-Disposition": attachment(`${listFileStem("turma", lists)}.csv`),
      });
    })
    .openapi(attendanceSheetRoute, async (c) => {
      const { id } = c.req.valid("param");
      await refuseUnlessTeaching(db, loggedInUser(c), id);
      const lists = await readOfferingLists(db, id);
      if (!lists) throw Refused.notFound();
      const pdf = await attendanceSheetPdf(lists, c.req.valid("query").lang ?? requestLocale(c));
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(`${listFileStem("lista-presenca", lists)}.pdf`),
      });
    });
}
