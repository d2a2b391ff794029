import type { Bilingual, DeclarationType } from "./academic.ts";
import type { Locale } from "./locale.ts";
import { countOf, DEGREE_WORDS, formatCr, PROGRAMME_NAMES, STATUS_IN_SENTENCE } from "./document-words.ts";
import type { Degree, Programme, UserStatus } from "./users.ts";

/**
 * What a declaration states (PRODUCT §7), as full sentences in both languages, built from the
 * facts gathered when it is issued (`DeclarationFacts`, stored as the declaration's `snapshot`).
 * Pure: the same facts always give the same words, so the PDF drawn on each download and the
 * verification page say exactly what was issued, whatever changed since.
 */
type Person = { idcbpf: string; name: string };

type StudentFacts = {
  holder: Person;
  programme: Programme | null;
  degree: Degree | null;
  status: UserStatus;
  entryTerm: string | null;
};

export type SubjectFact = { code: string; name: Bilingual; credits: number };

export type HistoricoEntryFact = Omit<SubjectFact, "code"> & {
  /** Null for a transfer of a subject taken elsewhere. */
  code: string | null;
  concept: string | null;
  result: "aprovado" | "reprovado" | "em_curso";
  /**
   * Whole percentage, null for transfers and attempts without a grade. Stored since transcripts
   * became tables: a snapshot from before lacks it (and `transfer`), and prints "—".
   */
  attendance?: number | null;
  /** Where a transfer (concept T) came from; null for our own attempts. */
  transfer?: { institution: string; originTerm: string | null } | null;
};

export type DeclarationFacts =
  | ({ type: "historico" } & StudentFacts & {
        terms: { term: string; entries: HistoricoEntryFact[] }[];
        creditsEarned: number;
        cr: number | null;
      })
  | ({ type: "matricula" } & StudentFacts & { term: string; subjects: SubjectFact[] })
  | ({ type: "vinculo" } & StudentFacts)
  | {
      type: "docencia";
      holder: Person;
      offering: { id: number; term: string; subject: SubjectFact & { hours: number } };
      /** The offering's term is the current one ("ministra") or a past one ("ministrou"). */
      current: boolean;
      responsible: boolean;
    };

/** Institution and signatory as they were at issue time (printed on the PDF). */
export type DeclarationSnapshot = DeclarationFacts & {
  institution: string;
  signatory: string;
  /** Printed under the signatory; absent from snapshots stored before the setting existed. */
  signatoryTitle?: string;
  /** The issue day in the institution's time zone, `YYYY-MM-DD`. */
  issuedOn: string;
  timeZone: string;
};

export const DECLARATION_TITLES: Record<DeclarationType, Bilingual> = {
  matricula: { pt: "Declaração de matrícula", en: "Enrolment declaration" },
  vinculo: { pt: "Declaração de vínculo", en: "Declaration of affiliation" },
  historico: { pt: "Histórico escolar", en: "Academic transcript" },
  docencia: { pt: "Declaração de docência", en: "Teaching declaration" },
  participacao_banca: { pt: "Declaração de participação em banca", en: "Committee participation statement" },
  ata_banca: { pt: "Ata de banca", en: "Committee minutes" },
};

/** The type as a noun in sentences ("a declaração de matrícula", "the enrolment declaration"). */
export const DECLARATION_TYPE_NOUNS: Record<DeclarationType, Bilingual> = {
  matricula: { pt: "matrícula", en: "enrolment" },
  vinculo: { pt: "vínculo", en: "affiliation" },
  historico: { pt: "histórico", en: "transcript" },
  docencia: { pt: "docência", en: "teaching" },
  participacao_banca: { pt: "participação em banca", en: "committee participation" },
  ata_banca: { pt: "ata de banca", en: "committee minutes" },
};

function course(facts: StudentFacts, locale: Locale): string {
  const degree = facts.degree ? DEGREE_WORDS[facts.degree][locale] : null;
  const programme = facts.programme ? PROGRAMME_NAMES[facts.programme][locale] : null;
  if (locale === "pt")
    return [degree ? `do curso de ${degree}` : null, programme ? `do ${programme}` : null].filter(Boolean).join(" ");
  return [degree ? `in the ${degree} course` : null, programme ? `of the ${programme}` : null]
    .filter(Boolean)
    .join(" ");
}

