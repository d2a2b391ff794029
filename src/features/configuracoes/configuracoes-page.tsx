import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { dayIn } from "../../domain/zoned-days.ts";
import type { BolsasParts, DeclarationParts, InscricaoParts, TurmaParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { AcessosSection } from "./acessos-section.tsx";
import { AuditoriaSection } from "./auditoria-section.tsx";
import { BancasSection } from "./bancas-section.tsx";
import { CapesSection } from "./capes-section.tsx";
import { ChamadasSection } from "./chamadas-section.tsx";
import { ConceitosSection } from "./conceitos-section.tsx";
import { CorreioSection } from "./correio-section.tsx";
import { DeclaracoesSection } from "./declaracoes-section.tsx";
import { FasesSection } from "./fases-section.tsx";
import { InscricoesSection } from "./inscricoes-section.tsx";
import { InstituicaoSection } from "./instituicao-section.tsx";
import { OfertasSection } from "./ofertas-section.tsx";
import { PeriodosSection } from "./periodos-section.tsx";
import { RequerimentosSection } from "./requerimentos-section.tsx";
import { SECTION_LABELS, SectionNav, sectionOf } from "./section-nav.tsx";
import { useTimeZone } from "./use-settings.ts";

/** What this page shows of other features (given by src/app/pages/configuracoes.tsx). */
export type ConfiguracoesParts = Pick<DeclarationParts, "DeclarationList"> &
  TurmaParts &
  Pick<InscricaoParts, "ApplicationReview"> &
  BolsasParts;

/**
 * The office's settings (PRODUCT §2 `/configuracoes`, Administrador only): terms and their
 * windows, the institution, the concept table, and the access and audit logs — one section at a
 * time, the section in the URL. Every read opens offline with the mark once seen; every save
 * needs the server and says so.
 */
export function ConfiguracoesPage({ parts }: { parts: ConfiguracoesParts }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const section = sectionOf(params.get("secao"));
  const timeZone = useTimeZone();
  return (
    <>
      <TitleHeading
        id="configuracoes"
        lead={
          <Trans>
            Períodos letivos e suas janelas, os dados da instituição, a tabela de conceitos, as fases, os requerimentos
            e as bancas do programa, as ofertas, as chamadas de inscrição e suas inscrições, e os registros de acesso e
            de auditoria.
          </Trans>
        }
      />
      <SectionNav current={section} />
      <section aria-labelledby="secao-titulo">
        <h2 id="secao-titulo" className="mb-4 text-xl font-semibold text-blue-950">
          {i18n._(SECTION_LABELS[section])}
        </h2>
        {section === "periodos" ? <PeriodosSection /> : null}
        {section === "instituicao" ? <InstituicaoSection /> : null}
        {section === "conceitos" ? <ConceitosSection /> : null}
        {section === "fases" ? <FasesSection /> : null}
        {section === "requerimentos" ? <RequerimentosSection /> : null}
        {section === "bancas" ? <BancasSection /> : null}
        {section === "ofertas" ? <OfertasSection parts={parts} /> : null}
        {section === "declaracoes" ? <DeclaracoesSection parts={parts} /> : null}
        {section === "chamadas" ? <ChamadasSection /> : null}
        {section === "inscricoes" ? <InscricoesSection parts={parts} /> : null}
        {section === "capes" ? <CapesSection /> : null}
        {section === "acessos" ? <AcessosSection /> : null}
        {section === "auditoria" ? <AuditoriaSection /> : null}
        {section === "correio" ? <CorreioSection /> : null}
        {section === "bolsas" ? <parts.ScholarshipsSection today={dayIn(new Date(), timeZone)} /> : null}
      </section>
    </>
  );
}
