import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link.tsx";

/**
 * One kind of work waiting on the homes of the office and the Docente ("O que espera por você"):
 * its count first, as a link straight to the page where it is done.
 */
export function TodoLink({ to, count, children }: { to: string; count: number; children: ReactNode }) {
  return (
    <li>
      <AppLink
        to={to}
        data-testid="todo-link"
        className="flex min-h-11 items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <span className="text-2xl font-semibold text-amber-900 tabular-nums">{count}</span>{" "}
        <span className="min-w-0 flex-1 font-medium break-words text-blue-900 underline underline-offset-2">
          {children}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-blue-900" />
      </AppLink>
    </li>
  );
}
