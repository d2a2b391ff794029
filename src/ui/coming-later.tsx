import { Trans } from "@lingui/react/macro";
import { Hammer } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Says plainly that an area's content is not built yet, and what it will hold. Pages never
 * show invented data in its place.
 */
export function ComingLater({ children }: { children?: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-950">
      <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <p className="font-medium">
          <Trans>Esta área chega numa próxima etapa do Acadêmico.</Trans>
        </p>
        {children}
      </div>
    </div>
  );
}
