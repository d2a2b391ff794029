import { Trans, useLingui } from "@lingui/react/macro";
import { GOV_INDEX } from "../../domain/gov.ts";
import { buildPath } from "../../domain/routes.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PAGE_TITLES } from "../../ui/page-titles.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";

/** The index of the public pages, meant to be embedded in the institute's site. */
export function GovPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <TitleHeading
        id="gov"
        lead={
          <Trans>
            Informações públicas dos programas de pós-graduação: docentes, discentes, o horário das disciplinas e a
            inscrição no mestrado profissional.
          </Trans>
        }
      />
      <nav aria-label={t`Páginas públicas`}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {GOV_INDEX.map((id) => (
            <li key={id}>
              <AppLink
                to={buildPath(id)}
                className="flex min-h-11 items-center rounded-md border border-slate-200 bg-white px-4 py-3 font-medium text-blue-800 hover:bg-blue-50"
              >
                {i18n._(PAGE_TITLES[id])}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
