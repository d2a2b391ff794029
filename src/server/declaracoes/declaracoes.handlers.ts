import type { Context } from "hono";
import { normalizeCode } from "../../domain/codes.ts";
import type { Verification } from "../../domain/declaracoes.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { apiError } from "../http/errors.ts";
import { lookupRetryAfter, takeLookup } from "../http/code-throttle.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress, requestLocale, requestOrigin } from "../http/request-info.ts";
import { longDate } from "./pdf.ts";
import { declarationPdf } from "./pdf.ts";
import { findDeclaration, listDeclarations, snapshotOf, toDeclaration } from "./declaracoes.queries.ts";
import {
  declarationPdfRoute,
  issueDeclarationRoute,
  listDeclarationsRoute,
  revokeDeclarationRoute,
  verifyDeclarationRoute,
} from "./declaracoes.routes.ts";
import { issueDeclaration, revokeDeclaration } from "./declaracoes.writes.ts";

/** The logged-in user (requireAccess let only logged-in users through). */
function userOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("declaracoes: no user after requireAccess");
  return user;
}

/** POST/GET /api/declaracoes, the PDF, the revocation, and the public GET /api/autenticacao/{codigo}. */
export function declaracoesRouter({ db, env }: Deps) {
  return createRouter()
    .openapi(issueDeclarationRoute, async (c) => {
      const user = userOf(c);
      const outcome = await issueDeclaration(db, user, c.req.valid("json"), requestLocale(c));
      if (!outcome.ok) {
        const { status, key, values } = outcome.refusal;
        if (status === 422) return c.json(apiError(c, 422, key, { values, rule: "not_eligible" }), 422);
        return c.json(apiError(c, status, key, { values }), status);
      }
      const found = await findDeclaration(db, outcome.row.codigo);
      if (!found) throw new Error("issued declaration not found");
      return c.json(toDeclaration(found, requestOrigin(c, env)), 201);
    })
    .openapi(listDeclarationsRoute, async (c) => {
      const user = userOf(c);
      const query = c.req.valid("query");
      const office = user.level === "Administrador";
      if (!office && query.holder && query.holder !== user.idcbpf) return c.json(apiError(c, 403, "forbidden"), 403);
      return c.json(await listDeclarations(db, query, office ? null : user.id, requestOrigin(c, env)), 200);
    })
    .openapi(declarationPdfRoute, async (c) => {
      const user = userOf(c);
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const found = canonical ? await findDeclaration(db, canonical) : null;
      const { row } = found ?? {};
      // Someone else's declaration is answered like an unknown one (its code is the secret).
      const allowed = row && (user.level === "Administrador" || row.holderId === user.id || row.issuedBy === user.id);
      if (!found || !row || !allowed) return c.json(apiError(c, 404, "declaration_not_found"), 404);
      const locale = c.req.valid("query").lang ?? requestLocale(c);
      const pdf = await declarationPdf(
        {
          codigo: row.codigo,
          type: row.type,
          statement: row.statement,
          snapshot: snapshotOf(row),
          issuedAt: row.issuedAt,
          status: row.status,
          revokedAt: row.revokedAt,
          reason: row.reason,
          url: toDeclaration(found, requestOrigin(c, env)).url,
        },
        locale,
      );
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="declaracao-${row.type}-${toDeclaration(found, "").codigo}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(revokeDeclarationRoute, async (c) => {
      const user = userOf(c);
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const outcome = canonical
        ? await revokeDeclaration(db, canonical, user.id, c.req.valid("json").reason)
        : { outcome: "missing" as const };
      if (outcome.outcome === "missing" || !canonical) return c.json(apiError(c, 404, "declaration_not_found"), 404);
      if (outcome.outcome === "already") {
        const found = await findDeclaration(db, canonical);
        const snapshot = found ? snapshotOf(found.row) : null;
        const revokedAt = found?.row.revokedAt;
        const day = revokedAt && snapshot ? revokedAt.toLocaleDateString("en-CA", { timeZone: snapshot.timeZone }) : "";
        return c.json(
          apiError(c, 409, "declaration_already_revoked", {
            values: { date: day ? longDate(day, requestLocale(c)) : "" },
          }),
          409,
        );
      }
      const found = await findDeclaration(db, canonical);
      if (!found) throw new Error("revoked declaration not found");
      return c.json(toDeclaration(found, requestOrigin(c, env)), 200);
    })
    .openapi(verifyDeclarationRoute, async (c) => {
      // Every look-up counts, found or not, before anything is looked up.
      const key = `declaracao:${clientAddress(c, env)}`;
      if (!(await takeLookup(db, key))) {
        const seconds = await lookupRetryAfter(db, key);
        c.header("Retry-After", String(seconds));
        return c.json(apiError(c, 429, "declaration_lookups_throttled", { values: { seconds } }), 429);
      }
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const found = canonical ? await findDeclaration(db, canonical) : null;
      if (!found) return c.json(apiError(c, 404, "declaration_not_found"), 404);
      const { row } = found;
      const answer: Verification = {
        codigo: toDeclaration(found, "").codigo,
        type: row.type,
        holderName: snapshotOf(row).holder.name,
        issuedAt: row.issuedAt.toISOString(),
        statement: row.statement,
        status: row.status,
        ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
        ...(row.reason ? { reason: row.reason } : {}),
      };
      c.header("Cache-Control", "no-store");
      return c.json(answer, 200);
    });
}
