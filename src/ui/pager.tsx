import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { lastPage } from "../domain/paging.ts";
import { Button } from "./button.tsx";

/**
 * Previous / "Página 2 de 7" / next under a paged list (server-side paging, PRODUCT §8). Hidden
 * when everything fits on one page. A page past the end is the caller's to correct (go to
 * `lastPage`), so the screen never says "Página 999 de 1".
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const last = lastPage(total, pageSize);
  if (last <= 1 && page <= 1) return null;
  return (
    // On the narrowest phones (320 px) the line between the buttons wraps rather than push the
    // "next" button out of the screen.
    <nav aria-label={t`Páginas`} className="mt-4 flex items-center justify-between gap-1 sm:gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Anterior</Trans>
      </Button>
      <span className="min-w-0 text-center text-sm text-slate-700">
        <Trans>
          Página {page} de {last}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        <Trans>Próxima</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