function whom(holder: Person, locale: Locale): string {
  return locale === "pt" ? `${holder.name} (identificador ${holder.idcbpf})` : `${holder.name} (id ${holder.idcbpf})`;
}

function entry(facts: StudentFacts, locale: Locale): string {
  if (!facts.entryTerm) return "";
  return locale === "pt" ? `, com ingresso em ${facts.entryTerm}` : `, admitted in ${facts.entryTerm}`;
}

const subjectText = (subject: { code: string | null; name: Bilingual; credits: number }, locale: Locale) =>
  `${subject.code ? `${subject.code} ` : ""}${subject.name[locale]} (${countOf(subject.credits, "credit", locale)})`;

/** ", com coeficiente de rendimento (CR) 2,29" — or ", sem coeficiente…" when there is none yet. */
function crClause(cr: number | null, locale: Locale): string {
  if (cr === null)
    return locale === "pt" ? ", sem coeficiente de rendimento (CR) apurado" : ", with no grade point average (CR) yet";
  return locale === "pt"
    ? `, com coeficiente de rendimento (CR) ${formatCr(cr, locale)}`
    : `, with grade point average (CR) ${formatCr(cr, locale)}`;
}

function sentence(facts: DeclarationFacts, locale: Locale): string {
  const pt = locale === "pt";
  switch (facts.type) {
    case "vinculo":
      return pt
        ? `Declaramos que ${whom(facts.holder, locale)} é discente ${course(facts, locale)}${entry(facts, locale)}, e encontra-se ${STATUS_IN_SENTENCE[facts.status].pt}.`
        : `We declare that ${whom(facts.holder, locale)} is a student ${course(facts, locale)}${entry(facts, locale)}, and is ${STATUS_IN_SENTENCE[facts.status].en}.`;
    case "matricula": {
      const list = facts.subjects.map((subject) => subjectText(subject, locale)).join("; ");
      return pt
        ? `Declaramos que ${whom(facts.holder, locale)}, discente ${course(facts, locale)}${entry(facts, locale)}, está regularmente matriculado(a) no período letivo ${facts.term}, nas disciplinas: ${list}.`
        : `We declare that ${whom(facts.holder, locale)}, a student ${course(facts, locale)}${entry(facts, locale)}, is duly enrolled in term ${facts.term}, in the subjects: ${list}.`;
    }
    case "historico": {
      // The subjects are the document's tables (and the verification page's): the sentence states the totals.
      const earned = countOf(facts.creditsEarned, "credit", locale);
      return pt
        ? `Declaramos que ${whom(facts.holder, locale)}, discente ${course(facts, locale)}${entry(facts, locale)}, ${STATUS_IN_SENTENCE[facts.status].pt}, obteve ${earned}${crClause(facts.cr, locale)}, conforme as disciplinas relacionadas neste histórico.`
        : `We declare that ${whom(facts.holder, locale)}, a student ${course(facts, locale)}${entry(facts, locale)}, ${STATUS_IN_SENTENCE[facts.status].en}, has earned ${earned}${crClause(facts.cr, locale)}, as recorded in the subjects listed in this transcript.`;
    }
    case "docencia": {
      const { subject, term } = facts.offering;
      const role = pt
        ? facts.responsible
          ? "como docente responsável"
          : "como docente colaborador(a)"
        : facts.responsible
          ? "as the responsible teacher"
          : "as a co-teacher";
      const subjectPart = `${subject.code} ${subject.name[locale]} (${countOf(subject.credits, "credit", locale)}, ${countOf(subject.hours, "hour", locale)})`;
      if (pt)
        return `Declaramos que ${whom(facts.holder, locale)} ${facts.current ? "ministra" : "ministrou"}, ${role}, a disciplina ${subjectPart} no período letivo ${term}.`;
      return `We declare that ${whom(facts.holder, locale)} ${facts.current ? "teaches" : "taught"}, ${role}, the subject ${subjectPart} in term ${term}.`;
    }
  }
}

/** The declaration's statement in both languages. */
export function declarationStatement(facts: DeclarationFacts): Bilingual {
  return { pt: sentence(facts, "pt"), en: sentence(facts, "en") };
}
