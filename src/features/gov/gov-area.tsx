import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { RouteId } from "../../domain/routes.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ComingLater } from "../../ui/coming-later.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";

/** One public (/gov) page: its title, what it will publish, and the way back to the index. */
export function GovArea({ id, lead, children }: { id: RouteId; lead: ReactNode; children: ReactNode }) {
  return (
    <>
      <TitleHeading id={id} lead={lead} />
      <ComingLater>
        <p>{children}</p>
      </ComingLater>
      <p className="mt-6">
        <AppLink to="/gov" className="font-medium text-blue-800 underline">
          <Trans>Todas as páginas públicas</Trans>
        </AppLink>
      </p>
    </>
  );
}
