import type { GovTeacher } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import type { RouteId } from "../../domain/routes.ts";
import {
  govDocument,
  peopleTable,
  resultLine,
  searchForm,
  type PageContext,
  type SearchState,
} from "./gov-document.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, isWebUrl, type SafeHtml } from "./html.ts";

/**
 * `/gov/docente-academico`, `/gov/docente-profissional`: the programme's active teachers as a
 * table (name, Lattes, research area) with a caption and column headers; it scrolls inside its
 * box on a narrow phone rather than widening the page.
 */
export function teachersTable(locale: Locale, id: RouteId, teachers: readonly GovTeacher[]): SafeHtml {
  const text = GOV_TEXT[locale];
  const none = html`<span aria-hidden="true">—</span>`;
  return peopleTable(
    text.titles[id as keyof typeof text.titles],
    "gov-teachers",
    [text.name, text.lattes, text.researchArea],
    teachers.map((teacher) => ({
      name: teacher.name,
      cells: [
        html`<td class="px-3 py-2">
          ${
            teacher.lattes && isWebUrl(teacher.lattes)
              ? html`<a
                  href="${teacher.lattes}"
                  rel="noopener noreferrer"
                  target="_blank"
                  class="font-medium text-blue-800 underline"
                  >${text.lattes}<span class="sr-only"> (${teacher.name})</span></a
                >`
              : none
          }
        </td>`,
        html`<td class="px-3 py-2 text-slate-700">${teacher.researchArea ?? none}</td>`,
      ],
    })),
  );
}

export function docentesPage(ctx: PageContext, id: RouteId, items: readonly GovTeacher[], search: SearchState): string {
  const text = GOV_TEXT[ctx.locale];
  const body = html`${searchForm(ctx.locale, text.search.docentes, search.q, search.tooLong)}
  ${resultLine(ctx.locale, items.length, search.tooLong ? "" : search.q)} ${teachersTable(ctx.locale, id, items)}`;
  return govDocument(ctx, { id, query: search.query, body });
}
