import type { Language } from "../../domain/academic.ts";
import type { Locale } from "../../domain/locale.ts";
import type { ServerPageId } from "../../domain/routes.ts";
import type { Degree } from "../../domain/users.ts";
import { WEEKDAYS } from "../../domain/weekdays.ts";

/**
 * The words of the pages the server renders (/gov): their one translation table, since the app
 * has no copy of these pages. Each message holds both languages side by side (`{ pt, en }`), so a
 * message is never added in one and forgotten in the other; a page takes `[locale]`. The one
 * title shared with the app is the application form's, a page of the app that the index links to
 * (src/ui/page-titles.ts); gov-pages.test.ts checks that both say the same.
 */
type Both<T = string> = Readonly<Record<Locale, T>>;

export type GovText = {
  titles: Record<ServerPageId | "govInscricaoProfissional", Both>;
  leads: Record<ServerPageId, Both>;
  home: Both;
  changeLanguage: Both;
  /** The accessibility bar (gov-bar.ts), in the app's words (src/app/accessibility-bar.tsx). */
  bar: {
    label: Both;
    content: Both;
    menu: Both;
    search: Both;
    footer: Both;
    contrast: Both;
    page: Both;
  };
  nav: Both;
  indexNav: Both;
  search: { docentes: Both; discentes: Both; agenda: Both; defesas: Both };
  searchButton: Both;
  clearSearch: Both;
  searchTooLong: Both<(max: number) => string>;
  found: Both<(count: number, q: string) => string>;
  noneFound: Both;
  name: Both;
  lattes: Both;
  researchArea: Both;
  degree: Both;
  advisor: Both;
  entryTerm: Both;
  /** Beside a scholarship holder's name: its sponsor only (funding spec P5). */
  scholarshipHolder: Both<(sponsor: string) => string>;
  degrees: Record<Degree, Both>;
  term: Both<(code: string) => string>;
  noTerm: Both;
  week: Both;
  /** Sunday first, as the offerings' weekdays. */
  weekdays: Both<readonly string[]>;
  noClasses: Both;
  teachers: Both;
  /** By the language a class is taught in. */
  taughtIn: Record<Language, Both>;
  subjectCode: Both;
  allPages: Both;
  /** Before the time of the page, on a copy shown from the device (src/domain/saved-copy.ts). */
  savedCopy: Both;
  /** The calendar of defences (defences-list.ts); kinds and roles are banca-texts.ts's. */
  defences: {
    student: Both;
    title: Both;
    committee: Both;
    place: Both;
    remote: Both;
    remoteLink: Both;
    held: Both;
    scheduled: Both;
    window: Both<(from: string, to: string) => string>;
  };
};

