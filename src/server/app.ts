import type { Logger } from "pino";
import { createLdapAuthenticator, type LdapAuthenticator } from "./auth/ldap.ts";
import { accessBeforeBody } from "./auth/access-before-body.ts";
import { currentUser } from "./auth/current-user.ts";
import { passwordChangeBodyGate, passwordChangeGate } from "./auth/password-change-gate.ts";
import { sessionRouter } from "./auth/session.handlers.ts";
import { firstAccessRouter } from "./auth/first-access.handlers.ts";
import { recoveryRouter } from "./auth/recovery.handlers.ts";
import { COOKIE_NAME } from "./auth/session-cookie.ts";
import type { Deps } from "./context.ts";
import type { Database } from "./db/client.ts";
import { declaracoesRouter } from "./declaracoes/declaracoes.handlers.ts";
import { disciplinasRouter } from "./disciplinas/disciplinas.handlers.ts";
import type { Env } from "./env.ts";
import { healthRouter } from "./health/health.handlers.ts";
import { historicoRouter } from "./historico/historico.handlers.ts";
import { horarioRouter } from "./horario/horario.handlers.ts";
import { bodyGuards, noNulInUrl, originGuard } from "./http/api-guards.ts";
import { apiNotFound, errorHandler } from "./http/error-handlers.ts";
import { createRouter } from "./http/openapi.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { logRouter } from "./log/log.handlers.ts";
import { auditoriaRouter } from "./audit/audit.handlers.ts";
import { configuracoesRouter } from "./configuracoes/configuracoes.handlers.ts";
import { periodosRouter } from "./periodos/periodos.handlers.ts";
import { createLogger } from "./logger.ts";
import { outboxRouter } from "./outbox/outbox.handlers.ts";
import { ofertasRouter } from "./ofertas/ofertas.handlers.ts";
import { notasRouter } from "./ofertas/notas.handlers.ts";
import { gradeImportBody } from "./ofertas/notas.routes.ts";
import { listasRouter } from "./ofertas/listas.handlers.ts";
import { orientacoesRouter } from "./orientacoes/orientacoes.handlers.ts";
import { decisoesRouter } from "./matriculas/decisoes.handlers.ts";
import { fasesRouter } from "./fases/fases.handlers.ts";
import { alocacoesRouter } from "./alocacoes/alocacoes.handlers.ts";
import { bolsasRouter } from "./bolsas/bolsas.handlers.ts";
import { capesRouter } from "./capes/capes.handlers.ts";
import { prazosRouter } from "./prazos/prazos.handlers.ts";
import { requerimentosRouter } from "./requerimentos/requerimentos.handlers.ts";
import { attachmentBody } from "./requerimentos/requerimentos.routes.ts";
import { bancasRouter } from "./bancas/bancas.handlers.ts";
import { finalVersionBody } from "./bancas/bancas.routes.ts";
import { matriculasRouter } from "./matriculas/matriculas.handlers.ts";
import { govRouter } from "./gov/gov.handlers.ts";
import { govPagesRouter } from "./gov/gov-pages.ts";
import { pagesRouter } from "./pages/pages.ts";
import { painelRouter } from "./painel/painel.handlers.ts";
import { shellSource } from "./pages/shell.ts";
import { importacaoRouter } from "./usuarios/importacao.handlers.ts";
import { exportacaoRouter } from "./usuarios/exportacao.handlers.ts";
import { importBody } from "./usuarios/importacao.routes.ts";
import { chamadasRouter } from "./chamadas/chamadas.handlers.ts";
import { inscricoesRouter } from "./inscricoes/inscricoes.handlers.ts";
import { documentBody } from "./inscricoes/inscricoes.routes.ts";
import { usuariosRouter } from "./usuarios/usuarios.handlers.ts";
import { mailOriginOfRequest } from "./notificacoes/mail-origin.ts";
import { notificacoesRouter } from "./notificacoes/notificacoes.handlers.ts";

