import { mayDepositFinalVersion, mayReadCommittee, mayRecordVerdict, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { pdfDownloadHeaders, uploadName } from "../inscricoes/document-names.ts";
import { listCommittees, readCommittee, readCommitteeAccess } from "./bancas.queries.ts";
import {
  approveCommitteeRoute,
  cancelCommitteeRoute,
  getCommitteeRoute,
  getFinalVersionRoute,
  listCommitteesRoute,
  patchCommitteeRoute,
  proposeCommitteeRoute,
  putFinalVersionRoute,
  verdictRoute,
} from "./bancas.routes.ts";
import { approveCommittee, cancelCommittee, proposeCommittee, updateCommittee } from "./bancas.writes.ts";
import { checkFinalVersion, depositFinalVersion, readFinalVersion } from "./final-version.ts";
import { recordVerdict } from "./verdict.ts";

/**
 * GET, POST /api/bancas; GET, PATCH /api/bancas/{id}; POST …/aprovacao, …/cancelamento,
 * …/resultado; PUT, GET …/versao-final. Who may see a committee is decided here (rule 18): an
 * unknown id is 404, someone else's 403; who may move it, per move, by policy.ts's predicates.
 */
export function bancasRouter({ db }: Deps) {
  /** The committee's ties, when the caller may see it (404 unknown, 403 not the caller's to see). */
  async function visible(id: number, viewer: Person) {
    const access = await readCommitteeAccess(db, id, viewer.id);
    if (!access) throw Refused.notFound();
    if (!mayReadCommittee(viewer, access.ties)) throw Refused.forbidden();
    return access;
  }

  return createRouter()
    .openapi(listCommitteesRoute, async (c) =>
      c.json(await listCommittees(db, loggedInUser(c), c.req.valid("query")), 200),
    )
    .openapi(proposeCommitteeRoute, async (c) => {
      const user = loggedInUser(c);
      const id = await proposeCommittee(db, c.req.valid("json"), user);
      return c.json(await readCommittee(db, id, user), 201);
    })
    .openapi(getCommitteeRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      await visible(id, user);
      return c.json(await readCommittee(db, id, user), 200);
    })
    .openapi(patchCommitteeRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      await visible(id, user);
      await updateCommittee(db, id, c.req.valid("json"), user);
      return c.json(await readCommittee(db, id, user), 200);
    })
    .openapi(approveCommitteeRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      await approveCommittee(db, id, user.id);
      return c.json(await readCommittee(db, id, user), 200);
    })
    .openapi(cancelCommitteeRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      await visible(id, user);
      await cancelCommittee(db, id, c.req.valid("json").reason, user);
      return c.json(await readCommittee(db, id, user), 200);
    })
    .openapi(verdictRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      const access = await visible(id, user);
      if (!mayRecordVerdict(user, access.ties)) throw Refused.forbidden();
      await recordVerdict(db, id, c.req.valid("json"), user.id);
      return c.json(await readCommittee(db, id, user), 200);
    })
    .openapi(putFinalVersionRoute, async (c) => {
      const user = loggedInUser(c);
      const { id } = c.req.valid("param");
      const access = await visible(id, user);
      if (!mayDepositFinalVersion(user, access.ties)) throw Refused.forbidden();
      // The body guard has already refused more than 50 MB (reading no further).
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await checkFinalVersion(bytes);
      const name = uploadName(c.req.header("content-disposition"), "versao-final");
      return c.json(await depositFinalVersion(db, id, { name, bytes }, user.id), 201);
    })
    .openapi(getFinalVersionRoute, async (c) => {
      const { id } = c.req.valid("param");
      await visible(id, loggedInUser(c));
      const file = await readFinalVersion(db, id);
      if (!file) throw Refused.notFound("document_not_found");
      return c.body(new Uint8Array(file.content), 200, pdfDownloadHeaders(file)) as never;
    });
}
