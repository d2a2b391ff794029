import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { AppLink } from "../../ui/app-link.tsx";

/**
 * The page's sections, one at a time, chosen in the URL (`?secao=periodos`): a link can be
 * shared and the back button returns to the section before. A navigation landmark with links
 * (the current one `aria-current="page"`), which screen readers and keyboards already know;
 * on a phone the row scrolls sideways instead of squeezing.
 */
export const SECTIONS = [
  "periodos",
  "instituicao",
  "conceitos",
  "fases",
  "requerimentos",
  "bancas",
  "ofertas",
  "chamadas",
  "inscricoes",
  "declaracoes",
  "bolsas",
  "capes",
  "acessos",
  "auditoria",
  "correio",
] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<Section, MessageDescriptor> = {
  periodos: msg`Períodos`,
  instituicao: msg`Instituição`,
  conceitos: msg`Conceitos`,
  fases: msg`Fases`,
  requerimentos: msg`Requerimentos`,
  bancas: msg`Bancas`,
  ofertas: msg`Ofertas`,
  declaracoes: msg`Declarações`,
  bolsas: msg`Bolsas`,
  capes: msg`CAPES`,
  chamadas: msg`Chamadas`,
  inscricoes: msg`Inscrições`,
  acessos: msg`Acessos`,
  auditoria: msg`Auditoria`,
  correio: msg`Correio`,
};

export function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? "periodos";
}

export function SectionNav({ current }: { current: Section }) {
  const { t, i18n } = useLingui();
  const activeItem = useRef<HTMLLIElement>(null);
  const row = useRef<HTMLElement>(null);
  // On a phone the row is wider than the screen: keep the current section in view by scrolling the
  // row sideways only (scrollIntoView would also move the page, undoing a restored position).
  useEffect(() => {
    const nav = row.current;
    const item = activeItem.current;
    if (!nav || !item) return;
    const navBox = nav.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.left < navBox.left) nav.scrollLeft -= navBox.left - itemBox.left + 16;
    else if (itemBox.right > navBox.right) nav.scrollLeft += itemBox.right - navBox.right + 16;
  }, [current]);
  return (
    <nav ref={row} aria-label={t`Seções das configurações`} className="-mx-4 mb-6 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-300">
        {SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section} ref={active ? activeItem : undefined}>
              <AppLink
                to={`/configuracoes?secao=${section}`}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-4 px-3 font-medium ${
                  active ? "border-blue-800 text-blue-950" : "border-transparent text-slate-700 hover:text-blue-900"
                }`}
              >
                {i18n._(SECTION_LABELS[section])}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
