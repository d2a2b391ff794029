import type { Context } from "hono";
import { formatCode } from "../../domain/codes.ts";
import { MAX_DOCUMENT_BYTES, type CallDocument } from "../../domain/inscricoes.ts";
import { message, type MessageKey } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../context.ts";
import { apiError, conflictError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale, requestOrigin } from "../http/request-info.ts";
import { decideApplication } from "./decision.ts";
import { deleteDocument, isPdf, readDocument, storeDocument } from "./documents.ts";
import { listApplications, readApplication } from "./inscricoes.queries.ts";
import { createApplication, patchApplication, submitApplication, type EditRefusal } from "./inscricoes.writes.ts";
import { lookupApplication } from "./code-lookup.ts";
import { attachmentDisposition, uploadName } from "./document-names.ts";
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

type C = Context<AppEnv>;

function editRefused(c: C, refusal: EditRefusal) {
  if (refusal.kind === "call_closed")
    return c.json(ruleError(c, "call_closed", { opensOn: refusal.call.opensOn, closesOn: refusal.call.closesOn }), 422);
  const status = message(`application_status_${refusal.status}` as MessageKey, requestLocale(c));
  return c.json(ruleError(c, "application_locked", { status }), 422);
}

function missingText(c: C, missing: CallDocument[]): string {
  const locale = requestLocale(c);
  return missing.map((doc) => doc.label[locale]).join("; ");
}

const actorOf = (c: C) => {
  const user = c.get("user");
  return user?.level === "Administrador" ? user.id : null;
};

/** /api/inscricoes and its sub-resources (PRODUCT §8). */
export function inscricoesRouter(deps: Deps) {
  const { db, env } = deps;
  return createRouter()
    .openapi(createApplicationRoute, async (c) => {
      const input = c.req.valid("json");
      const outcome = await createApplication(db, input, {
        origin: requestOrigin(c, env),
        locale: requestLocale(c),
      });
      switch (outcome.kind) {
        case "created":
          return c.json({ codigo: formatCode(outcome.codigo), status: "rascunho" as const }, 201);
        case "resent":
          return c.json({ sent: true as const }, 202);
        case "call_unknown":
          return c.json(apiError(c, 404, "call_unknown"), 404);
        case "call_closed":
          return c.json(
            ruleError(c, "call_closed", { opensOn: outcome.call.opensOn, closesOn: outcome.call.closesOn }),
            422,
          );
      }
    })
    .openapi(listApplicationsRoute, async (c) => c.json(await listApplications(db, c.req.valid("query")), 200))
    .openapi(getApplicationRoute, async (c) => {
      const found = await lookupApplication(c, deps, c.req.valid("param").codigo);
      if ("response" in found) return found.response as never;
      return c.json(await readApplication(db, found.application), 200);
    })
    .openapi(patchApplicationRoute, async (c) => {
      const found = await lookupApplication(c, deps, c.req.valid("param").codigo);
      if ("response" in found) return found.response as never;
      const outcome = await patchApplication(db, found.application.id, c.req.valid("json"), actorOf(c));
      if (outcome.kind === "ok") return c.json(await readApplication(db, outcome.row), 200);
      if (outcome.kind === "email_taken")
        return c.json(conflictError(c, "application_email_taken", { email: outcome.email }), 409);
      return editRefused(c, outcome);
    })
    .openapi(putDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const found = await lookupApplication(c, deps, codigo);
      if ("response" in found) return found.response as never;
      // The body guard has already refused more than MAX_DOCUMENT_BYTES (reading no further).
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > MAX_DOCUMENT_BYTES)
        return c.json(
          apiError(c, 413, "document_too_large", { values: { max: MAX_DOCUMENT_BYTES / 1024 / 1024 } }),
          413,
        );
      if (!(await isPdf(bytes))) return c.json(apiError(c, 415, "document_not_pdf"), 415);
      const name = uploadName(c.req.header("content-disposition"), key);
      const outcome = await storeDocument(db, found.application.id, key, name, bytes);
      switch (outcome.kind) {
        case "ok":
          return c.json(outcome.document, 201);
        case "document_unknown":
          return c.json(apiError(c, 404, "document_unknown", { values: { key } }), 404);
        case "too_many_documents":
          return c.json(ruleError(c, "too_many_documents", { max: 10 }), 422);
        default:
          return editRefused(c, outcome);
      }
    })
    .openapi(getDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const found = await lookupApplication(c, deps, codigo);
      if ("response" in found) return found.response as never;
      const doc = await readDocument(db, found.application.id, key);
      if (!doc) return c.json(apiError(c, 404, "document_not_found"), 404);
      return c.body(new Uint8Array(doc.content), 200, {
        "Content-Type": "application/pdf",
        "Content-Length": String(doc.content.length),
        "Content-Disposition": attachmentDisposition(doc.name),
        "X-Content-Type-Options": "nosniff",
      }) as never;
    })
    .openapi(deleteDocumentRoute, async (c) => {
      const { codigo, key } = c.req.valid("param");
      const found = await lookupApplication(c, deps, codigo);
      if ("response" in found) return found.response as never;
      const outcome = await deleteDocument(db, found.application.id, key);
      if (outcome.kind === "not_found") return c.json(apiError(c, 404, "document_not_found"), 404);
      if (outcome.kind !== "ok") return editRefused(c, outcome);
      const fresh = await lookupApplication(c, deps, codigo);
      if ("response" in fresh) return fresh.response as never;
      return c.json(await readApplication(db, fresh.application), 200);
    })
    .openapi(submitApplicationRoute, async (c) => {
      const found = await lookupApplication(c, deps, c.req.valid("param").codigo);
      if ("response" in found) return found.response as never;
      const outcome = await submitApplication(db, found.application.id);
      if (outcome.kind === "ok") return c.json(await readApplication(db, outcome.row), 200);
      if (outcome.kind === "documents_missing")
        return c.json(ruleError(c, "documents_missing", { documents: missingText(c, outcome.missing) }), 422);
      return editRefused(c, outcome);
    })
    .openapi(decideApplicationRoute, async (c) => {
      const actorId = c.get("user")?.id;
      if (actorId === undefined) return c.json(apiError(c, 401), 401);
      const found = await lookupApplication(c, deps, c.req.valid("param").codigo);
      if ("response" in found) return found.response as never;
      const outcome = await decideApplication(
        db,
        found.application.id,
        c.req.valid("json"),
        actorId,
        requestOrigin(c, env),
      );
      switch (outcome.kind) {
        case "ok": {
          const fresh = await lookupApplication(c, deps, found.application.codigo);
          if ("response" in fresh) return fresh.response as never;
          return c.json(await readApplication(db, fresh.application), 200);
        }
        case "fields_required": {
          const text = message("field_required", requestLocale(c));
          const fields = Object.fromEntries(outcome.fields.map((field) => [field, text]));
          return c.json(apiError(c, 400, "validation_failed", { fields }), 400);
        }
        case "user_exists": {
          const answer = conflictError(c, "user_exists", { idcbpf: outcome.idcbpf });
          return c.json({ ...answer, fields: { idcbpf: answer.message } }, 409);
        }
        case "email_taken":
          return c.json(conflictError(c, "email_taken", { email: found.application.email }), 409);
      }
    });
}
