import { normalizeCode } from "../../domain/codes.ts";
import { isOffice, mayActForNamed, mayReadDeclaration } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { countLookup } from "../http/code-throttle.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress, requestLocale, requestOrigin } from "../http/request-info.ts";
import { internalMembersOf, issueParticipationAgain } from "./committee-declarations.ts";
import { committeeDocumentOf, committeePrinting, committeeVerification } from "./committee-documents.ts";
import { findDeclaration, listDeclarations, toDeclaration, toVerification } from "./declaracoes.queries.ts";
import {
  declarationPdfRoute,
  externalDeclarationPdfRoute,
  issueDeclarationRoute,
  listDeclarationsRoute,
  revokeDeclarationRoute,
  verifyDeclarationRoute,
} from "./declaracoes.routes.ts";
import { issueDeclaration, revokeDeclaration } from "./declaracoes.writes.ts";
import { renderDeclarationPdf } from "./render-pdf.ts";

/**
 * POST/GET /api/declaracoes, the PDF, the revocation, and the public GET /api/autenticacao/{codigo}
 * with an external member's PDF (GET /api/autenticacao/{codigo}/pdf).
 */
export function declaracoesRouter({ db, env }: Deps) {
  return createRouter()
    .openapi(issueDeclarationRoute, async (c) => {
      const user = loggedInUser(c);
      const input = c.req.valid("json");
      // A committee member's statement is issued again by the office only (programme-year §4).
      if (input.type === "participacao_banca" && !isOffice(user)) throw Refused.forbidden();
      const codigo =
        input.type === "participacao_banca"
          ? await issueParticipationAgain(db, input, user.id)
          : (await issueDeclaration(db, user, input)).codigo;
      const found = await findDeclaration(db, codigo);
      if (!found) throw new Error("issued declaration not found");
      return c.json(toDeclaration(found, requestOrigin(c, env)), 201);
    })
    .openapi(listDeclarationsRoute, async (c) => {
      const user = loggedInUser(c);
      const query = c.req.valid("query");
      if (query.holder && !mayActForNamed(user, query.holder)) throw Refused.forbidden();
      return c.json(await listDeclarations(db, query, user, requestOrigin(c, env)), 200);
    })
    .openapi(declarationPdfRoute, async (c) => {
      const user = loggedInUser(c);
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const found = canonical ? await findDeclaration(db, canonical) : null;
      // An ata is also read by its committee's internal members (programme-year rule 18).
      const readers =
        found?.row.type === "ata_banca" && found.row.committeeId !== null
          ? ((await internalMembersOf(db, [found.row.committeeId])).get(found.row.committeeId) ?? [])
          : [];
      // Someone else's declaration is answered like an unknown one (its code is the secret).
      if (!found || !mayReadDeclaration(user, { ...found.row, readers }))
        throw Refused.notFound("declaration_not_found");
      const locale = c.req.valid("query").lang ?? requestLocale(c);
      const { pdf, filename } = await renderDeclarationPdf(db, found, requestOrigin(c, env), locale);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(revokeDeclarationRoute, async (c) => {
      const user = loggedInUser(c);
      const canonical = normalizeCode(c.req.valid("param").codigo);
      if (!canonical) throw Refused.notFound("declaration_not_found");
      await revokeDeclaration(db, canonical, user.id, c.req.valid("json").reason);
      const found = await findDeclaration(db, canonical);
      if (!found) throw new Error("revoked declaration not found");
      return c.json(toDeclaration(found, requestOrigin(c, env)), 200);
    })
    .openapi(verifyDeclarationRoute, async (c) => {
      // Every look-up counts, found or not, before anything is looked up.
      await countLookup(db, `declaracao:${clientAddress(c, env)}`, "declaration_lookups_throttled");
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const found = canonical ? await findDeclaration(db, canonical) : null;
      if (!found) throw Refused.notFound("declaration_not_found");
      c.header("Cache-Control", "no-store");
      const committee = committeeDocumentOf(found.row);
      if (committee) {
        const printing = await committeePrinting(db, found.row.snapshot);
        return c.json(committeeVerification(found.row, committee, printing), 200);
      }
      return c.json(toVerification(found), 200);
    })
    .openapi(externalDeclarationPdfRoute, async (c) => {
      // The verification's look-up limit, on the same count: a PDF is one more look-up.
      await countLookup(db, `declaracao:${clientAddress(c, env)}`, "declaration_lookups_throttled");
      const canonical = normalizeCode(c.req.valid("param").codigo);
      const found = canonical ? await findDeclaration(db, canonical) : null;
      // Only a valid declaration of someone who is not a user (an external member): they have no
      // session to download it with. Any other code is answered as an unknown one.
      if (!found || found.row.holderId !== null || found.row.status !== "valida")
        throw Refused.notFound("declaration_not_found");
      const { pdf, filename } = await renderDeclarationPdf(db, found, requestOrigin(c, env), requestLocale(c));
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      });
    });
}
