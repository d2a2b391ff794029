import { Trans, useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import type { User } from "../../domain/users.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { LEVEL_LABELS, STATUS_LABELS } from "../../ui/labels.ts";
import { useStudies } from "../../ui/use-studies.ts";

type ListProps = { users: readonly User[]; profilePath: (idcbpf: string) => string };

/** On a phone: one card per user, nothing to scroll sideways. */
function UserCards({ users, profilePath }: ListProps) {
  const { i18n } = useLingui();
  const studies = useStudies();
  return (
    <ul className="flex flex-col gap-2" data-testid="user-cards">
      {users.map((user) => (
        <li key={user.idcbpf} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <AppLink to={profilePath(user.idcbpf)} className="font-medium break-words text-blue-800 underline">
            {user.name}
          </AppLink>
          <p className="font-mono text-sm break-all text-slate-700">{user.idcbpf}</p>
          <p className="mt-1 text-sm text-slate-700">
            {[i18n._(LEVEL_LABELS[user.level]), studies(user), i18n._(STATUS_LABELS[user.status])]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** From 640 px: a table. */
function UserTable({ users, profilePath }: ListProps) {
  const { i18n } = useLingui();
  const studies = useStudies();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Nome</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Identificador (idcbpf)</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Nível</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Programa e grau</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Situação</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.idcbpf} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <AppLink to={profilePath(user.idcbpf)} className="font-medium text-blue-800 underline">
                  {user.name}
                </AppLink>
              </td>
              <td className="px-3 py-2 font-mono">{user.idcbpf}</td>
              <td className="px-3 py-2">{i18n._(LEVEL_LABELS[user.level])}</td>
              <td className="px-3 py-2">{studies(user) || "—"}</td>
              <td className="px-3 py-2">{i18n._(STATUS_LABELS[user.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const WIDE = "(min-width: 640px)"; // Tailwind's `sm`

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The users of one page of results: cards on a phone, a table from 640 px. One or the other is
 * rendered (not both, one hidden), so screen readers and searches on the page meet each user once.
 */
export function UserList(props: ListProps) {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  return wide ? <UserTable {...props} /> : <UserCards {...props} />;
}
