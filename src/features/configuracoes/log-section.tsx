import type { ReactNode } from "react";
import type { z } from "zod";
import type { Page } from "../../domain/paging.ts";
import { Trans } from "@lingui/react/macro";
import { timeZoneName } from "../../domain/dates.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { PagedList } from "../../ui/paged-list.tsx";
import { logPath } from "./answers.ts";
import { LogSearchForm, type SearchField } from "./log-search-form.tsx";
import { useLastPageGuard, useLogSearch } from "./use-log-search.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

/**
 * One of the office's logs (accesses, audit): its search form, the page of entries found, newest
 * first, with their count, and the pager. Filters and page live in the URL (use-log-search.ts);
 * each page is read through the device's copy, so a page once seen opens offline. How an entry
 * looks, the count's words and the search's fields are the log's own.
 */
export function LogSection<T extends { id: number | string }>({
  section,
  base,
  names,
  defaults,
  fields,
  schema,
  answer,
  found,
  spacing,
  entry,
}: {
  section: "acessos" | "auditoria";
  base: "/api/acessos" | "/api/auditoria";
  names: readonly string[];
  /** A filter's value while the URL has none (the access log's last days). */
  defaults?: Record<string, string>;
  fields: readonly SearchField[];
  /** The API's query schema, checked before the URL changes. */
  schema: z.ZodType;
  answer: z.ZodType<Page<T>>;
  /** The count of entries found, said also when there are none. */
  found: (total: number) => ReactNode;
  spacing: "gap-2" | "gap-3";
  entry: (entry: T) => ReactNode;
}) {
  const { filters, page, search, goTo } = useLogSearch(section, names, defaults);
  const path = logPath(base, filters, page);
  const [query] = useReloadableQuery(`configuracoes:${path}`, path, answer);
  useLastPageGuard(query.status === "ok" ? query.data : null, page, goTo);
  return (
    <>
      <LogSearchForm fields={fields} values={filters} schema={schema} onSearch={search} />
      <ZoneNote />
      <PagedList
        query={query}
        page={page}
        onPage={goTo}
        count={found}
        className={`flex flex-col ${spacing}`}
        item={(item) => <li key={item.id}>{entry(item)}</li>}
      />
    </>
  );
}

/**
 * Whose clock the entries' times are on: the institution's zone (PRODUCT §7 "Time"), named once
 * above the list rather than beside each of its dozens of times.
 */
function ZoneNote() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const name = timeZoneName(timeZone, locale);
  return (
    <p className="text-sm text-slate-700" data-testid="log-time-zone">
      <Trans>
        Horários no fuso da instituição: {name} ({timeZone}).
      </Trans>
    </p>
  );
}
