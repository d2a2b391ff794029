import type { ReactNode } from "react";

/**
 * The main heading of a page. After a client-side navigation the shell moves focus here
 * (`data-page-heading`), so keyboard and screen-reader users start at the new content.
 */
export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 tabIndex={-1} data-page-heading="" className="text-2xl font-semibold text-blue-950 outline-none sm:text-3xl">
        {children}
      </h1>
      {lead ? <p className="mt-2 max-w-prose text-slate-700">{lead}</p> : null}
    </header>
  );
}
