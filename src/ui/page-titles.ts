import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AppPageId } from "../domain/routes.ts";

/**
 * The title of every page of the app, once: the document title, the route announcer, the
 * navigation and each page's heading all read it, so they never disagree. The pages the server
 * renders have theirs in src/server/gov/gov-text.ts.
 */
export const PAGE_TITLES: Record<AppPageId, MessageDescriptor> = {
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
  govInscricaoProfissional: msg`Inscrição Profissional`,
  autenticar: msg`Autenticar declaração`,
  autenticarCodigo: msg`Verificação de declaração`,
  primeiroAcesso: msg`Primeiro acesso`,
  redefinirSenha: msg`Nova senha`,
  acessibilidade: msg`Acessibilidade`,
};

/** The app's name as shown after every page title. */
export const APP_NAME = "Acadêmico";
