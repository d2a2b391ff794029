import type { GovStudent, GovTeacher } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, isWebUrl, type SafeHtml } from "./html.ts";

/**
 * The people of a programme as the /gov pages list them: a table with a caption and column
 * headers, each row headed by the person's name, inside a box that scrolls sideways on a narrow
 * phone rather than widening the page (focusable, so a keyboard scrolls it too). Nothing when
 * nobody was found. Teachers: name, Lattes, research area; students: name (and beside it the
 * sponsor of a scholarship held, funding spec P5), degree, advisor, entry term.
 */
/** The scholarship's mark beside a holder's name, the badge of the app's advisee cards. */
const NOTE =
  "ml-1 inline-block rounded-full border border-blue-300 bg-blue-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-blue-900";
const noteOf = (note: string | null | undefined) => (note ? html` <span class="${NOTE}">${note}</span>` : "");
const NONE = html`<span aria-hidden="true">—</span>`;
const cell = (content: unknown, extra = "") =>
  html`<td class="px-3 py-2 text-slate-700${extra}">${content ?? NONE}</td>`;

function peopleTable(
  caption: string,
  testId: string,
  headers: readonly string[],
  rows: readonly { name: string; note?: string | null; cells: readonly SafeHtml[] }[],
): SafeHtml {
  if (rows.length === 0) return html``;
  return html`<div
    role="region"
    tabindex="0"
    aria-label="${caption}"
    class="overflow-x-auto rounded-lg border border-slate-200 bg-white"
  >
    <table class="w-full text-left text-sm" data-testid="${testId}">
      <caption class="sr-only">
        ${caption}
      </caption>
      <thead class="bg-slate-100 text-slate-800">
        <tr>
          ${headers.map((header) => html`<th scope="col" class="px-3 py-2 font-semibold">${header}</th>`)}
        </tr>
      </thead>
      <tbody class="divide-y divide-slate-200">
        ${rows.map(
          (row) =>
            html`<tr>
              <th scope="row" class="px-3 py-2 font-medium text-slate-900">${row.name}${noteOf(row.note)}</th>
              ${row.cells}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** A Lattes address becomes a link only when it is a web address (a stored `javascript:` never does). */
function lattesLink(locale: Locale, teacher: GovTeacher): SafeHtml {
  if (!teacher.lattes || !isWebUrl(teacher.lattes)) return NONE;
  return html`<a
    href="${teacher.lattes}"
    rel="noopener noreferrer"
    target="_blank"
    class="font-medium text-blue-800 underline"
    >${GOV_TEXT.lattes[locale]}<span class="sr-only"> (${teacher.name})</span></a
  >`;
}

export function teachersTable(locale: Locale, caption: string, teachers: readonly GovTeacher[]): SafeHtml {
  return peopleTable(
    caption,
    "gov-teachers",
    [GOV_TEXT.name[locale], GOV_TEXT.lattes[locale], GOV_TEXT.researchArea[locale]],
    teachers.map((teacher) => ({
      name: teacher.name,
      cells: [html`<td class="px-3 py-2">${lattesLink(locale, teacher)}</td>`, cell(teacher.researchArea)],
    })),
  );
}

export function studentsTable(locale: Locale, caption: string, students: readonly GovStudent[]): SafeHtml {
  return peopleTable(
    caption,
    "gov-students",
    [GOV_TEXT.name[locale], GOV_TEXT.degree[locale], GOV_TEXT.advisor[locale], GOV_TEXT.entryTerm[locale]],
    students.map((student) => ({
      name: student.name,
      note: student.scholarship ? GOV_TEXT.scholarshipHolder[locale](student.scholarship) : null,
      cells: [
        cell(student.degree ? GOV_TEXT.degrees[student.degree][locale] : null),
        cell(student.advisor),
        cell(student.entryTerm, " tabular-nums"),
      ],
    })),
  );
}
