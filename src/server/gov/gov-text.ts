import type { Degree } from "../../domain/users.ts";
import type { Locale } from "../../domain/locale.ts";
import type { RouteId } from "../../domain/routes.ts";

/**
 * The words of the server-rendered /gov pages in both languages. The app's pages say the same
 * through Lingui; the titles must be the app's own (src/ui/page-titles.ts), which
 * gov-pages.test.ts checks against the English catalogue.
 */
type GovRouteId = Extract<RouteId, `gov${string}`>;

export type GovText = {
  titles: Record<GovRouteId, string>;
  leads: Record<Exclude<GovRouteId, "govInscricaoProfissional">, string>;
  home: string;
  changeLanguage: string;
  skip: string;
  indexNav: string;
  search: { docentes: string; discentes: string; agenda: string };
  searchButton: string;
  clearSearch: string;
  searchTooLong: (max: number) => string;
  found: (count: number, q: string) => string;
  noneFound: string;
  name: string;
  lattes: string;
  lattesOf: (name: string) => string;
  researchArea: string;
  degree: string;
  advisor: string;
  entryTerm: string;
  degrees: Record<Degree, string>;
  term: (code: string) => string;
  noTerm: string;
  week: string;
  weekdays: readonly string[];
  noClasses: string;
  teachers: string;
  room: string;
  taughtIn: { pt: string; en: string };
  subjectCode: string;
  allPages: string;
};

export const GOV_TEXT: Record<Locale, GovText> = {
  pt: {
    titles: {
      gov: "Transparência",
      govDocenteAcademico: "Docente Acadêmico",
      govAgendaDisciplinas: "Agenda de Disciplinas",
      govDiscenteAcademico: "Discente Acadêmico",
      govDocenteProfissional: "Docente Profissional",
      govDiscenteProfissional: "Discente Profissional",
      govInscricaoProfissional: "Inscrição Profissional",
    },
    leads: {
      gov: "Informações públicas dos programas de pós-graduação: docentes, discentes, o horário das disciplinas e a inscrição no mestrado profissional.",
      govDocenteAcademico: "Os docentes do programa acadêmico (mestrado e doutorado).",
      govAgendaDisciplinas: "O horário público das disciplinas do período letivo atual.",
      govDiscenteAcademico: "Os discentes ativos do programa acadêmico.",
      govDocenteProfissional: "Os docentes do mestrado profissional.",
      govDiscenteProfissional: "Os discentes ativos do mestrado profissional.",
    },
    home: "Início do Acadêmico",
    changeLanguage: "Mudar o idioma",
    skip: "Pular para o conteúdo",
    indexNav: "Páginas públicas",
    search: {
      docentes: "Buscar por nome ou área de pesquisa",
      discentes: "Buscar por nome do discente ou do orientador",
      agenda: "Buscar por disciplina ou docente",
    },
    searchButton: "Buscar",
    clearSearch: "Limpar a busca",
    searchTooLong: (max) => `A busca aceita no máximo ${max} caracteres.`,
    found: (count, q) => `${count === 1 ? "1 resultado" : `${count} resultados`}${q ? ` para “${q}”` : ""}.`,
    noneFound: "Nada encontrado.",
    name: "Nome",
    lattes: "Currículo Lattes",
    lattesOf: (name) => `Currículo Lattes de ${name}`,
    researchArea: "Área de pesquisa",
    degree: "Grau",
    advisor: "Orientador(a)",
    entryTerm: "Ingresso",
    degrees: { mestrado: "Mestrado", doutorado: "Doutorado" },
    term: (code) => `Período letivo ${code}`,
    noTerm: "Não há período letivo em curso.",
    week: "Aulas da semana",
    weekdays: ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"],
    noClasses: "Sem aulas",
    teachers: "Docentes",
    room: "Sala",
    taughtIn: { pt: "Aula em português", en: "Aula em inglês" },
    subjectCode: "Código da disciplina",
    allPages: "Todas as páginas públicas",
  },
  en: {
    titles: {
      gov: "Transparency",
      govDocenteAcademico: "Academic Teachers",
      govAgendaDisciplinas: "Subject Schedule",
      govDiscenteAcademico: "Academic Students",
      govDocenteProfissional: "Professional Teachers",
      govDiscenteProfissional: "Professional Students",
      govInscricaoProfissional: "Professional Application",
    },
    leads: {
      gov: "Public information about the graduate programmes: teachers, students, the subject schedule and applications to the professional master's programme.",
      govDocenteAcademico: "The teachers of the academic programme (master's and doctorate).",
      govAgendaDisciplinas: "The public timetable of the current term's subjects.",
      govDiscenteAcademico: "The active students of the academic programme.",
      govDocenteProfissional: "The teachers of the professional master's programme.",
      govDiscenteProfissional: "The active students of the professional master's programme.",
    },
    home: "Acadêmico home",
    changeLanguage: "Change the language",
    skip: "Skip to content",
    indexNav: "Public pages",
    search: {
      docentes: "Search by name or research area",
      discentes: "Search by the student's or the advisor's name",
      agenda: "Search by subject or teacher",
    },
    searchButton: "Search",
    clearSearch: "Clear the search",
    searchTooLong: (max) => `The search takes at most ${max} characters.`,
    found: (count, q) => `${count === 1 ? "1 result" : `${count} results`}${q ? ` for “${q}”` : ""}.`,
    noneFound: "Nothing found.",
    name: "Name",
    lattes: "Lattes CV",
    lattesOf: (name) => `${name}'s Lattes CV`,
    researchArea: "Research area",
    degree: "Degree",
    advisor: "Advisor",
    entryTerm: "Entry term",
    degrees: { mestrado: "Master's", doutorado: "Doctorate" },
    term: (code) => `Term ${code}`,
    noTerm: "There is no term in progress.",
    week: "Classes of the week",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    noClasses: "No classes",
    teachers: "Teachers",
    room: "Room",
    taughtIn: { pt: "Taught in Portuguese", en: "Taught in English" },
    subjectCode: "Subject code",
    allPages: "All public pages",
  },
};
