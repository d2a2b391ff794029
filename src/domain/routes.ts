import { normalizeCode } from "./codes.ts";
import { IDCBPF_PATTERN } from "./idcbpf.ts";

/**
 * The route table of seed §2: every page of the product, once. Paths are the Portuguese
 * (unprefixed) ones; the English ones are the same under `/en` (see `locale.ts`).
 * The router, the guard, the server's page answers, the service worker and the sitemap are all
 * built from it.
 */
export const ROUTE_IDS = [
  "home",
  "login",
  "historico",
  "matricula",
  "ofertagem",
  "disciplinas",
  "orientacoes",
  "configuracoes",
  "usuarios",
  "usuario",
  "inscricao",
  "inscricaoCodigo",
  "gov",
  "govDocenteAcademico",
  "govAgendaDisciplinas",
  "govDiscenteAcademico",
  "govDocenteProfissional",
  "govDiscenteProfissional",
  "govDefesas",
  "govInscricaoProfissional",
  "autenticar",
  "autenticarCodigo",
  "primeiroAcesso",
  "redefinirSenha",
  "acessibilidade",
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export type RouteDef = {
  id: RouteId;
  /** Path pattern with `:param` segments, e.g. `/usuarios/:idcbpf`. */
  path: string;
  /**
   * A page of the app: `default` (the app's header, navigation and footer) or `none` (it stands
   * alone with a slim bar, as the pages embedded in the institute's site do). `server`: not a page
   * of the app but a whole HTML document the server renders with its content (src/server/gov),
   * read without JavaScript by crawlers and embedding sites; the app has no copy of it, so links
   * and navigations leave the app for it, and the service worker keeps the last copy seen.
   */
  layout: "default" | "none" | "server";
  /** Listed in the sitemap (public pages without parameters). */
  sitemap: boolean;
};

export const ROUTES = [
  { id: "home", path: "/", layout: "default", sitemap: false },
  { id: "login", path: "/login", layout: "default", sitemap: true },
  { id: "historico", path: "/historico", layout: "default", sitemap: false },
  { id: "matricula", path: "/matricula", layout: "default", sitemap: false },
  { id: "ofertagem", path: "/ofertagem", layout: "default", sitemap: false },
  { id: "disciplinas", path: "/disciplinas", layout: "default", sitemap: false },
  { id: "orientacoes", path: "/orientacoes", layout: "default", sitemap: false },
  { id: "configuracoes", path: "/configuracoes", layout: "default", sitemap: false },
  { id: "usuarios", path: "/usuarios", layout: "default", sitemap: false },
  { id: "usuario", path: "/usuarios/:idcbpf", layout: "default", sitemap: false },
  { id: "inscricao", path: "/inscricao", layout: "default", sitemap: true },
  { id: "inscricaoCodigo", path: "/inscricao/:codigo", layout: "default", sitemap: false },
  { id: "gov", path: "/gov", layout: "server", sitemap: true },
  { id: "govDocenteAcademico", path: "/gov/docente-academico", layout: "server", sitemap: true },
  { id: "govAgendaDisciplinas", path: "/gov/agenda-disciplinas", layout: "server", sitemap: true },
  { id: "govDiscenteAcademico", path: "/gov/discente-academico", layout: "server", sitemap: true },
  { id: "govDocenteProfissional", path: "/gov/docente-profissional", layout: "server", sitemap: true },
  { id: "govDiscenteProfissional", path: "/gov/discente-profissional", layout: "server", sitemap: true },
  { id: "govDefesas", path: "/gov/defesas", layout: "server", sitemap: true },
  { id: "govInscricaoProfissional", path: "/gov/inscricao-profissional", layout: "none", sitemap: true },
  { id: "autenticar", path: "/autenciacar-declaracao", layout: "none", sitemap: true },
  { id: "autenticarCodigo", path: "/autenciacar-declaracao/:codigo", layout: "none", sitemap: false },
  // The one-time link mailed to an approved applicant (a key: never in the sitemap).
  { id: "primeiroAcesso", path: "/primeiro-acesso/:token", layout: "default", sitemap: false },
  // The one-time link of a password recovery (a key too).
  { id: "redefinirSenha", path: "/redefinir-senha/:token", layout: "default", sitemap: false },
  // What the accessibility bar offers and how to report a problem (eMAG 3.1), open to everyone.
  { id: "acessibilidade", path: "/acessibilidade", layout: "default", sitemap: true },
] as const satisfies readonly RouteDef[];

/** The pages the server renders as whole documents (`layout: "server"`). */
export type ServerPageId = Extract<(typeof ROUTES)[number], { layout: "server" }>["id"];
/** The pages of the app (its router renders them). */
export type AppPageId = Exclude<RouteId, ServerPageId>;

/** Old, correctly spelt address that printed matter may carry; answered with a redirect. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/autenticar-declaracao": "/autenciacar-declaracao",
};

/**
 * The token of a one-time link (`/primeiro-acesso/:token`, `/redefinir-senha/:token`): any
 * base64url shape up to 100 characters, so a link cut short still opens its page, which then says
 * it is not valid (src/domain/password-links.ts). Here, not there, to keep zod out of the app's
 * first load.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** How each parameter is validated; a value that fails gives the 404 of seed §5. */
const PARAM_VALID: Record<string, (value: string) => boolean> = {
  idcbpf: (value) => IDCBPF_PATTERN.test(value),
  codigo: (value) => normalizeCode(value) !== null,
  token: (value) => LINK_TOKEN_PATTERN.test(value),
};

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

const ROUTE_BY_ID = new Map<RouteId, RouteDef>(ROUTES.map((route) => [route.id, route]));
export function routeById(id: RouteId): RouteDef {
  const route = ROUTE_BY_ID.get(id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

/** Matches an unprefixed path (`/usuarios/ana`) against the table, validating parameters. */
export function matchRoute(path: string): RouteMatch | null {
  const clean = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const segments = clean.split("/").slice(1);
  for (const route of ROUTES) {
    const pattern = route.path.split("/").slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const expected = pattern[i] ?? "";
      const actual = segments[i] ?? "";
      if (expected.startsWith(":")) {
        const name = expected.slice(1);
        let value: string;
        try {
          value = decodeURIComponent(actual);
        } catch {
          ok = false;
          break;
        }
        const valid = PARAM_VALID[name];
        ok = value !== "" && (valid ? valid(value) : true);
        params[name] = value;
      } else {
        ok = expected === actual;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

/** Whether a route is a page of the app rather than a document the server renders. */
export function isAppPage(id: RouteId): id is AppPageId {
  return routeById(id).layout !== "server";
}

/** Fills a pattern: `buildPath("usuario", {idcbpf: "ana"})` → `/usuarios/ana`. */
export function buildPath(id: RouteId, params: Record<string, string> = {}): string {
  return routeById(id).path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
