import type { Bilingual } from "./academic.ts";
import type { Locale } from "./locale.ts";
import type { Degree, Programme, UserStatus } from "./users.ts";

/**
 * The words of the documents the institution issues (declarations, the transcript, the
 * attendance sheet) in both languages, shared by the PDFs the server draws and the public
 * verification page, so paper and screen say the same thing. Counts agree with their number
 * ("1 crédito", "2 créditos"); numbers are written as each language writes them (CR "2,29").
 */
export const PROGRAMME_NAMES: Record<Programme, Bilingual> = {
  academico: { pt: "Programa Acadêmico", en: "Academic Programme" },
  profissional: { pt: "Programa Profissional", en: "Professional Programme" },
};

/** The degree inside a sentence ("do curso de mestrado", "in the master's course"). */
export const DEGREE_WORDS: Record<Degree, Bilingual> = {
  mestrado: { pt: "mestrado", en: "master's" },
  doutorado: { pt: "doutorado", en: "doctoral" },
};

/** The degree as a field's value ("Nível: Mestrado"). */
export const DEGREE_NAMES: Record<Degree, Bilingual> = {
  mestrado: { pt: "Mestrado", en: "Master's" },
  doutorado: { pt: "Doutorado", en: "Doctorate" },
};

/** The status inside a sentence ("e encontra-se com matrícula ativa"). */
export const STATUS_IN_SENTENCE: Record<UserStatus, Bilingual> = {
  ativo: { pt: "com matrícula ativa", en: "actively enrolled" },
  trancado: { pt: "com matrícula trancada (afastamento)", en: "on leave (enrolment suspended)" },
  inativo: { pt: "desligado(a), sem vínculo ativo", en: "no longer enrolled" },
  egresso: { pt: "egresso(a), tendo concluído o curso", en: "a graduate, having completed the course" },
};

/** The status as a field's value ("Situação: Matrícula ativa"). */
export const STATUS_NAMES: Record<UserStatus, Bilingual> = {
  ativo: { pt: "Matrícula ativa", en: "Active" },
  trancado: { pt: "Matrícula trancada", en: "On leave" },
  inativo: { pt: "Desligado(a)", en: "No longer enrolled" },
  egresso: { pt: "Egresso(a)", en: "Graduated" },
};

export const RESULT_NAMES: Record<"aprovado" | "reprovado" | "em_curso", Bilingual> = {
  aprovado: { pt: "Aprovado", en: "Passed" },
  reprovado: { pt: "Reprovado", en: "Failed" },
  em_curso: { pt: "Em curso", en: "In progress" },
};

const UNITS = {
  credit: { pt: ["crédito", "créditos"], en: ["credit", "credits"] },
  hour: { pt: ["hora", "horas"], en: ["hour", "hours"] },
} as const;

/** "1 crédito", "0 créditos", "2 credits": the noun agrees with the number. */
export function countOf(value: number, unit: keyof typeof UNITS, locale: Locale): string {
  const [one, other] = UNITS[unit][locale];
  return `${value} ${value === 1 ? one : other}`;
}

/** The CR with two decimals as the language writes it ("2,29" / "2.29"); "—" when there is none. */
export function formatCr(cr: number | null, locale: Locale): string {
  if (cr === null) return "—";
  const text = cr.toFixed(2);
  return locale === "pt" ? text.replace(".", ",") : text;
}

/** Attendance as a whole percentage ("92%"), "—" when there is none (a transfer, no grade yet). */
export function formatAttendance(attendance: number | null | undefined): string {
  return attendance === null || attendance === undefined ? "—" : `${attendance}%`;
}

/** The labels of a transcript as a document and on the verification page. */
export const TRANSCRIPT_WORDS = {
  student: { pt: "Discente", en: "Student" },
  name: { pt: "Nome", en: "Name" },
  idcbpf: { pt: "Identificador", en: "ID" },
  programme: { pt: "Programa", en: "Programme" },
  degree: { pt: "Nível", en: "Degree" },
  entryTerm: { pt: "Ingresso", en: "Entry term" },
  status: { pt: "Situação", en: "Status" },
  term: { pt: "Período letivo", en: "Term" },
  code: { pt: "Código", en: "Code" },
  subject: { pt: "Disciplina", en: "Subject" },
  credits: { pt: "Créditos", en: "Credits" },
  concept: { pt: "Conceito", en: "Grade" },
  attendance: { pt: "Frequência", en: "Attendance" },
  result: { pt: "Resultado", en: "Result" },
  transferFrom: { pt: "Aproveitamento de", en: "Transferred from" },
  creditsEarned: { pt: "Créditos obtidos", en: "Credits earned" },
  cr: { pt: "Coeficiente de rendimento (CR)", en: "Grade point average (CR)" },
  noSubjects: { pt: "Não há disciplinas registradas.", en: "No subjects are on record." },
} as const satisfies Record<string, Bilingual>;

/** "Aproveitamento de Universidade X (2019.2)": where a transferred subject was taken. */
export function transferText(
  transfer: { institution: string; originTerm: string | null } | null | undefined,
  locale: Locale,
): string | null {
  if (!transfer) return null;
  const when = transfer.originTerm ? ` (${transfer.originTerm})` : "";
  return `${TRANSCRIPT_WORDS.transferFrom[locale]} ${transfer.institution}${when}`;
}
