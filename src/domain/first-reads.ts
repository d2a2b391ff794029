import { isOffice, isStudent, isTeacher } from "./policy.ts";
import type { AppPageId } from "./routes.ts";
import type { User } from "./users.ts";

/**
 * The API reads a page's first screen makes, as the page itself makes them: the server makes the
 * same reads for a logged-in navigation and puts their answers into the page's HTML
 * (src/server/pages/first-reads.ts), and the app's requests for these paths take them instead of
 * asking (src/lib/early-requests.ts). A path here must be the very path the page asks for — its
 * feature's path builder gives it; src/app/first-reads.test.ts checks each against it — else the
 * page simply asks for its own (one round trip lost, nothing wrong shown).
 *
 * Some reads need an earlier answer (`/matricula` asks for the current term's offerings once it
 * knows the current term): `then` names them from the first answers.
 */
export const SESSION_PATH = "/api/_auth/session";

export type FirstReads = {
  paths: string[];
  then?: (answers: ReadonlyMap<string, unknown>) => string[];
};

export const WEEK_PATH = "/api/horario";
export const TERMS_PATH = "/api/periodos?pageSize=100";
export const SETTINGS_PATH = "/api/configuracoes";
export const ADVISEES_PATH = "/api/orientacoes?page=1&pageSize=100";
const STUDENT_PARAM = "aluno";

export function offeringsPath(term: string): string {
  return `/api/ofertas?${new URLSearchParams({ term, page: "1", pageSize: "100" }).toString()}`;
}

export function myEnrolmentsPath(term: string): string {
  return `/api/matriculas?${new URLSearchParams({ term, pageSize: "100" }).toString()}`;
}

export function fittingSubjectsPath(student: { programme: string | null; degree: string | null }): string {
  const params = new URLSearchParams({ pageSize: "100" });
  if (student.programme) params.set("programme", student.programme);
  if (student.degree) params.set("level", student.degree);
  return `/api/disciplinas?${params.toString()}`;
}

export function transcriptPath(idcbpf: string): string {
  return `/api/historico/${encodeURIComponent(idcbpf)}`;
}

/** The office's user list as it opens without filters: the first page of 20. */
export const USERS_FIRST_PAGE_PATH = "/api/usuarios?q=&page=1&pageSize=20";

/** The current term's code in `GET /api/periodos`'s answer, if there is one. */
function currentTerm(answer: unknown): string | null {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const current: unknown = items.find((item) => (item as { current?: unknown } | null)?.current === true);
  const code = (current as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : null;
}

/** The reads of page `id`'s first screen for `user`, with the address's query; null for none. */
export function firstReads(id: AppPageId, user: User, search: URLSearchParams): FirstReads | null {
  switch (id) {
    case "home":
      return isStudent(user) ? { paths: [WEEK_PATH] } : null;
    case "matricula":
      if (!isStudent(user)) return null;
      return {
        paths: [TERMS_PATH, SETTINGS_PATH],
        then: (answers) => {
          const term = currentTerm(answers.get(TERMS_PATH));
          if (!term) return [];
          return [offeringsPath(term), myEnrolmentsPath(term), fittingSubjectsPath(user), transcriptPath(user.idcbpf)];
        },
      };
    case "historico": {
      if (isStudent(user)) return { paths: [transcriptPath(user.idcbpf)] };
      // As the page reads the chosen student: trimmed, lower case.
      const chosen = search.get(STUDENT_PARAM)?.trim().toLowerCase() || null;
      const paths = isTeacher(user) ? [ADVISEES_PATH] : [];
      if (chosen && (isTeacher(user) || isOffice(user))) paths.push(transcriptPath(chosen));
      return paths.length ? { paths } : null;
    }
    case "usuarios":
      // Only the list as it opens: a filtered one is read as the page reads its filters.
      return isOffice(user) && search.size === 0 ? { paths: [USERS_FIRST_PAGE_PATH] } : null;
    default:
      return null;
  }
}
