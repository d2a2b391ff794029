import type { Bilingual } from "./academic.ts";
import type { CommitteeKind, MemberRole, Verdict } from "./bancas.ts";
import type { Locale } from "./locale.ts";
import type { Degree } from "./users.ts";

/**
 * The words of a committee's documents (programme-year rules 16–17), pure and exact: the ata's
 * title, roles, presence and verdict, and the participation statement in both languages. The
 * declarations store the statement as issued, so a later change of these words rewrites nothing
 * already printed.
 */

/** The session a committee holds, as the statement names it. */
export function sessionWords(kind: CommitteeKind, degree: Degree): Bilingual {
  if (kind === "qualificacao") return { pt: "exame de qualificação", en: "qualifying exam" };
  return degree === "doutorado"
    ? { pt: "defesa de tese de doutorado", en: "doctoral thesis defence" }
    : { pt: "defesa de dissertação de mestrado", en: "master's dissertation defence" };
}

/** Rule 16: the ata's title. */
export function ataTitle(kind: CommitteeKind, degree: Degree): Bilingual {
  const session = sessionWords(kind, degree);
  return { pt: `Ata de ${session.pt}`, en: `Minutes of the ${session.en}` };
}

/** Rule 16: the verdict as the ata writes it. */
export const VERDICT_WORDS: Record<Verdict, Bilingual> = {
  aprovado: { pt: "Aprovado", en: "Approved" },
  aprovado_com_correcoes: { pt: "Aprovado com correções", en: "Approved with corrections" },
  reprovado: { pt: "Reprovado", en: "Not approved" },
};

/** Rule 16: a member's role in the ata's list. */
export const ROLE_WORDS: Record<MemberRole, Bilingual> = {
  presidente: { pt: "Presidente", en: "Chair" },
  titular: { pt: "Membro titular", en: "Full member" },
  suplente: { pt: "Membro suplente", en: "Alternate member" },
};

/** Rule 16: whether a member was present. */
export function presenceWords(participated: boolean): Bilingual {
  return participated ? { pt: "Presente", en: "Present" } : { pt: "Ausente", en: "Absent" };
}

/** Rule 16: an English part follows the Portuguese when the session or a member's locale is English. */
export function ataNeedsEnglish(language: Locale, memberLocales: readonly Locale[]): boolean {
  return language === "en" || memberLocales.includes("en");
}

/** The public calendar's kind of session (`/gov/defesas`). */
export function calendarKindWords(kind: CommitteeKind, degree: Degree): Bilingual {
  if (kind === "qualificacao") return { pt: "Exame de qualificação", en: "Qualifying exam" };
  return degree === "doutorado"
    ? { pt: "Defesa de doutorado", en: "Doctoral defence" }
    : { pt: "Defesa de mestrado", en: "Master's defence" };
}

const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** `YYYY-MM-DD` as rule 17 writes it: dd/mm/aaaa in Portuguese, "Month d, yyyy" in English. */
export function statementDate(day: string, locale: Locale): string {
  const [year, month, date] = day.split("-");
  if (locale === "pt") return `${date}/${month}/${year}`;
  return `${MONTHS_EN[Number(month) - 1] ?? ""} ${Number(date)}, ${year}`;
}

const STATEMENT_ROLES: Record<MemberRole, Bilingual> = {
  presidente: { pt: "presidente", en: "chair" },
  titular: { pt: "membro titular", en: "full member" },
  suplente: { pt: "membro suplente", en: "alternate member" },
};

export type ParticipationFacts = {
  member: string;
  role: MemberRole;
  kind: CommitteeKind;
  degree: Degree;
  student: string;
  title: string;
  date: string;
};

/** Rule 17's participation statement, word for word, in both languages. */
export function participationStatement(facts: ParticipationFacts): Bilingual {
  const session = sessionWords(facts.kind, facts.degree);
  const role = STATEMENT_ROLES[facts.role];
  return {
    pt: `Declaramos que ${facts.member} participou como ${role.pt} da banca de ${session.pt} de ${facts.student}, intitulada “${facts.title}”, realizada em ${statementDate(facts.date, "pt")}.`,
    en: `We certify that ${facts.member} took part as ${role.en} in the ${session.en} committee of ${facts.student}, entitled “${facts.title}”, held on ${statementDate(facts.date, "en")}.`,
  };
}

/** What an ata states on the verification page: the session, the student, the title, the day and the verdict. */
export function ataStatement(facts: Omit<ParticipationFacts, "member" | "role"> & { verdict: Verdict }): Bilingual {
  const session = sessionWords(facts.kind, facts.degree);
  const verdict = VERDICT_WORDS[facts.verdict];
  return {
    pt: `Ata de ${session.pt} de ${facts.student}, intitulada “${facts.title}”, realizada em ${statementDate(facts.date, "pt")}. Resultado: ${verdict.pt}.`,
    en: `Minutes of the ${session.en} of ${facts.student}, entitled “${facts.title}”, held on ${statementDate(facts.date, "en")}. Result: ${verdict.en}.`,
  };
}
