import { classDates, type ClassDate } from "../../domain/class-dates.ts";
import { formatDay } from "../../domain/dates.ts";
import type { Locale } from "../../domain/locale.ts";
import { weekdayName } from "../../domain/weekdays.ts";
import { finishDocument, openDocument, type Doc } from "../pdf/engine.ts";
import { drawTable, type Column } from "../pdf/table.ts";
import type { OfferingLists } from "./listas.queries.ts";

/**
 * The attendance sheet (PRODUCT §8 `GET /api/ofertas/{id}/lista-presenca.pdf`): the students
 * holding a seat (accepted, and pending ones marked so), their idcbpf, and one column to sign per
 * class date of the term (class-dates.ts). A few dates fit a portrait page; more turn the page
 * landscape, and when they do not fit across one page the dates are split into groups, each
 * group on pages of its own with the names repeated. Every page repeats the heading and the
 * table's header, and is numbered.
 */
const WORDS = {
  title: { pt: "Lista de presença", en: "Attendance sheet" },
  term: { pt: "Período letivo", en: "Term" },
  teachers: { pt: "Docentes", en: "Teachers" },
  number: { pt: "Nº", en: "No." },
  name: { pt: "Nome", en: "Name" },
  idcbpf: { pt: "Identificador", en: "ID" },
  pending: { pt: "pendente", en: "pending" },
  date: { pt: "Data", en: "Date" },
  dates: {
    pt: (from: number, to: number, of: number) => `Aulas ${from} a ${to} de ${of}`,
    en: (from: number, to: number, of: number) => `Classes ${from} to ${to} of ${of}`,
  },
  empty: { pt: "Nenhum discente com vaga nesta turma.", en: "No student holds a seat in this class." },
} as const;

const MARGIN = 36;
const FIXED = { number: 24, name: 170, idcbpf: 92 };
/** The narrowest column a signature fits in. */
const DATE_WIDTH = 54;

const A4 = { short: 595.28, long: 841.89 };

/** How many date columns fit across a page of this width. */
const perPage = (pageWidth: number) =>
  Math.max(1, Math.floor((pageWidth - 2 * MARGIN - FIXED.number - FIXED.name - FIXED.idcbpf) / DATE_WIDTH));

/** "Seg\n03/08/26" (and the time when the class meets twice that day). */
function dateHeader(date: ClassDate, twice: boolean, locale: Locale): string {
  const time = twice ? `\n${date.start}` : "";
  return `${weekdayName(date.weekday, locale, "short")}\n${formatDay(date.day, locale)}${time}`;
}

/** `items` in `groups` runs of as even a length as possible. */
function split<T>(items: readonly T[], groups: number): T[][] {
  const size = Math.ceil(items.length / groups);
  return Array.from({ length: groups }, (_, index) => items.slice(index * size, (index + 1) * size));
}

export async function attendanceSheetPdf(
  lists: OfferingLists,
  locale: Locale,
  now: Date = new Date(),
): Promise<Buffer> {
  const { offering, term } = lists;
  const dates = classDates(term.startDate, term.endDate, offering.slots);
  const landscape = dates.length > perPage(A4.short);
  const across = perPage(landscape ? A4.long : A4.short);
  const groups = dates.length === 0 ? [[]] : split(dates, Math.ceil(dates.length / across));
  const perDay = new Map<string, number>();
  for (const date of dates) perDay.set(date.day, (perDay.get(date.day) ?? 0) + 1);
  const subject = `${offering.subject.code} ${offering.subject.name[locale]}`;
  const { doc, done } = await openDocument({
    locale,
    layout: landscape ? "landscape" : "portrait",
    margins: { top: MARGIN, bottom: 48, left: MARGIN, right: MARGIN },
    info: {
      Title: `${WORDS.title[locale]} — ${subject} (${term.code})`,
      Author: lists.institution,
      Subject: WORDS.title[locale],
      CreationDate: now,
    },
  });

  const students = lists.classList.filter((entry) => entry.status !== "em_espera");
  const rows = students.map((entry, index) => {
    const name = entry.status === "pendente" ? `${entry.name} (${WORDS.pending[locale]})` : entry.name;
    return [String(index + 1), name, entry.idcbpf];
  });
  let first = 0;
  groups.forEach((group, index) => {
    if (index > 0) doc.addPage();
    const range = groups.length > 1 ? WORDS.dates[locale](first + 1, first + group.length, dates.length) : null;
    first += group.length;
    const heading = () => pageHeading(doc, lists, subject, range, locale);
    heading();
    const columns: Column[] = [
      { header: WORDS.number[locale], width: FIXED.number, align: "right" },
      { header: WORDS.name[locale], width: FIXED.name },
      { header: WORDS.idcbpf[locale], width: FIXED.idcbpf },
      ...(group.length === 0
        ? [{ header: WORDS.date[locale], width: "*" as const }]
        : group.map((date) => ({
            header: dateHeader(date, (perDay.get(date.day) ?? 0) > 1, locale),
            width: "*" as const,
            align: "center" as const,
          }))),
    ];
    const blanks = columns.length - 3;
    drawTable(doc, {
      columns,
      rows: rows.map((row) => [...row, ...Array.from({ length: blanks }, () => "")]),
      fontSize: 8,
      minRowHeight: 24,
      onNewPage: heading,
    });
    if (rows.length === 0) doc.moveDown(0.5).font("regular").fontSize(10).text(WORDS.empty[locale], MARGIN);
  });
  finishDocument(doc, locale, `${WORDS.title[locale]} · ${offering.subject.code} · ${term.code}`);
  return done;
}

/** The institution, the sheet's title, the offering and its term, its teachers, the dates' range. */
function pageHeading(doc: Doc, lists: OfferingLists, subject: string, range: string | null, locale: Locale): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font("bold").fontSize(12).text(lists.institution, MARGIN, doc.page.margins.top, { width });
  doc.text(`${WORDS.title[locale]} — ${subject}`, { width });
  const teachers = lists.offering.teachers.map((teacher) => teacher.name).join(", ");
  doc
    .font("regular")
    .fontSize(9)
    .text(`${WORDS.term[locale]} ${lists.term.code}${teachers ? ` · ${WORDS.teachers[locale]}: ${teachers}` : ""}`, {
      width,
    });
  if (range) doc.text(range, { width });
  doc.moveDown(0.6);
}
