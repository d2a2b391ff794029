import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { buildPath } from "../../domain/routes.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { ImportUsers } from "./import-users.tsx";
import { userListPath, userPageAnswer } from "./user-answers.ts";
import { UserTable } from "./user-table.tsx";

/**
 * The office's user list: search and server-side paging, both kept in the URL (shareable, back
 * button). Each page of results seen is kept on the device (offline-cache.ts), so a list the
 * office has looked at opens offline too, with the offline mark.
 */
export function UsuariosPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const path = userListPath(q, page);
  const query = useCachedQuery(`usuarios:${path}`, path, userPageAnswer);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(next ? { q: next } : {});
  }
  const goTo = (target: number) => setParams({ ...(q ? { q } : {}), page: String(target) });

  const lastPage = query.status === "ok" ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const total = query.status === "ok" ? query.data.total : 0;
  return (
    <>
      <TitleHeading
        id="usuarios"
        lead={<Trans>Os usuários do sistema: administradores, docentes e discentes.</Trans>}
      />
      <div className="mb-4 flex flex-wrap justify-end gap-2">
        <ImportUsers />
      </div>
      <form role="search" onSubmit={search} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          key={q}
          name="q"
          type="search"
          defaultValue={q}
          label={<Trans>Buscar usuários</Trans>}
          className="flex-1"
        />
        <Button type="submit">
          <Trans>Buscar</Trans>
        </Button>
      </form>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            <Plural value={total} one="# usuário encontrado." other="# usuários encontrados." />
          </p>
          <UserTable users={query.data.items} profilePath={(idcbpf) => buildPath("usuario", { idcbpf })} />
          <nav aria-label={t`Páginas`} className="mt-4 flex items-center justify-between gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <Trans>Anterior</Trans>
            </Button>
            <span className="text-sm text-slate-700">
              <Trans>
                Página {page} de {lastPage}
              </Trans>
            </span>
            <Button variant="secondary" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
              <Trans>Próxima</Trans>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </>
      ) : null}
      <p className="mt-6 text-sm text-slate-600">
        <Trans>
          Filtros por nível, programa e situação, criação, edição, desativação, redefinição de senha e importação por
          CSV chegam numa próxima etapa.
        </Trans>
      </p>
    </>
  );
}
