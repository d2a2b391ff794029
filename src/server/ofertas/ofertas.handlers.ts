import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { listForQuery, readOffering, teacherOptions } from "./ofertas.queries.ts";
import {
  classListRoute,
  createOfferingRoute,
  getOfferingRoute,
  listOfferingsRoute,
  patchOfferingRoute,
  putGradeRoute,
  teacherOptionsRoute,
} from "./ofertas.routes.ts";
import { createOffering, patchOffering } from "./ofertas.writes.ts";
import { offeringTerm, readClassList } from "./turma.queries.ts";
import { refuseUnlessTeaching } from "./teaching.ts";
import { putGrade } from "./turma.writes.ts";

/** GET, POST /api/ofertas; GET, PATCH /api/ofertas/{id}; GET …/turma; PUT …/notas/{idcbpf}. */
export function ofertasRouter({ db }: Deps) {
  return (
    createRouter()
      // Before `/ofertas/{id}`, so the static path wins.
      .openapi(teacherOptionsRoute, async (c) =>
        c.json({ items: await teacherOptions(db, c.req.valid("query").q) }, 200),
      )
      .openapi(listOfferingsRoute, async (c) =>
        c.json(await listForQuery(db, c.req.valid("query"), loggedInUser(c).id), 200),
      )
      .openapi(getOfferingRoute, async (c) => {
        const offering = await readOffering(db, c.req.valid("param").id);
        if (!offering) throw Refused.notFound();
        return c.json(offering, 200);
      })
      .openapi(createOfferingRoute, async (c) =>
        c.json(await createOffering(db, c.req.valid("json"), loggedInUser(c)), 201),
      )
      .openapi(patchOfferingRoute, async (c) => {
        const actor = loggedInUser(c);
        const { id } = c.req.valid("param");
        await refuseUnlessTeaching(db, actor, id);
        return c.json(await patchOffering(db, id, c.req.valid("json"), actor), 200);
      })
      .openapi(classListRoute, async (c) => {
        const { id } = c.req.valid("param");
        await refuseUnlessTeaching(db, loggedInUser(c), id);
        const term = await offeringTerm(db, id);
        if (!term) throw Refused.notFound();
        return c.json(await readClassList(db, id, await todayThere(db), term.gradeDeadline), 200);
      })
      .openapi(putGradeRoute, async (c) => {
        const actor = loggedInUser(c);
        const { id, idcbpf } = c.req.valid("param");
        await refuseUnlessTeaching(db, actor, id);
        return c.json(await putGrade(db, id, idcbpf, c.req.valid("json"), actor), 200);
      })
  );
}
