import type { ComponentType } from "react";
import type { AppPageId } from "../domain/routes.ts";

/**
 * Where each page's code lives: one lazily loaded module per page of the app under src/features
 * (the server's documents have none: src/domain/routes.ts, `layout: "server"`). The
 * router loads them on navigation and link prefetch loads them ahead; both call the same
 * importer, so a module is fetched once.
 */
type PageLoader = () => Promise<ComponentType>;

export const PAGE_MODULES: Record<AppPageId, PageLoader> = {
  home: () => import("../features/home/home-page.tsx").then((m) => m.HomePage),
  login: () => import("../features/login/login-page.tsx").then((m) => m.LoginPage),
  historico: () => import("../features/historico/historico-page.tsx").then((m) => m.HistoricoPage),
  matricula: () => import("../features/matricula/matricula-page.tsx").then((m) => m.MatriculaPage),
  ofertagem: () => import("../features/ofertagem/ofertagem-page.tsx").then((m) => m.OfertagemPage),
  disciplinas: () => import("../features/disciplinas/disciplinas-page.tsx").then((m) => m.DisciplinasPage),
  orientacoes: () => import("../features/orientacoes/orientacoes-page.tsx").then((m) => m.OrientacoesPage),
  configuracoes: () => import("../features/configuracoes/configuracoes-page.tsx").then((m) => m.ConfiguracoesPage),
  usuarios: () => import("../features/usuarios/usuarios-page.tsx").then((m) => m.UsuariosPage),
  usuario: () => import("../features/usuarios/usuario-page.tsx").then((m) => m.UsuarioPage),
  inscricao: () => import("../features/inscricao/inscricao-page.tsx").then((m) => m.InscricaoPage),
  inscricaoCodigo: () => import("../features/inscricao/inscricao-codigo-page.tsx").then((m) => m.InscricaoCodigoPage),
  govInscricaoProfissional: () =>
    import("../features/gov/inscricao-profissional-page.tsx").then((m) => m.GovInscricaoProfissionalPage),
  autenticar: () => import("../features/declaracoes/autenticar-page.tsx").then((m) => m.AutenticarPage),
  autenticarCodigo: () =>
    import("../features/declaracoes/autenticar-codigo-page.tsx").then((m) => m.AutenticarCodigoPage),
  primeiroAcesso: () =>
    import("../features/primeiro-acesso/primeiro-acesso-page.tsx").then((m) => m.PrimeiroAcessoPage),
};
