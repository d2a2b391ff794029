import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "../../domain/users.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { LEVEL_LABELS, STATUS_LABELS } from "../../ui/labels.ts";

/** Users as a table on wide screens; it scrolls sideways rather than squeezing on a phone. */
export function UserTable({ users, profilePath }: { users: readonly User[]; profilePath: (idcbpf: string) => string }) {
  const { i18n } = useLingui();
  if (users.length === 0) {
    return (
      <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        <Trans>Nenhum usuário encontrado.</Trans>
      </p>
    );
  }
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
              <td className="px-3 py-2">{i18n._(STATUS_LABELS[user.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
