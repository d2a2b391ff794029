import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";
import { declarationPageSchema, type Declaration } from "../../domain/declaracoes.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useOnline } from "../../lib/online.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import type { DeclarationListProps } from "../../ui/parts.ts";
import { declarationsPath, useDeclarationsRevision } from "./declaracoes-api.ts";
import { DeclarationCard, useDeclarationTitle } from "./declaration-card.tsx";
import { RevokeDialog } from "./revoke-dialog.tsx";

/**
 * A paged list of declarations, newest first (`GET /api/declaracoes`): the caller's own, or for
 * the office one holder's or all (with `filters`). Read through the device's copy, so a list
 * once seen opens offline with the mark; downloading and revoking need the server and say so.
 * It asks again whenever a declaration is issued or revoked on this device.
 * Give it a `key` that changes with the filters, so the page goes back to 1.
 */
export function DeclarationList({
  filters = {},
  showHolder = false,
  canRevoke = false,
  pageSize = 10,
  empty,
  loading,
  more,
}: DeclarationListProps) {
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<Declaration | null>(null);
  const online = useOnline();
  const revision = useDeclarationsRevision();
  const title = useDeclarationTitle();
  const path = declarationsPath({ ...filters, page, pageSize });
  const query = useCachedQuery(`declaracoes:${path}`, path, declarationPageSchema, revision);
  if (query.status === "loading" && loading !== undefined) return loading;
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const { items, total } = query.data;
  const shown = items.length;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CachedQueryStatus query={query} />
      {total === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <p aria-live="polite" className="text-sm text-slate-700">
          {more && total > items.length ? (
            <Plural
              value={total}
              one={`${shown} mais recentes de # declaração`}
              other={`${shown} mais recentes de # declarações`}
            />
          ) : (
            <Plural value={total} one="# declaração" other="# declarações" />
          )}
        </p>
      )}
      {!online && total > 0 ? (
        <p className="text-sm font-medium text-amber-900">
          {canRevoke ? (
            <Trans>Sem conexão: baixar e revogar precisam da internet.</Trans>
          ) : (
            <Trans>Sem conexão: baixar precisa da internet.</Trans>
          )}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((declaration) => (
            <li key={declaration.codigo}>
              <DeclarationCard
                declaration={declaration}
                showHolder={showHolder}
                onRevoke={canRevoke ? setRevoking : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        total > items.length ? (
          more(total)
        ) : null
      ) : (
        <Pager page={page} total={total} pageSize={query.data.pageSize} onPage={setPage} />
      )}
      {canRevoke ? (
        <RevokeDialog
          declaration={revoking}
          title={revoking ? title(revoking) : ""}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </div>
  );
}
