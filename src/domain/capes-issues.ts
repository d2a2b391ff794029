import { CAPES_FILES, type CapesFile, type CapesIssue, type IssueCode, type Severity } from "./capes.ts";
import type { Locale } from "./locale.ts";
import { capesMessage } from "./messages-capes.ts";

/**
 * The pack's validation (funding spec §5 "Validation"), pure: each code's severity, an issue with
 * its message in the request's language, the report's order (bloqueante first, then file order,
 * then person name in pt-BR collation; a programme's issue, naming no one, first in its file)
 * and `validacao.csv`'s rows.
 */
export const SEVERITY: Record<IssueCode, Severity> = {
  missing_programme_code: "bloqueante",
  missing_document: "bloqueante",
  missing_nationality: "bloqueante",
  missing_birth_year: "bloqueante",
  name_too_long: "bloqueante",
  missing_entry_date: "bloqueante",
  missing_situation_date: "bloqueante",
  missing_advisor: "bloqueante",
  titled_without_defence: "bloqueante",
  defended_not_titled: "aviso",
  missing_category: "bloqueante",
  missing_titulation_year: "bloqueante",
  missing_work_regime: "aviso",
  missing_defence_data: "aviso",
};

/** CAPES's limit on a person's name. */
export const CAPES_NAME_MAX = 60;

export type IssuePerson = { idcbpf: string; name: string };

export function capesIssue(
  code: IssueCode,
  file: CapesFile,
  field: string,
  person: IssuePerson | null,
  locale: Locale,
  programme?: string,
): CapesIssue {
  const who = person ? `${person.name} (${person.idcbpf})` : undefined;
  return {
    code,
    severity: SEVERITY[code],
    file,
    field,
    person,
    message: capesMessage(code, locale, { field, ...(who ? { who } : {}), ...(programme ? { programme } : {}) }),
  };
}

export const ptCollator = new Intl.Collator("pt-BR", { sensitivity: "variant" });

/** Bloqueante first, then file order, then person name (null first), then idcbpf; stable otherwise. */
export function sortIssues(issues: readonly CapesIssue[]): CapesIssue[] {
  const severity = (issue: CapesIssue) => (issue.severity === "bloqueante" ? 0 : 1);
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort(
      (a, b) =>
        severity(a.issue) - severity(b.issue) ||
        CAPES_FILES.indexOf(a.issue.file) - CAPES_FILES.indexOf(b.issue.file) ||
        (a.issue.person ? 1 : 0) - (b.issue.person ? 1 : 0) ||
        ptCollator.compare(a.issue.person?.name ?? "", b.issue.person?.name ?? "") ||
        (a.issue.person?.idcbpf ?? "").localeCompare(b.issue.person?.idcbpf ?? "") ||
        a.index - b.index,
    )
    .map(({ issue }) => issue);
}

/** `validacao.csv`'s row of an issue. */
export function validationRow(issue: CapesIssue): string[] {
  return [
    issue.severity === "bloqueante" ? "BLOQUEANTE" : "AVISO",
    issue.code,
    issue.file,
    issue.field,
    issue.person?.idcbpf ?? "",
    issue.person?.name ?? "",
    issue.message,
  ];
}

/** The issues a person's documents, nationality, birth date and name raise (discentes and docentes alike). */
export function personIssues(
  facts: { cpf: string | null; passport: string | null; nationality: string | null; birthDate: string | null },
  person: IssuePerson,
  file: "discentes.csv" | "docentes.csv",
  locale: Locale,
): CapesIssue[] {
  const suffix = file === "discentes.csv" ? "DISCENTE" : "DOCENTE";
  const issues: CapesIssue[] = [];
  if ((!facts.cpf && !facts.passport) || (facts.nationality === "BR" && !facts.cpf))
    issues.push(capesIssue("missing_document", file, `NR_DOCUMENTO_${suffix}`, person, locale));
  if (!facts.nationality)
    issues.push(capesIssue("missing_nationality", file, `NM_PAIS_NACIONALIDADE_${suffix}`, person, locale));
  if (!facts.birthDate) issues.push(capesIssue("missing_birth_year", file, `AN_NASCIMENTO_${suffix}`, person, locale));
  if ([...person.name].length > CAPES_NAME_MAX)
    issues.push(capesIssue("name_too_long", file, `NM_${suffix}`, person, locale));
  return issues;
}