export const GOV_TEXT: GovText = {
  titles: {
    gov: { pt: "Transparência", en: "Transparency" },
    govDocenteAcademico: { pt: "Docente Acadêmico", en: "Academic Teachers" },
    govAgendaDisciplinas: { pt: "Agenda de Disciplinas", en: "Subject Schedule" },
    govDiscenteAcademico: { pt: "Discente Acadêmico", en: "Academic Students" },
    govDocenteProfissional: { pt: "Docente Profissional", en: "Professional Teachers" },
    // PRODUCT §2's correction: the seed's page showed "Docente Academico" here.
    govDiscenteProfissional: { pt: "Discente Profissional", en: "Professional Students" },
    govDefesas: { pt: "Defesas e qualificações", en: "Defences and qualifying exams" },
    govInscricaoProfissional: { pt: "Inscrição Profissional", en: "Professional Application" },
  },
  leads: {
    gov: {
      pt: "Informações públicas dos programas de pós-graduação: docentes, discentes, o horário das disciplinas e a inscrição no mestrado profissional.",
      en: "Public information about the graduate programmes: teachers, students, the subject schedule and applications to the professional master's programme.",
    },
    govDocenteAcademico: {
      pt: "Os docentes do programa acadêmico (mestrado e doutorado).",
      en: "The teachers of the academic programme (master's and doctorate).",
    },
    govAgendaDisciplinas: {
      pt: "O horário público das disciplinas do período letivo atual.",
      en: "The public timetable of the current term's subjects.",
    },
    govDiscenteAcademico: {
      pt: "Os discentes ativos do programa acadêmico.",
      en: "The active students of the academic programme.",
    },
    govDocenteProfissional: {
      pt: "Os docentes do mestrado profissional.",
      en: "The teachers of the professional master's programme.",
    },
    govDiscenteProfissional: {
      pt: "Os discentes ativos do mestrado profissional.",
      en: "The active students of the professional master's programme.",
    },
    govDefesas: {
      pt: "As bancas de defesa e de exame de qualificação, agendadas e realizadas, com data, local e membros.",
      en: "The defence and qualifying exam committees, scheduled and held, with date, place and members.",
    },
  },
  home: { pt: "Início do Acadêmico", en: "Acadêmico home" },
  changeLanguage: { pt: "Mudar o idioma", en: "Change the language" },
  bar: {
    label: { pt: "Barra de acessibilidade", en: "Accessibility bar" },
    content: { pt: "Ir para o conteúdo", en: "Skip to content" },
    menu: { pt: "Ir para o menu", en: "Skip to menu" },
    search: { pt: "Ir para a busca", en: "Skip to search" },
    footer: { pt: "Ir para o rodapé", en: "Skip to footer" },
    contrast: { pt: "Alto contraste", en: "High contrast" },
    page: { pt: "Acessibilidade", en: "Accessibility" },
  },
  nav: { pt: "Navegação principal", en: "Main navigation" },
  indexNav: { pt: "Páginas públicas", en: "Public pages" },
  search: {
    docentes: { pt: "Buscar por nome ou área de pesquisa", en: "Search by name or research area" },
    discentes: {
      pt: "Buscar por nome do discente ou do orientador",
      en: "Search by the student's or the advisor's name",
    },
    agenda: { pt: "Buscar por disciplina ou docente", en: "Search by subject or teacher" },
    defesas: {
      pt: "Buscar por discente, título ou membro da banca",
      en: "Search by student, title or committee member",
    },
  },
  searchButton: { pt: "Buscar", en: "Search" },
  clearSearch: { pt: "Limpar a busca", en: "Clear the search" },
  searchTooLong: {
    pt: (max) => `A busca aceita no máximo ${max} caracteres.`,
    en: (max) => `The search takes at most ${max} characters.`,
  },
  found: {
    pt: (count, q) => `${count === 1 ? "1 resultado" : `${count} resultados`}${q ? ` para “${q}”` : ""}.`,
    en: (count, q) => `${count === 1 ? "1 result" : `${count} results`}${q ? ` for “${q}”` : ""}.`,
  },
  noneFound: { pt: "Nada encontrado.", en: "Nothing found." },
  name: { pt: "Nome", en: "Name" },
  lattes: { pt: "Currículo Lattes", en: "Lattes CV" },
  researchArea: { pt: "Área de pesquisa", en: "Research area" },
  degree: { pt: "Grau", en: "Degree" },
  advisor: { pt: "Orientador(a)", en: "Advisor" },
  entryTerm: { pt: "Ingresso", en: "Entry term" },
  scholarshipHolder: { pt: (sponsor) => `bolsista ${sponsor}`, en: (sponsor) => `${sponsor} scholarship holder` },
  degrees: {
    mestrado: { pt: "Mestrado", en: "Master's" },
    doutorado: { pt: "Doutorado", en: "Doctorate" },
  },
  term: { pt: (code) => `Período letivo ${code}`, en: (code) => `Term ${code}` },
  noTerm: { pt: "Não há período letivo em curso.", en: "There is no term in progress." },
  week: { pt: "Aulas da semana", en: "Classes of the week" },
  weekdays: WEEKDAYS,
  noClasses: { pt: "Sem aulas", en: "No classes" },
  teachers: { pt: "Docentes", en: "Teachers" },
  taughtIn: {
    pt: { pt: "Aula em português", en: "Taught in Portuguese" },
    en: { pt: "Aula em inglês", en: "Taught in English" },
  },
  subjectCode: { pt: "Código da disciplina", en: "Subject code" },
  allPages: { pt: "Todas as páginas públicas", en: "All public pages" },
  savedCopy: { pt: "Offline — atualizado em", en: "Offline — updated" },
  defences: {
    student: { pt: "Discente", en: "Student" },
    title: { pt: "Título", en: "Title" },
    committee: { pt: "Banca", en: "Committee" },
    place: { pt: "Local", en: "Place" },
    remote: { pt: "Remota", en: "Remote" },
    remoteLink: { pt: "Link da sessão", en: "Session link" },
    held: { pt: "Realizada", en: "Held" },
    scheduled: { pt: "Agendada", en: "Scheduled" },
    window: {
      pt: (from, to) => `Bancas de ${from} a ${to}.`,
      en: (from, to) => `Committees from ${from} to ${to}.`,
    },
  },
};
