import type { DeclarationSnapshot } from "../../domain/declaration-statements.ts";
import {
  DEGREE_NAMES,
  formatAttendance,
  formatCr,
  PROGRAMME_NAMES,
  RESULT_NAMES,
  STATUS_NAMES,
  TRANSCRIPT_WORDS as W,
  transferText,
} from "../../domain/document-words.ts";
import type { Locale } from "../../domain/locale.ts";
import { keepTogether, type Doc } from "../pdf/engine.ts";
import { drawTable, type Column } from "../pdf/table.ts";

/**
 * The transcript laid out as an official transcript: the student (name, idcbpf, programme,
 * degree, entry term, status), one table per term (code, subject, credits, concept, attendance,
 * result; a transfer names where it was taken), then the totals. From the snapshot stored at
 * issue: a snapshot from before attendance and transfers were stored prints "—" for them.
 */
type Transcript = Extract<DeclarationSnapshot, { type: "historico" }>;

/** The line under the institution's name: the student's programme. */
export function transcriptHeading(snapshot: Transcript, locale: Locale): string | null {
  return snapshot.programme ? PROGRAMME_NAMES[snapshot.programme][locale] : null;
}

export function drawTranscript(doc: Doc, snapshot: Transcript, locale: Locale): void {
  studentBlock(doc, snapshot, locale);
  doc.moveDown(1);
  if (snapshot.terms.length === 0) {
    doc.font("regular").fontSize(10).text(W.noSubjects[locale]);
    doc.moveDown(1);
  }
  const columns: Column[] = [
    { header: W.code[locale], width: 56 },
    { header: W.subject[locale], width: "*" },
    { header: W.credits[locale], width: "fit", align: "right" },
    { header: W.concept[locale], width: "fit", align: "center" },
    { header: W.attendance[locale], width: "fit", align: "right" },
    { header: W.result[locale], width: 64 },
  ];
  for (const term of snapshot.terms) {
    const heading = `${W.term[locale]} ${term.term}`;
    // The heading stays with its table's header and first row.
    keepTogether(doc, 64);
    termHeading(doc, heading);
    drawTable(doc, {
      columns,
      rows: term.entries.map((entry) => {
        const origin = transferText(entry.transfer, locale);
        return [
          entry.code ?? "—",
          origin ? `${entry.name[locale]}\n${origin}` : entry.name[locale],
          String(entry.credits),
          entry.concept ?? "—",
          formatAttendance(entry.attendance),
          RESULT_NAMES[entry.result][locale],
        ];
      }),
      onNewPage: () => termHeading(doc, `${heading} (${locale === "pt" ? "continuação" : "continued"})`),
    });
    doc.moveDown(0.8);
  }
  keepTogether(doc, 48);
  const left = doc.page.margins.left;
  doc.font("bold").fontSize(11).text(`${W.creditsEarned[locale]}: ${snapshot.creditsEarned}`, left, doc.y);
  doc.text(`${W.cr[locale]}: ${formatCr(snapshot.cr, locale)}`);
  doc.moveDown(1.2);
}

function termHeading(doc: Doc, text: string): void {
  doc.font("bold").fontSize(11).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

/** Name and idcbpf, programme and degree, entry term and status: two columns of "label: value". */
function studentBlock(doc: Doc, snapshot: Transcript, locale: Locale): void {
  const dash = "—";
  const pairs: [string, string][][] = [
    [
      [W.name[locale], snapshot.holder.name],
      [W.idcbpf[locale], snapshot.holder.idcbpf],
    ],
    [
      [W.programme[locale], snapshot.programme ? PROGRAMME_NAMES[snapshot.programme][locale] : dash],
      [W.degree[locale], snapshot.degree ? DEGREE_NAMES[snapshot.degree][locale] : dash],
    ],
    [
      [W.entryTerm[locale], snapshot.entryTerm ?? dash],
      [W.status[locale], STATUS_NAMES[snapshot.status][locale]],
    ],
  ];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = width / 2;
  doc.fontSize(10);
  for (const row of pairs) {
    const top = doc.y;
    let bottom = top;
    row.forEach(([label, value], index) => {
      doc
        .font("bold")
        .text(`${label}: `, left + index * half, top, { width: half - 8, continued: true })
        .font("regular")
        .text(value);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 2;
  }
  doc.x = left;
}
