import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { enrolmentPage, ownEnrolmentsPath, type EnrolmentItem } from "./home-api.ts";
import { HomeCard, QueryBody } from "./home-card.tsx";
import { Skeleton } from "./skeleton.tsx";

/** What the week said of the term: not known yet, unknown (the week failed), none, or its code. */
export type TermOfWeek = { status: "loading" } | { status: "error" } | { status: "ok"; code: string | null };

/** The statuses in the order a student cares about them: what holds a seat, then what waits, then the rest. */
const ORDER: readonly EnrolmentStatus[] = ["deferida", "pendente", "em_espera", "indeferida", "trancada"];
const TONE: Record<EnrolmentStatus, string> = {
  deferida: "border-green-300 bg-green-50 text-green-900",
  pendente: "border-amber-300 bg-amber-50 text-amber-950",
  em_espera: "border-blue-300 bg-blue-50 text-blue-900",
  indeferida: "border-red-300 bg-red-50 text-red-900",
  trancada: "border-slate-300 bg-slate-50 text-slate-800",
};

function StatusCount({ status, count }: { status: EnrolmentStatus; count: number }): ReactNode {
  switch (status) {
    case "deferida":
      return <Plural value={count} one="# deferida" other="# deferidas" />;
    case "pendente":
      return <Plural value={count} one="# pendente de aprovação" other="# pendentes de aprovação" />;
    case "em_espera":
      return <Plural value={count} one="# em lista de espera" other="# em lista de espera" />;
    case "indeferida":
      return <Plural value={count} one="# indeferida" other="# indeferidas" />;
    case "trancada":
      return <Plural value={count} one="# trancada" other="# trancadas" />;
  }
}

function Counts({ items }: { items: EnrolmentItem[] }) {
  if (items.length === 0)
    return (
      <p className="text-slate-700">
        <Trans>Você não tem pedidos de matrícula neste período.</Trans>
      </p>
    );
  const counts = new Map<EnrolmentStatus, number>();
  for (const item of items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  const waiting = items.filter((item) => item.status === "em_espera" && item.position && item.offering);
  return (
    <>
      <ul className="flex flex-wrap gap-2" data-testid="enrolment-status">
        {ORDER.filter((status) => counts.has(status)).map((status) => (
          <li key={status} className={`rounded-full border px-3 py-1 text-sm font-medium ${TONE[status]}`}>
            <StatusCount status={status} count={counts.get(status) ?? 0} />
          </li>
        ))}
      </ul>
      {waiting.length > 0 ? (
        <ul className="mt-2 text-sm text-slate-700">
          {waiting.map((item) => {
            const code = item.offering?.subject.code ?? "";
            const position = item.position ?? 0;
            return (
              <li key={item.codigo}>
                <Trans>
                  {code}: posição {position} na lista de espera
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

function TermEnrolments({ term }: { term: string }) {
  const path = ownEnrolmentsPath(term);
  const query = useCachedQuery(`home:${path}`, path, enrolmentPage);
  return <QueryBody query={query}>{(page) => <Counts items={page.items} />}</QueryBody>;
}

function Body({ term }: { term: TermOfWeek }) {
  if (term.status === "loading") return <Skeleton />;
  if (term.status === "error")
    return (
      <p className="text-slate-700">
        <Trans>Sem o período letivo, não há como mostrar a situação da matrícula.</Trans>
      </p>
    );
  if (term.code === null)
    return (
      <p className="text-slate-700">
        <Trans>Sem período letivo em andamento, não há matrícula a mostrar.</Trans>
      </p>
    );
  const code = term.code;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">
        <Trans>Seus pedidos em {code}</Trans>
      </p>
      <TermEnrolments term={code} />
    </>
  );
}

/** The Discente's enrolment requests of the current term, counted per status, with the way to /matricula. */
export function EnrolmentStatusCard({ term }: { term: TermOfWeek }) {
  return (
    <HomeCard id="home-enrolment-status" title={<Trans>Sua matrícula</Trans>}>
      <Body term={term} />
      <p className="mt-3">
        <AppLink to="/matricula" className="text-sm font-medium text-blue-800 underline underline-offset-2">
          <Trans>Ver e alterar a matrícula</Trans>
        </AppLink>
      </p>
    </HomeCard>
  );
}
