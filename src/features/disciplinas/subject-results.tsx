import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { lastPage } from "../../domain/paging.ts";
import { MAX_CODES_QUERY, type Subject } from "../../domain/subjects.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Pager } from "../../ui/pager.tsx";
import {
  subjectListPath,
  subjectPageAnswer,
  subjectsByCodePath,
  type SubjectFilters,
  type SubjectNames,
} from "./subject-answers.ts";
import { SubjectCard, type CardActions } from "./subject-card.tsx";

/**
 * One page of the catalogue as the filters ask, read through the device's cache (a page once
 * seen opens offline, with the mark), then the names of the prerequisites it mentions (one more
 * call, cached the same way). A page past the end goes to the last page, replacing the URL.
 */
export function SubjectResults({
  filters,
  revision,
  actions,
  onPage,
}: {
  filters: SubjectFilters;
  /** Bumped after a write, to read the page again. */
  revision: number;
  actions: CardActions | null;
  onPage: (page: number, replace?: boolean) => void;
}) {
  const path = subjectListPath(filters);
  const query = useCachedQuery(`disciplinas:${path}`, path, subjectPageAnswer, revision);
  const data = query.status === "ok" ? query.data : null;
  const last = data ? lastPage(data.total, data.pageSize) : 1;
  const pastEnd = data !== null && filters.page > last;
  const total = data?.total ?? 0;
  useEffect(() => {
    if (pastEnd) onPage(last, true);
  }, [pastEnd, last, onPage]);

  return (
    <>
      <CachedQueryStatus query={query} />
      {data && !pastEnd ? (
        <>
          <p aria-live="polite" className="mb-3 text-sm font-medium text-slate-700">
            {total === 0 ? (
              <Trans>Nenhuma disciplina encontrada.</Trans>
            ) : (
              <Plural value={total} one="# disciplina encontrada." other="# disciplinas encontradas." />
            )}
          </p>
          <Cards items={data.items} revision={revision} actions={actions} />
          <Pager page={filters.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
        </>
      ) : null}
    </>
  );
}

const NO_NAMES: SubjectNames = new Map();

function Cards({ items, revision, actions }: { items: Subject[]; revision: number; actions: CardActions | null }) {
  const codes = [...new Set(items.flatMap((subject) => subject.prerequisites))].slice(0, MAX_CODES_QUERY);
  if (codes.length === 0) return <CardList items={items} names={NO_NAMES} actions={actions} />;
  return <NamedCards codes={codes} items={items} revision={revision} actions={actions} />;
}

function NamedCards({
  codes,
  items,
  revision,
  actions,
}: {
  codes: string[];
  items: Subject[];
  revision: number;
  actions: CardActions | null;
}) {
  const path = subjectsByCodePath(codes);
  const query = useCachedQuery(`disciplinas:${path}`, path, subjectPageAnswer, revision);
  const found = query.status === "ok" ? query.data.items : null;
  const names = useMemo<SubjectNames>(
    () => new Map((found ?? []).map((subject) => [subject.code, subject.name])),
    [found],
  );
  return <CardList items={items} names={names} actions={actions} />;
}

function CardList({ items, names, actions }: { items: Subject[]; names: SubjectNames; actions: CardActions | null }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((subject) => (
        <SubjectCard key={subject.code} subject={subject} names={names} actions={actions} />
      ))}
    </ul>
  );
}