/**
 * Builds the whole server as one Hono app, without listening (index.ts listens; tests call
 * `app.request()`). Middleware order, outermost first:
 *   request log → security headers → [/api: origin guard → no NUL → session → temporary-password
 *   gate → the route's access (401/403 before any body is judged) → body limit → JSON body (a CSV
 *   for an import, a PDF for an upload) → the gate's look at a password change's body → the origin
 *   of notification e-mails]
 *   → API routes (declared with OpenAPI) → API 404/405 → the server-rendered /gov pages → pages (sitemaps, files, shell).
 */
export type AppOptions = {
  db: Database;
  env: Env;
  /** index.html to serve as the shell; default DIST_DIR/index.html as it is on disk, else a "not built" page. */
  shell?: string;
  logger?: Logger;
  /** Replaces the LDAP authenticator that env.ldap would create. */
  ldap?: LdapAuthenticator | null;
};

export function createApp(options: AppOptions) {
  const { db, env } = options;
  const logger = options.logger ?? createLogger(env);
  const ldap = options.ldap !== undefined ? options.ldap : env.ldap ? createLdapAuthenticator(env.ldap, logger) : null;
  const deps: Deps = { db, env, logger, ldap };
  const shell = shellSource(env.distDir, options.shell);

  const app = createRouter();
  app.use("*", requestLog(logger), securityHeaders(env));
  app.use(
    "/api/*",
    originGuard(env),
    noNulInUrl,
    currentUser(deps),
    passwordChangeGate,
    accessBeforeBody(app),
    ...bodyGuards([importBody, documentBody, gradeImportBody, attachmentBody, finalVersionBody]),
    passwordChangeBodyGate,
    mailOriginOfRequest(env),
  );

  app.route("/api", sessionRouter(deps));
  app.route("/api", firstAccessRouter(deps));
  app.route("/api", recoveryRouter(deps));
  app.route("/api", logRouter(deps));
  app.route("/api", importacaoRouter(deps));
  app.route("/api", exportacaoRouter(deps));
  app.route("/api", usuariosRouter(deps));
  app.route("/api", horarioRouter(deps));
  app.route("/api", historicoRouter(deps));
  app.route("/api", orientacoesRouter(deps));
  app.route("/api", ofertasRouter(deps));
  app.route("/api", notasRouter(deps));
  app.route("/api", decisoesRouter(deps));
  app.route("/api", listasRouter(deps));
  app.route("/api", matriculasRouter(deps));
  app.route("/api", disciplinasRouter(deps));
  app.route("/api", healthRouter(deps));
  app.route("/api", periodosRouter(deps));
  app.route("/api", configuracoesRouter(deps));
  app.route("/api", auditoriaRouter(deps));
  app.route("/api", painelRouter(deps));
  app.route("/api", govRouter(deps));
  app.route("/api", chamadasRouter(deps));
  app.route("/api", inscricoesRouter(deps));
  app.route("/api", outboxRouter(deps));
  app.route("/api", declaracoesRouter(deps));
  app.route("/api", notificacoesRouter(deps));
  app.route("/api", fasesRouter(deps));
  app.route("/api", prazosRouter(deps));
  app.route("/api", requerimentosRouter(deps));
  app.route("/api", bancasRouter(deps));
  app.route("/api", bolsasRouter(deps));
  app.route("/api", alocacoesRouter(deps));
  app.route("/api", capesRouter(deps));

  app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: COOKIE_NAME,
    description: `Set by POST /api/_auth/session; named __Host-${COOKIE_NAME} over HTTPS`,
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Acadêmico API",
      version: "1",
      description: "Errors are `{statusCode, message, fields?, rule?}` with the message in the request's language.",
    },
  });
  app.all("/api/*", apiNotFound(app));
  app.all("/api", apiNotFound(app));

  app.route("/", govPagesRouter(deps, shell));
  // A page's first reads are asked of this same app, through every middleware but the request log
  // (pages/first-reads.ts; the page's own line counts them).
  app.route(
    "/",
    pagesRouter(env, shell, (request) => Promise.resolve(app.fetch(request, { firstRead: true }))),
  );
  app.onError(errorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
