import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import {
  BookOpen,
  ClipboardList,
  Compass,
  FileCheck,
  GraduationCap,
  House,
  LogIn,
  Presentation,
  ScrollText,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useLocation } from "react-router-dom";
import { splitLocale } from "../domain/locale.ts";
import { navigableRoutes } from "../domain/policy.ts";
import { buildPath, matchRoute, type AppPageId } from "../domain/routes.ts";
import type { User } from "../domain/users.ts";
import { AppLink } from "../ui/app-link.tsx";
import { PAGE_TITLES } from "../ui/page-titles.ts";

/** The areas a logged-in user may be offered, in menu order; the policy filters them per level. */
const NAV_IDS = [
  "home",
  "historico",
  "matricula",
  "ofertagem",
  "disciplinas",
  "orientacoes",
  "usuarios",
  "usuario",
  "configuracoes",
] as const satisfies readonly AppPageId[];
/** What a visitor who is not logged in can open from the menu. */
const GUEST_IDS = ["login", "inscricao", "autenticar"] as const satisfies readonly AppPageId[];

const ICONS: Partial<Record<AppPageId, LucideIcon>> = {
  home: House,
  login: LogIn,
  historico: ScrollText,
  matricula: ClipboardList,
  ofertagem: Presentation,
  disciplinas: BookOpen,
  orientacoes: Compass,
  configuracoes: Settings,
  usuarios: Users,
  usuario: UserRound,
  inscricao: GraduationCap,
  autenticar: FileCheck,
};

const OWN_PROFILE = msg`Meu perfil`;

export function SiteNav({ user, id }: { user: User | null; id: string }) {
  const { i18n } = useLingui();
  const current = matchRoute(splitLocale(useLocation().pathname).path);
  const ids: readonly AppPageId[] = user ? navigableRoutes(user, NAV_IDS) : GUEST_IDS;

  return (
    <nav id={id} aria-label={i18n._(msg`Navegação principal`)}>
      <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-2 py-2 sm:flex-row sm:flex-wrap sm:py-1">
        {ids.map((routeId) => {
          const to = buildPath(routeId, user ? { idcbpf: user.idcbpf } : {});
          const active =
            current?.route.id === routeId && (routeId !== "usuario" || current.params.idcbpf === user?.idcbpf);
          const Icon = ICONS[routeId];
          const label = routeId === "usuario" ? OWN_PROFILE : PAGE_TITLES[routeId];
          return (
            <li key={routeId}>
              <AppLink
                to={to}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-blue-900`}
              >
                {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
                {i18n._(label)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
