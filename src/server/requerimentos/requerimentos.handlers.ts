import { mayAttachToRequest, mayCancelRequest, mayGiveOpinion, mayReadRequest } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { pdfDownloadHeaders, uploadName } from "../inscricoes/document-names.ts";
import { checkUpload } from "../inscricoes/documents.ts";
import { listRequests, readAttachment, readRequest, readRequestAccess } from "./requerimentos.queries.ts";
import {
  cancelRequest,
  createRequest,
  decideRequest,
  getAttachment,
  getRequest,
  giveOpinion,
  putAttachment,
  listRequests as listRoute,
} from "./requerimentos.routes.ts";
import { cancel, decide, fileRequest, recordOpinion, storeAttachment } from "./requerimentos.writes.ts";

/**
 * GET, POST /api/requerimentos; GET /api/requerimentos/{id}; POST …/parecer, …/decisao,
 * …/cancelamento. Who may see or move each request is decided here against the request's
 * student (rule 9): an unknown id is 404, someone else's 403.
 */
export function requerimentosRouter({ db }: Deps) {
  /** The request, when the caller may see it (404 unknown, 403 not the caller's to see). */
  async function visible(id: number, viewer: { id: number; level: "Administrador" | "Docente" | "Discente" }) {
    const access = await readRequestAccess(db, id, viewer.id);
    if (!access) throw Refused.notFound();
    if (!mayReadRequest(viewer, { studentId: access.row.studentId, advisedByPerson: access.advisedByPerson }))
      throw Refused.forbidden();
    return access;
  }

  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listRequests(db, loggedInUser(c), c.req.valid("query")), 200))
    .openapi(createRequest, async (c) => {
      const id = await fileRequest(db, c.req.valid("json"), loggedInUser(c));
      return c.json(await readRequest(db, id), 201);
    })
    .openapi(getRequest, async (c) => {
      const { id } = c.req.valid("param");
      await visible(id, loggedInUser(c));
      return c.json(await readRequest(db, id), 200);
    })
    .openapi(giveOpinion, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      const access = await visible(id, user);
      if (!mayGiveOpinion(user, access)) throw Refused.forbidden();
      await recordOpinion(db, id, c.req.valid("json"), user.id);
      return c.json(await readRequest(db, id), 200);
    })
    .openapi(decideRequest, async (c) => {
      const { id } = c.req.valid("param");
      await decide(db, id, c.req.valid("json"), loggedInUser(c).id);
      return c.json(await readRequest(db, id), 200);
    })
    .openapi(cancelRequest, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      const access = await visible(id, user);
      if (!mayCancelRequest(user, access.row)) throw Refused.forbidden();
      await cancel(db, id, user.id);
      return c.json(await readRequest(db, id), 200);
    })
    .openapi(putAttachment, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      const access = await visible(id, user);
      if (!mayAttachToRequest(user, access.row)) throw Refused.forbidden();
      // The body guard has already refused more than 10 MB (reading no further).
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await checkUpload(bytes);
      const name = uploadName(c.req.header("content-disposition"), "anexo");
      return c.json(await storeAttachment(db, id, { name, bytes }, user.id), 201);
    })
    .openapi(getAttachment, async (c) => {
      const { id } = c.req.valid("param");
      await visible(id, loggedInUser(c));
      const file = await readAttachment(db, id);
      if (!file) throw Refused.notFound("document_not_found");
      return c.body(new Uint8Array(file.content), 200, pdfDownloadHeaders(file)) as never;
    });
}
