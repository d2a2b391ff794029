import { useLingui } from "@lingui/react/macro";
import type { User } from "../domain/users.ts";
import { DEGREE_LABELS, PROGRAMME_LABELS } from "./labels.ts";

/** A person's programme and degree as they are stored (none for the office). */
type Studies = { programme?: User["programme"]; degree?: User["degree"] };

/**
 * What a person's programme and degree read as ("Acadêmico · Doutorado"), in the UI language,
 * with any further facts after them ("· Ativo"); what a person lacks is left out.
 */
export function useStudies(): (person: Studies, ...more: (string | null | undefined)[]) => string {
  const { i18n } = useLingui();
  return (person, ...more) =>
    [
      person.programme ? i18n._(PROGRAMME_LABELS[person.programme]) : null,
      person.degree ? i18n._(DEGREE_LABELS[person.degree]) : null,
      ...more,
    ]
      .filter(Boolean)
      .join(" · ");
}
