import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, Pencil } from "lucide-react";
import type { Term } from "../../domain/terms.ts";
import { Button } from "../../ui/button.tsx";
import { TermTimeline } from "../../ui/term-timeline.tsx";

/** One term: its code (and whether it is the current one), its timeline, and what can be done to it. */
export function TermCard({
  term,
  today,
  onEdit,
  onMakeCurrent,
}: {
  term: Term;
  today: string;
  onEdit: () => void;
  onMakeCurrent: () => void;
}) {
  const { t } = useLingui();
  return (
    <article
      aria-labelledby={`termo-${term.code}`}
      className={`rounded-lg border bg-white p-4 shadow-sm ${term.current ? "border-blue-700 ring-1 ring-blue-700" : "border-slate-200"}`}
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-blue-950">
          <span id={`termo-${term.code}`} className="tabular-nums">
            {term.code}
          </span>{" "}
          {term.current ? (
            <span className="rounded-full bg-blue-800 px-2 py-0.5 text-xs font-semibold text-white">
              <Trans>Período atual</Trans>
            </span>
          ) : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={t`Editar datas de ${term.code}`}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Editar datas</Trans>
          </Button>
          {term.current ? null : (
            <Button variant="secondary" onClick={onMakeCurrent}>
              <CalendarCheck aria-hidden="true" className="size-4" />
              <Trans>
                Tornar atual<span className="sr-only"> ({term.code})</span>
              </Trans>
            </Button>
          )}
        </div>
      </header>
      <TermTimeline term={term} today={today} />
    </article>
  );
}
