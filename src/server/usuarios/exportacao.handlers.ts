import type { Deps } from "../context.ts";
import { attachment, CSV_CONTENT_TYPE } from "../http/csv-out.ts";
import { createRouter } from "../http/openapi.ts";
import { usersCsvStream } from "./exportacao.queries.ts";
import { usersCsvRoute } from "./exportacao.routes.ts";

/** GET /api/usuarios.csv (office): streamed as it is read. */
export function exportacaoRouter({ db }: Deps) {
  return createRouter().openapi(usersCsvRoute, (c) =>
    c.body(usersCsvStream(db, c.req.valid("query")), 200, {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": attachment("usuarios.csv"),
    }),
  );
}
