import type { AppPageId } from "../domain/routes.ts";

/**
 * The areas of src/features, each with its own message catalog (lingui.config.ts). `turma` has
 * no page of its own: its class list is a part of /ofertagem and /configuracoes.
 */
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
  | "primeiro-acesso"
  | "acessibilidade"
  | "turma"
  /** No page: the scholarships' section is a part of /configuracoes. */
  | "bolsas"
  /** No page: the header's bell (src/app/notification-slot.tsx) brings its words. */
  | "notificacoes";

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
  redefinirSenha: "primeiro-acesso",
  acessibilidade: "acessibilidade",
};

/**
 * The areas whose parts a page shows besides its own (src/ui/parts.ts, composed in src/app/pages),
 * whose words are loaded with the page's. The home's parts, shown only below its first screen,
 * bring their words themselves (src/app/pages/lazy-part.tsx).
 */
export const PAGE_PART_AREAS: Partial<Record<AppPageId, readonly Area[]>> = {
  historico: ["declaracoes"],
  matricula: ["declaracoes"],
  ofertagem: ["declaracoes", "turma"],
  usuario: ["declaracoes"],
  configuracoes: ["declaracoes", "inscricao", "turma", "bolsas"],
  govInscricaoProfissional: ["inscricao"],
};

/** Every catalog a page's words come from: its area's, then its parts'. */
export function pageAreas(id: AppPageId): Area[] {
  return [PAGE_AREAS[id], ...(PAGE_PART_AREAS[id] ?? [])];
}
