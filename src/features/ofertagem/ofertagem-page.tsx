import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { DEFAULT_TIME_ZONE, formatDay } from "../../domain/dates.ts";
import type { Offering } from "../../domain/offerings.ts";
import { withinDays, type Term } from "../../domain/terms.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import type { DeclarationParts, TurmaParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { OfferingForm } from "./offering-form.tsx";
import { SETTINGS_PATH, settingsAnswer, termPageAnswer, TERMS_PATH } from "./ofertagem-api.ts";
import { PastOfferings, pastTerms } from "./past-offerings.tsx";
import { TermOfferings } from "./term-offerings.tsx";

/** What this page shows of other features (given by src/app/pages/ofertagem.tsx). */
export type OfertagemParts = Pick<DeclarationParts, "IssueDeclarationButton"> & TurmaParts;

type Editing = { offering: Offering | null; term: Term | null } | null;

/** The current term and the one after it (the terms a Docente offers for, PRODUCT §2). */
function currentAndNext(terms: readonly Term[]): Term[] {
  const current = terms.find((term) => term.current);
  if (!current) return [];
  const next = terms.filter((term) => term.code > current.code).sort((a, b) => a.code.localeCompare(b.code))[0];
  return next ? [current, next] : [current];
}

/**
 * /ofertagem (Docente): its offerings of the current and next term, offering a subject, editing,
 * class lists and grades; the teaching declaration of what it teaches now and taught before.
 */
export function OfertagemPage({ parts }: { parts: OfertagemParts }) {
  const { t } = useLingui();
  const locale = useLocale();
  const me = useSession().user?.idcbpf ?? "";
  const terms = useCachedQuery(`ofertagem:${TERMS_PATH}`, TERMS_PATH, termPageAnswer);
  const settings = useCachedQuery(`ofertagem:${SETTINGS_PATH}`, SETTINGS_PATH, settingsAnswer);
  const [editing, setEditing] = useState<Editing>(null);
  const [revision, setRevision] = useState(0);
  const timeZone = settings.status === "ok" ? settings.data.timeZone : DEFAULT_TIME_ZONE;
  const concepts = settings.status === "ok" ? settings.data.concepts : [];
  const today = dayIn(new Date(), timeZone);
  const shown = terms.status === "ok" ? currentAndNext(terms.data.items) : [];
  const open = shown.filter((term) => withinDays(today, term.offeringStart, term.offeringEnd));
  const locked = (term: Term | null) => term !== null && today >= term.enrolmentStart;

  return (
    <>
      <TitleHeading
        id="ofertagem"
        lead={
          <Trans>
            Suas ofertas do período atual e do seguinte: ofertar uma disciplina dentro da janela de ofertagem, editar
            até a matrícula abrir, ver a turma e lançar conceitos e frequência até o prazo de notas.
          </Trans>
        }
      />
      <CachedQueryStatus query={terms} />
      <div className="mb-6 flex flex-col gap-2">
        <div>
          <Button disabled={open.length === 0} onClick={() => setEditing({ offering: null, term: null })}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Ofertar disciplina</Trans>
          </Button>
        </div>
        {terms.status === "ok" && open.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>Nenhum período está com a ofertagem aberta hoje.</Trans>
          </p>
        ) : null}
      </div>
      {terms.status === "ok" && shown.length === 0 ? (
        <Notice>
          <p>
            <Trans>Não há período atual definido.</Trans>
          </p>
        </Notice>
      ) : null}
      {shown.map((term) => {
        const code = term.code;
        const from = formatDay(term.offeringStart, locale);
        const to = formatDay(term.offeringEnd, locale);
        return (
          <section key={code} aria-labelledby={`periodo-${code}`} className="mb-8">
            <h2 id={`periodo-${code}`} className="text-xl font-semibold text-blue-950">
              {term.current ? <Trans>Período {code} (atual)</Trans> : <Trans>Período {code} (próximo)</Trans>}
            </h2>
            <p className="mb-3 text-sm text-slate-700">
              <Trans>
                Ofertagem de {from} a {to}.
              </Trans>
            </p>
            <TermOfferings
              term={term}
              today={today}
              concepts={concepts}
              revision={revision}
              parts={parts}
              onEdit={(offering, of) => setEditing({ offering, term: of })}
            />
          </section>
        );
      })}
      {terms.status === "ok" ? <PastOfferings terms={pastTerms(terms.data.items)} parts={parts} /> : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.offering ? t`Editar oferta` : t`Ofertar disciplina`}
        wide
      >
        {editing ? (
          <OfferingForm
            offering={editing.offering}
            terms={open.map((term) => term.code)}
            locked={locked(editing.term)}
            me={me}
            onSaved={() => {
              setEditing(null);
              setRevision((value) => value + 1);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
