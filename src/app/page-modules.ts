import type { ComponentType } from "react";
import type { AppPageId } from "../domain/routes.ts";

/**
 * Where each page's code lives: one lazily loaded module per page of the app (the server's
 * documents have none: src/domain/routes.ts, `layout: "server"`), the page of its feature
 * (src/features/<area>), or, for a page that shows parts of other features, the module of
 * src/app/pages that composes them (features never import each other). The router loads them on
 * navigation and link prefetch loads them ahead; both call the same importer, so a module is
 * fetched once.
 */
type PageLoader = () => Promise<ComponentType>;

export const PAGE_MODULES: Record<AppPageId, PageLoader> = {
  home: () => import("./pages/home.tsx").then((m) => m.Home),
  login: () => import("../features/login/login-page.tsx").then((m) => m.LoginPage),
  historico: () => import("./pages/historico.tsx").then((m) => m.Historico),
  matricula: () => import("./pages/matricula.tsx").then((m) => m.Matricula),
  ofertagem: () => import("./pages/ofertagem.tsx").then((m) => m.Ofertagem),
  disciplinas: () => import("../features/disciplinas/disciplinas-page.tsx").then((m) => m.DisciplinasPage),
  orientacoes: () => import("../features/orientacoes/orientacoes-page.tsx").then((m) => m.OrientacoesPage),
  configuracoes: () => import("./pages/configuracoes.tsx").then((m) => m.Configuracoes),
  usuarios: () => import("../features/usuarios/usuarios-page.tsx").then((m) => m.UsuariosPage),
  usuario: () => import("./pages/usuario.tsx").then((m) => m.Usuario),
  inscricao: () => import("../features/inscricao/inscricao-page.tsx").then((m) => m.InscricaoPage),
  inscricaoCodigo: () => import("../features/inscricao/inscricao-codigo-page.tsx").then((m) => m.InscricaoCodigoPage),
  govInscricaoProfissional: () =>
    import("./pages/gov-inscricao-profissional.tsx").then((m) => m.GovInscricaoProfissional),
  autenticar: () => import("../features/declaracoes/autenticar-page.tsx").then((m) => m.AutenticarPage),
  autenticarCodigo: () =>
    import("../features/declaracoes/autenticar-codigo-page.tsx").then((m) => m.AutenticarCodigoPage),
  primeiroAcesso: () =>
    import("../features/primeiro-acesso/primeiro-acesso-page.tsx").then((m) => m.PrimeiroAcessoPage),
  redefinirSenha: () =>
    import("../features/primeiro-acesso/redefinir-senha-page.tsx").then((m) => m.RedefinirSenhaPage),
  acessibilidade: () => import("../features/acessibilidade/acessibilidade-page.tsx").then((m) => m.AcessibilidadePage),
};
