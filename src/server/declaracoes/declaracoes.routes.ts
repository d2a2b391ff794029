import { createRoute, z } from "@hono/zod-openapi";
import {
  declarationIssueSchema,
  declarationListQuerySchema,
  declarationSchema,
  participationIssueSchema,
  revocationSchema,
  verificationSchema,
} from "../../domain/declaracoes.ts";
import { LOCALES } from "../../domain/locale.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Declarations (PRODUCT §2, §7, §8): issue (any logged-in user for itself, the office for anyone;
 * eligibility checked by the handler), list, download the PDF, revoke (office), and the public
 * verification by code. A typed code that cannot be one is answered like an unknown one (404).
 */
const tags = ["Declarações"];
const security = [{ sessionCookie: [] }];

// Copies of the domain schemas, made after zod is extended with `.openapi()`.
const DeclarationSchema = z.object(declarationSchema.shape).openapi("Declaration");
const DeclarationPageSchema = z
  .object({
    items: z.array(DeclarationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("DeclarationPage");
const VerificationSchema = z.object(verificationSchema.shape).openapi("DeclarationVerification");
/** Any text: an ill-formed code is a 404 like an unknown one, never a 400 that tells them apart. */
const codigoParams = z.object({ codigo: z.string() });

export const issueDeclarationRoute = createRoute({
  method: "post",
  path: "/declaracoes",
  tags,
  security,
  summary: "Issue a declaration (for oneself; the office for anyone)",
  description:
    "`historico` and `vinculo`: a Discente `ativo`, `trancado` or `egresso` (the office: also `inativo`); " +
    "`matricula`: an `ativo` Discente with `deferida` enrolments in the current term (named in it); `docencia`: " +
    "a teacher (responsible or co-teacher) of `offering`, current term (ministra) or past (ministrou). Naming " +
    "another `holder` without being the office → 403; unknown holder or offering → 404; 422 `not_eligible` " +
    "with the reason in the message. The statement (pt and en) and the facts are stored as issued. The office " +
    "issuing for someone else is audited. `participacao_banca` (`{type, committee, member}`): the office only, " +
    "422 `not_eligible` unless the committee was held and the member took part; `ata_banca` is never posted (400).",
  middleware: [requireAccess("leitura")] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.union([declarationIssueSchema, participationIssueSchema]) } },
    },
  },
  responses: { 201: json(DeclarationSchema, "Issued"), ...errorResponses(401, 403, 404, 422) },
});

export const listDeclarationsRoute = createRoute({
  method: "get",
  path: "/declaracoes",
  tags,
  security,
  summary: "Declarations: one's own (issued to or by oneself); the office all, or one holder's",
  description: "Newest first. `holder` other than oneself without being the office → 403. `type`, `status` filter.",
  middleware: [requireAccess("leitura")] as const,
  request: { query: declarationListQuerySchema },
  responses: { 200: json(DeclarationPageSchema, "One page"), ...errorResponses(401, 403) },
});

export const declarationPdfRoute = createRoute({
  method: "get",
  path: "/declaracoes/{codigo}/pdf",
  tags,
  security,
  summary: "The declaration as a PDF (its holder, its issuer, the office)",
  description:
    "Drawn from the stored snapshot on each download, in `lang` (default the request's language); a revoked " +
    "one says so on the page. `Content-Disposition: attachment`. Anyone else, or an unknown code → 404.",
  middleware: [requireAccess("leitura")] as const,
  request: {
    params: codigoParams,
    query: z.object({ lang: z.enum(LOCALES).optional() }),
  },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(401, 404),
  },
});

export const revokeDeclarationRoute = createRoute({
  method: "post",
  path: "/declaracoes/{codigo}/revogacao",
  tags,
  security,
  summary: "Revoke a declaration with a reason (Administrador; audited)",
  description:
    "The reason is shown on the verification page. Revoked already → 409 `declaration_already_revoked` (the " +
    "first revocation and its reason stand).",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params: codigoParams,
    body: { required: true, content: { "application/json": { schema: revocationSchema } } },
  },
  responses: { 200: json(DeclarationSchema, "The declaration, revoked"), ...errorResponses(401, 403, 404, 409) },
});

export const verifyDeclarationRoute = createRoute({
  method: "get",
  path: "/autenticacao/{codigo}",
  tags,
  summary: "Verify a declaration by its code (public; at most 10 look-ups a minute per address)",
  description:
    "Case, dashes and spaces do not matter; Crockford aliases (O→0, I/L→1) are accepted. Every look-up counts " +
    "against the caller's address (429 with Retry-After beyond 10 a minute); unknown and ill-formed codes get " +
    "one and the same 404.",
  request: { params: codigoParams },
  responses: { 200: json(VerificationSchema, "The declaration as issued"), ...errorResponses(404, 429) },
});

export const externalDeclarationPdfRoute = createRoute({
  method: "get",
  path: "/autenticacao/{codigo}/pdf",
  tags,
  summary: "The PDF of a declaration whose holder is not a user: an external committee member's (public)",
  description:
    "For the participation statement mailed to an external member, who has no session. Only a valid " +
    "declaration whose holder is not a user; any other code — a user's, a revoked one, an unknown or " +
    "ill-formed one — gets one and the same 404. Counts against the verification's look-up limit (429 with " +
    "Retry-After beyond 10 a minute per address). `Content-Disposition: attachment`.",
  request: { params: codigoParams },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(404, 429),
  },
});
