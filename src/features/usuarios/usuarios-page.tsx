import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { lastPage } from "../../domain/paging.ts";
import { buildPath } from "../../domain/routes.ts";
import { userListQuerySchema } from "../../domain/user-input.ts";
import { downloadFile } from "../../lib/download.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { DownloadButton } from "../../ui/download-button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { ImportUsers } from "./import-users.tsx";
import { NewUser } from "./new-user.tsx";
import { FILTER_KEYS, userListPath, userPageAnswer, usersCsvPath, type UserFilters } from "./user-answers.ts";
import { UserFiltersForm, useSearchProblem } from "./user-filters.tsx";
import { UserList } from "./user-list.tsx";

/** The URL's filters; a value the API would refuse (an old or hand-typed link) is no filter. */
function readFilters(params: URLSearchParams): UserFilters {
  const filters = { q: params.get("q") ?? "" } as UserFilters;
  for (const key of FILTER_KEYS) {
    const value = params.get(key) ?? "";
    filters[key] = userListQuerySchema.shape[key].safeParse(value).success ? value : "";
  }
  return filters;
}

function toParams(filters: UserFilters, page: number): Record<string, string> {
  const entries = Object.entries(filters).filter(([, value]) => value !== "");
  if (page > 1) entries.push(["page", String(page)]);
  return Object.fromEntries(entries);
}

/** One page of results; a page past the end (an old link, `?page=999`) goes to the last one. */
function UserResults({
  filters,
  page,
  reload,
  onPage,
}: {
  filters: UserFilters;
  page: number;
  reload: number;
  onPage: (page: number, replace?: boolean) => void;
}) {
  const path = userListPath(filters, page);
  // A reload (after a creation) asks again under the same device key: the server ignores `_`.
  const query = useCachedQuery(`usuarios:${path}`, reload ? `${path}&_=${reload}` : path, userPageAnswer);
  const data = query.status === "ok" ? query.data : null;
  const last = data ? lastPage(data.total, data.pageSize) : 1;
  const pastTheEnd = data !== null && page > last;
  useEffect(() => {
    if (pastTheEnd) onPage(last, true);
  }, [pastTheEnd, last, onPage]);

  if (!data || pastTheEnd) return <CachedQueryStatus query={query} />;
  return (
    <>
      <CachedQueryStatus query={query} />
      <p aria-live="polite" className="mb-2 text-sm text-slate-700" data-testid="user-count">
        {data.total === 0 ? (
          <Trans>Nenhum usuário encontrado.</Trans>
        ) : (
          <Plural value={data.total} one="# usuário encontrado." other="# usuários encontrados." />
        )}
      </p>
      <UserList users={data.items} profilePath={(idcbpf) => buildPath("usuario", { idcbpf })} />
      <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
    </>
  );
}

/**
 * The office's user list: search, filters and page kept in the URL (shareable, back button), paged
 * on the server. Each page of results seen is kept on the device, so a list the office has looked at
 * opens offline too, with the offline mark. The toolbar holds the actions on users.
 */
export function UsuariosPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const searchProblem = useSearchProblem();
  const [reload, setReload] = useState(0);
  const [onPage] = useState(() => (target: number, replace = false) => {
    setParams((current) => toParams(readFilters(current), target), { replace });
  });

  return (
    <>
      <TitleHeading
        id="usuarios"
        lead={<Trans>Os usuários do sistema: administradores, docentes e discentes.</Trans>}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <NewUser onCreated={() => setReload((n) => n + 1)} />
        <ImportUsers onImported={() => setReload((n) => n + 1)} />
        <DownloadButton download={(onProgress) => downloadFile(usersCsvPath(filters), "usuarios.csv", onProgress)}>
          <Trans>Exportar CSV (filtros atuais)</Trans>
        </DownloadButton>
      </div>
      <UserFiltersForm filters={filters} onApply={(next) => setParams(toParams(next, 1))} />
      {searchProblem(filters.q) ? null : <UserResults filters={filters} page={page} reload={reload} onPage={onPage} />}
    </>
  );
}
