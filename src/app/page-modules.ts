import type { ComponentType } from "react";
import type { RouteId } from "../domain/routes.ts";

/**
 * Where each page's code lives: one lazily loaded module per page under src/features. The
 * router loads them on navigation and link prefetch loads them ahead; both call the same
 * importer, so a module is fetched once.
 */
type PageLoader = () => Promise<ComponentType>;

export const PAGE_MODULES: Record<RouteId, PageLoader> = {
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
  gov: () => import("../features/gov/gov-page.tsx").then((m) => m.GovPage),
  govDocenteAcademico: () =>
    import("../features/gov/docente-academico-page.tsx").then((m) => m.GovDocenteAcademicoPage),
  govAgendaDisciplinas: () =>
    import("../features/gov/agenda-disciplinas-page.tsx").then((m) => m.GovAgendaDisciplinasPage),
  govDiscenteAcademico: () =>
    import("../features/gov/discente-academico-page.tsx").then((m) => m.GovDiscenteAcademicoPage),
  govDocenteProfissional: () =>
    import("../features/gov/docente-profissional-page.tsx").then((m) => m.GovDocenteProfissionalPage),
  govDiscenteProfissional: () =>
    import("../features/gov/discente-profissional-page.tsx").then((m) => m.GovDiscenteProfissionalPage),
  govInscricaoProfissional: () =>
    import("../features/gov/inscricao-profissional-page.tsx").then((m) => m.GovInscricaoProfissionalPage),
  autenticar: () => import("../features/declaracoes/autenticar-page.tsx").then((m) => m.AutenticarPage),
  autenticarCodigo: () =>
    import("../features/declaracoes/autenticar-codigo-page.tsx").then((m) => m.AutenticarCodigoPage),
  primeiroAcesso: () =>
    import("../features/primeiro-acesso/primeiro-acesso-page.tsx").then((m) => m.PrimeiroAcessoPage),
};
