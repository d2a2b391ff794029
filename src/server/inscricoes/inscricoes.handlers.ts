import type { Context } from "hono";
import { formatCode } from "../../domain/codes.ts";
import { isOffice } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress, requestLocale, requestOrigin } from "../http/request-info.ts";
import { decideApplication } from "./decision.ts";
import { checkUpload, deleteDocument, readDocument, storeDocument } from "./documents.ts";
import { listApplications, readApplication } from "./inscricoes.queries.ts";
import { createApplication, patchApplication, submitApplication } from "./inscricoes.writes.ts";
import { lookupApplication } from "./code-lookup.ts";
import { pdfDownloadHeaders, uploadName } from "./document-names.ts";
import {
  createApplicationRoute,
  decideApplicationRoute,
  deleteDocumentRoute,
  getApplicationRoute,
  getDocumentRoute,
  listApplicationsRoute,
  patchApplicationRoute,
  putDocumentRoute,
  submitApplicationRoute,
} from "./inscricoes.routes.ts";

/** The office's corrections are audited under its id; the applicant's (by code) are not. */
const officeActor = (c: Context<AppEnv>): number | null => {
  const user = c.get("user");
  return user && isOffice(user) ? user.id : null;
};

/** /api/inscricoes and its sub-resources (PRODUCT §8). */
export function inscricoesRouter({ db, env }: Deps) {
  /** The application of the code in the path (404 or 429 as code-lookup.ts answers). */
  const lookup = (c: Context<AppEnv>, codigo: string) => lookupApplication(db, clientAddress(c, env), codigo);

  return createRouter()
    .openapi(createApplicationRoute, async (c) => {
      const codigo = await createApplication(db, c.req.valid("json"), {
        origin: requestOrigin(c, env),
        locale: requestLocale(c),
      });
      // An e-mail that had applied already: its code went to it again, and the caller learns no more.
      if (codigo === null) return c.json({ sent: true as const }, 202);
      return c.json({ codigo: formatCode(codigo), status: "rascunho" as const }, 201);
    })
    .openapi(listApplicationsRoute, async (c) => c.json(await listApplications(db, c.req.valid("query")), 200))
    .openapi(getApplicationRoute, async (c) => {
      const application = await lookup(c, c.req.valid("param").codigo);
      return c.json(await readApplication(db, application), 200);
    })
    .openapi(patchApplicationRoute, async (c) => {
      const application = await lookup(c, c.req.valid("param").codigo);
      const row = await patchApplication(db, application.id, c.req.valid("json"), officeActor(c));
      return c.json(await readApplication(db, row), 200);
    })
    .openapi(putDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const application = await lookup(c, codigo);
      // The body guard has already refused more than MAX_DOCUMENT_BYTES (reading no further).
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await checkUpload(bytes);
      const name = uploadName(c.req.header("content-disposition"), key);
      return c.json(await storeDocument(db, application.id, key, name, bytes), 201);
    })
    .openapi(getDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const application = await lookup(c, codigo);
      const doc = await readDocument(db, application.id, key);
      if (!doc) throw Refused.notFound("document_not_found");
      return c.body(new Uint8Array(doc.content), 200, pdfDownloadHeaders(doc)) as never;
    })
    .openapi(deleteDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const application = await lookup(c, codigo);
      await deleteDocument(db, application.id, key);
      return c.json(await readApplication(db, await lookup(c, codigo)), 200);
    })
    .openapi(submitApplicationRoute, async (c) => {
      const application = await lookup(c, c.req.valid("param").codigo);
      return c.json(await readApplication(db, await submitApplication(db, application.id)), 200);
    })
    .openapi(decideApplicationRoute, async (c) => {
      const actorId = loggedInUser(c).id;
      const application = await lookup(c, c.req.valid("param").codigo);
      await decideApplication(db, application.id, c.req.valid("json"), actorId, requestOrigin(c, env));
      return c.json(await readApplication(db, await lookup(c, application.codigo)), 200);
    });
}
