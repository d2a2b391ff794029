import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, CircleAlert } from "lucide-react";
import { compositionCount } from "../../domain/banca-rules.ts";
import type { CommitteeKind, MemberRole } from "../../domain/bancas.ts";
import { calendarKindWords } from "../../domain/banca-texts.ts";
import type { Degree } from "../../domain/users.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * Rule 13 said while the members are edited, counted by the same `compositionCount` the server
 * judges by: what this kind of session needs, and what is still missing or that it is complete.
 * A polite live region, so a screen reader hears it change as rows are added or removed.
 */
export function CompositionStatus({
  id,
  kind,
  degree,
  members,
  error,
}: {
  id: string;
  kind: CommitteeKind;
  degree: Degree;
  members: readonly { role: MemberRole; external: boolean }[];
  /** The server's composition refusal, when the last attempt was refused. */
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const count = compositionCount(kind, degree, members);
  const session = calendarKindWords(kind, degree)[locale];
  const needed = count.needed;
  const externals = plural(count.externalsNeeded, { one: "ao menos # externo", other: "ao menos # externos" });
  const needs =
    count.externalsNeeded > 0
      ? t`${session}: ${needed} membros entre presidente e titulares, com ${externals}`
      : t`${session}: ${needed} membros entre presidente e titulares`;
  const missing = [
    count.missingMembers > 0
      ? plural(count.missingMembers, { one: "falta # membro", other: "faltam # membros" })
      : null,
    count.missingExternals > 0
      ? plural(count.missingExternals, { one: "falta # externo", other: "faltam # externos" })
      : null,
  ].filter((part): part is string => part !== null);
  const complete = missing.length === 0;
  return (
    <div id={id} className="flex flex-col gap-1">
      <p
        role="status"
        className={`flex items-start gap-2 rounded-md border p-2 text-sm ${complete ? "border-green-300 bg-green-50 text-green-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
      >
        {complete ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          {needs} — {complete ? <Trans>composição completa</Trans> : missing.join(t` e `)}.{" "}
          <Trans>Suplentes não contam.</Trans>
        </span>
      </p>
      {error ? (
        <p role="alert" tabIndex={-1} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
