import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { offeringSchema } from "../../domain/offerings.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termSchema } from "../../domain/terms.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Pager } from "../../ui/pager.tsx";
import type { TurmaParts } from "../../ui/parts.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { OfficeOfferingCard } from "./office-offering-card.tsx";
import { useSettings } from "./use-settings.ts";

const PAGE_SIZE = 20;
const offeringPage = pageAnswer(offeringSchema);
const termPage = pageAnswer(termSchema);

/**
 * The office's view of offerings (PRODUCT §2, §7): any term's offerings, searchable and paged,
 * each with its fill, its capacity (changed at any time, never below the seats taken) and its
 * class list, where the office corrects grades at any time (audited).
 */
export function OfertasSection({ parts }: { parts: TurmaParts }) {
  const { t } = useLingui();
  const terms = useCachedQuery("configuracoes:ofertas:terms", "/api/periodos?pageSize=100", termPage);
  const [settings] = useSettings();
  // The term, the search and the page live in the URL beside `secao`: a reload keeps them.
  const [address, setAddress] = useSearchParams();
  const chosen = address.get("term");
  const q = address.get("q") ?? "";
  const page = Math.max(1, Math.trunc(Number(address.get("page"))) || 1);
  const go = (next: { term?: string | null; q?: string; page?: number }) => {
    const to: Record<string, string> = { secao: "ofertas" };
    const term = next.term === undefined ? chosen : next.term;
    const text = next.q ?? q;
    if (term) to.term = term;
    if (text) to.q = text;
    if ((next.page ?? 1) > 1) to.page = String(next.page);
    setAddress(to, { preventScrollReset: true });
  };
  const [revision, setRevision] = useState(0);
  const items = terms.status === "ok" ? terms.data.items : [];
  const term = items.find((item) => item.code === chosen) ?? items.find((item) => item.current) ?? items[0];
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (term) params.set("term", term.code);
  if (q) params.set("q", q);
  const url = `/api/ofertas?${params.toString()}`;
  const offerings = useCachedQuery(`configuracoes:ofertas:${url}`, url, offeringPage, revision);
  const timeZone = settings.status === "ok" ? settings.data.timeZone : "America/Sao_Paulo";
  const concepts = settings.status === "ok" ? settings.data.concepts : [];
  const today = dayIn(new Date(), timeZone);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() });
  }

  if (terms.status !== "ok") return <CachedQueryStatus query={terms} />;
  return (
    <>
      <form role="search" onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <SelectField
          label={<Trans>Período</Trans>}
          value={term?.code ?? ""}
          options={items.map((item) => {
            const code = item.code;
            return [code, item.current ? t`${code} (atual)` : code] as const;
          })}
          onChange={(event) => go({ term: event.target.value })}
        />
        <TextField
          className="min-w-0 flex-1"
          type="search"
          label={<Trans>Disciplina ou docente</Trans>}
          // Back and Forward change the search: the field starts again from it.
          key={q}
          name="q"
          defaultValue={q}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          <Trans>Buscar</Trans>
        </Button>
      </form>
      {offerings.status !== "ok" ? (
        <CachedQueryStatus query={offerings} />
      ) : (
        <>
          <CachedQueryStatus query={offerings} />
          {offerings.data.items.length === 0 ? (
            <Notice>
              <p>
                <Trans>Nenhuma oferta encontrada.</Trans>
              </p>
            </Notice>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {offerings.data.items.map((offering) => (
                <OfficeOfferingCard
                  key={`${offering.id}-${offering.capacity}`}
                  offering={offering}
                  gradeDeadline={term?.gradeDeadline ?? null}
                  today={today}
                  concepts={concepts}
                  onChanged={() => setRevision((value) => value + 1)}
                  parts={parts}
                />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            total={offerings.data.total}
            pageSize={PAGE_SIZE}
            onPage={(target) => go({ page: target })}
          />
        </>
      )}
    </>
  );
}
