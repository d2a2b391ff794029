import type { GovStudent } from "../../domain/gov.ts";
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
import { html, type SafeHtml } from "./html.ts";

/**
 * `/gov/discente-academico`, `/gov/discente-profissional`: the programme's active students as a
 * table (name, degree, advisor, entry term) with a caption and column headers.
 */
export function studentsTable(locale: Locale, id: RouteId, students: readonly GovStudent[]): SafeHtml {
  const text = GOV_TEXT[locale];
  const none = html`<span aria-hidden="true">—</span>`;
  return peopleTable(
    text.titles[id as keyof typeof text.titles],
    "gov-students",
    [text.name, text.degree, text.advisor, text.entryTerm],
    students.map((student) => ({
      name: student.name,
      cells: [
        html`<td class="px-3 py-2 text-slate-700">${student.degree ? text.degrees[student.degree] : none}</td>`,
        html`<td class="px-3 py-2 text-slate-700">${student.advisor ?? none}</td>`,
        html`<td class="px-3 py-2 tabular-nums text-slate-700">${student.entryTerm ?? none}</td>`,
      ],
    })),
  );
}

export function discentesPage(
  ctx: PageContext,
  id: RouteId,
  items: readonly GovStudent[],
  search: SearchState,
): string {
  const text = GOV_TEXT[ctx.locale];
  const body = html`${searchForm(ctx.locale, text.search.discentes, search.q, search.tooLong)}
  ${resultLine(ctx.locale, items.length, search.tooLong ? "" : search.q)} ${studentsTable(ctx.locale, id, items)}`;
  return govDocument(ctx, { id, query: search.query, body });
}
