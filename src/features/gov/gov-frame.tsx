import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { RouteId } from "../../domain/routes.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/**
 * One transparency page inside the app (reached by a link within it; a full load of the address
 * gets the server's HTML, src/server/gov/): its title and lead, its content, the way to the index.
 */
export function GovFrame({ id, lead, children }: { id: RouteId; lead: ReactNode; children: ReactNode }) {
  return (
    <>
      <TitleHeading id={id} lead={lead} />
      {children}
      <p className="mt-6">
        <AppLink to="/gov" className="font-medium text-blue-800 underline">
          <Trans>Todas as páginas públicas</Trans>
        </AppLink>
      </p>
    </>
  );
}
