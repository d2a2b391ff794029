import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouteId } from "../domain/routes.ts";

/**
 * The title of every page, once: the document title, the route announcer, the navigation
 * and each page's heading all read it, so they never disagree. The /gov titles are the
 * seed's, with PRODUCT §2's correction for discente-profissional.
 */
export const PAGE_TITLES: Record<RouteId, MessageDescriptor> = {
  home: msg`Início`,
  login: msg`Entrar`,
  historico: msg`Histórico`,
  matricula: msg`Matrícula`,
  ofertagem: msg`Ofertagem`,
  disciplinas: msg`Disciplinas`,
  orientacoes: msg`Orientações`,
  configuracoes: msg`Configurações`,
  usuarios: msg`Usuários`,
  usuario: msg`Perfil`,
  inscricao: msg`Inscrição`,
  inscricaoCodigo: msg`Acompanhar inscrição`,
  gov: msg`Transparência`,
  govDocenteAcademico: msg`Docente Acadêmico`,
  govAgendaDisciplinas: msg`Agenda de Disciplinas`,
  govDiscenteAcademico: msg`Discente Acadêmico`,
  govDocenteProfissional: msg`Docente Profissional`,
  govDiscenteProfissional: msg`Discente Profissional`,
  govInscricaoProfissional: msg`Inscrição Profissional`,
  autenticar: msg`Autenticar declaração`,
  autenticarCodigo: msg`Verificação de declaração`,
  primeiroAcesso: msg`Primeiro acesso`,
};

/** The app's name as shown after every page title. */
export const APP_NAME = "Acadêmico";
