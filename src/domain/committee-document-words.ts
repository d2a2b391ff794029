import type { Locale } from "./locale.ts";

/**
 * The labels of a committee's documents (the ata's facts and members' table, programme-year rule
 * 16) in both languages, shared by the PDF the server draws (src/server/declaracoes/committee-pdf.ts)
 * and the public verification page, so paper and screen say the same. The sentences, roles,
 * presence and verdicts are src/domain/banca-texts.ts's.
 */
type WordKey =
  | "session"
  | "member"
  | "student"
  | "programme"
  | "title"
  | "date"
  | "time"
  | "place"
  | "link"
  | "members"
  | "name"
  | "role"
  | "institution"
  | "presence"
  | "verdict"
  | "corrections"
  | "notes";

export const COMMITTEE_DOCUMENT_WORDS: Record<Locale, Record<WordKey, string>> = {
  pt: {
    session: "Sessão",
    member: "Membro",
    student: "Discente",
    programme: "Programa",
    title: "Título",
    date: "Data",
    time: "Horário",
    place: "Local",
    link: "Sessão remota",
    members: "Membros da banca",
    name: "Nome",
    role: "Função",
    institution: "Instituição",
    presence: "Presença",
    verdict: "Resultado",
    corrections: "Prazo para as correções",
    notes: "Observações",
  },
  en: {
    session: "Session",
    member: "Member",
    student: "Student",
    programme: "Programme",
    title: "Title",
    date: "Date",
    time: "Time",
    place: "Place",
    link: "Remote session",
    members: "Committee members",
    name: "Name",
    role: "Role",
    institution: "Institution",
    presence: "Attendance",
    verdict: "Result",
    corrections: "Deadline for corrections",
    notes: "Notes",
  },
};
