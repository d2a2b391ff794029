import type { PublicCommittee } from "../../domain/defesas.ts";
import type { GovAgenda, GovListPage, GovPeopleQuery, GovStudent, GovTeacher } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import { agendaWeek } from "./agenda-week.ts";
import { defencesList } from "./defences-list.ts";
import { GOV_TEXT } from "./gov-text.ts";
import type { SafeHtml } from "./html.ts";
import type { ListContent } from "./list-page.ts";
import { studentsTable, teachersTable } from "./people-tables.ts";

/**
 * What each list page of /gov reads and shows (src/domain/gov.ts, GOV_LIST_PAGES): a programme's
 * teachers or students as a table, the current term's timetable as a week, the calendar of
 * defences as cards, each with the label of
 * its search and how many were found. The reads are passed in (the database's, gov.queries.ts; a
 * test's own), so what a page shows is one function of what it read.
 */
export type GovReaders = {
  teachers: (query: GovPeopleQuery) => Promise<GovTeacher[]>;
  students: (query: GovPeopleQuery) => Promise<GovStudent[]>;
  agenda: (q: string | undefined) => Promise<GovAgenda>;
  /** The calendar of defences over its default days, and those days. */
  defences: (q: string | undefined) => Promise<{ from: string; to: string; items: PublicCommittee[] }>;
};

export async function listContent(
  read: GovReaders,
  locale: Locale,
  page: GovListPage,
  q: string | undefined,
): Promise<ListContent> {
  const caption = GOV_TEXT.titles[page.id][locale];
  const found = (label: Readonly<Record<Locale, string>>, items: readonly unknown[], list: SafeHtml): ListContent => ({
    label: label[locale],
    count: items.length,
    list,
  });
  switch (page.kind) {
    case "docentes": {
      const items = await read.teachers({ programme: page.programme, q });
      return found(GOV_TEXT.search.docentes, items, teachersTable(locale, caption, items));
    }
    case "discentes": {
      const items = await read.students({ programme: page.programme, q });
      return found(GOV_TEXT.search.discentes, items, studentsTable(locale, caption, items));
    }
    case "agenda": {
      const agenda = await read.agenda(q);
      const count = agenda.term ? agenda.items.length : null;
      return { label: GOV_TEXT.search.agenda[locale], count, list: agendaWeek(locale, agenda), gridStyles: true };
    }
    case "defesas": {
      const calendar = await read.defences(q);
      return found(GOV_TEXT.search.defesas, calendar.items, defencesList(locale, calendar));
    }
  }
}
