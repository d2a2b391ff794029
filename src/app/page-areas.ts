import type { AppPageId } from "../domain/routes.ts";

/** The areas of src/features, each with its own message catalog (lingui.config.ts). */
export type Area =
  | "home"
  | "login"
  | "historico"
  | "matricula"
  | "ofertagem"
  | "disciplinas"
  | "orientacoes"
  | "configuracoes"
  | "usuarios"
  | "inscricao"
  | "gov"
  | "declaracoes"
  | "primeiro-acesso";

/** The area whose folder holds each page's module (page-modules.ts), and whose catalog the page needs. */
export const PAGE_AREAS: Record<AppPageId, Area> = {
  home: "home",
  login: "login",
  historico: "historico",
  matricula: "matricula",
  ofertagem: "ofertagem",
  disciplinas: "disciplinas",
  orientacoes: "orientacoes",
  configuracoes: "configuracoes",
  usuarios: "usuarios",
  usuario: "usuarios",
  inscricao: "inscricao",
  inscricaoCodigo: "inscricao",
  govInscricaoProfissional: "gov",
  autenticar: "declaracoes",
  autenticarCodigo: "declaracoes",
  primeiroAcesso: "primeiro-acesso",
};
