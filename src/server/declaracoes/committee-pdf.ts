import type { Bilingual } from "../../domain/academic.ts";
import {
  ataNeedsEnglish,
  ataTitle,
  presenceWords,
  ROLE_WORDS,
  statementDate,
  VERDICT_WORDS,
} from "../../domain/banca-texts.ts";
import { formatCode } from "../../domain/codes.ts";
import type { CommitteeSnapshot } from "../../domain/committee-documents.ts";
import { formatLongDateTime, formatLongDay } from "../../domain/dates.ts";
import { DECLARATION_TITLES } from "../../domain/declaration-statements.ts";
import { COMMITTEE_DOCUMENT_WORDS } from "../../domain/committee-document-words.ts";
import { PROGRAMME_NAMES } from "../../domain/document-words.ts";
import type { Locale } from "../../domain/locale.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { finishDocument, keepTogether, openDocument, qrPng, type Doc } from "../pdf/engine.ts";
import { drawTable } from "../pdf/table.ts";
import type { CommitteeDocument, CommitteePrinting } from "./committee-documents.ts";
import { MARGINS, QR_SIZE, revokedNotice, signature, TEXT, type PdfDeclaration } from "./pdf.ts";

/**
 * A committee's documents as PDFs (programme-year rules 16–17), drawn from the snapshot the verdict
 * stored, laid out as the other declarations (pdf.ts): the institution, the title, the content, the
 * day of issue, the signatory and their title, then once at the end the code, the verification URL
 * and its QR code; every page numbered. Each is Portuguese first; the English part follows on its
 * own page — for an ata when the session or a member is English (`ataNeedsEnglish`), for a
 * participation statement when its member's locale is English — and the closing block then speaks
 * both languages. The ata lists every member (name, role, institution, present or absent) as a table.
 */
export type CommitteePdf = Pick<
  PdfDeclaration,
  "codigo" | "statement" | "issuedAt" | "status" | "revokedAt" | "reason" | "url"
> & {
  document: CommitteeDocument;
  printing: CommitteePrinting;
};

const WORDS = COMMITTEE_DOCUMENT_WORDS;

const contentWidth = (doc: Doc) => doc.page.width - MARGINS.left - MARGINS.right;

export async function committeePdf(pdf: CommitteePdf): Promise<Buffer> {
  const { document } = pdf;
  const { snapshot } = document;
  const english =
    document.type === "ata_banca"
      ? ataNeedsEnglish(
          snapshot.committee.language,
          snapshot.members.map((member) => member.locale),
        )
      : document.snapshot.member.locale === "en";
  const locales: Locale[] = english ? ["pt", "en"] : ["pt"];
  const title: Bilingual =
    document.type === "ata_banca"
      ? ataTitle(snapshot.committee.kind, snapshot.committee.degree)
      : DECLARATION_TITLES.participacao_banca;
  const printed = formatCode(pdf.codigo);
  const qr = await qrPng(pdf.url);
  const { doc, done } = await openDocument({
    locale: "pt",
    margins: MARGINS,
    info: {
      Title: `${title.pt} ${printed}`,
      Author: snapshot.institution,
      Subject: title.pt,
      CreationDate: pdf.issuedAt,
    },
  });

  locales.forEach((locale, index) => {
    if (index > 0) doc.addPage();
    heading(doc, snapshot, title[locale], locale);
    revokedNotice(doc, { ...pdf, timeZone: pdf.printing.timeZone }, locale);
    if (document.type === "ata_banca") ataBody(doc, snapshot, locale);
    else statementBody(doc, pdf.statement[locale]);
    closing(doc, pdf, snapshot, locale);
  });
  verification(doc, pdf, printed, qr, locales);
  finishDocument(doc, "pt", `${title.pt} · ${TEXT.pt.document} ${printed}`);
  return done;
}

function heading(doc: Doc, snapshot: CommitteeSnapshot, title: string, locale: Locale): void {
  doc.font("bold").fontSize(15).text(snapshot.institution, MARGINS.left, doc.y, { align: "center" });
  const programme = PROGRAMME_NAMES[snapshot.student.programme as keyof typeof PROGRAMME_NAMES];
  if (programme) doc.font("regular").fontSize(11).text(programme[locale], { align: "center" });
  doc.moveDown(1.2);
  doc.font("bold").fontSize(14).text(title.toUpperCase(), { align: "center" });
  doc.moveDown(1.2);
}

/** "Label: value" lines, the label in bold. */
function facts(doc: Doc, pairs: readonly (readonly [string, string])[]): void {
  const width = contentWidth(doc);
  doc.fontSize(10.5);
  for (const [label, value] of pairs) {
    doc.font("bold").text(`${label}: `, MARGINS.left, doc.y, { width, continued: true }).font("regular").text(value);
    doc.moveDown(0.2);
  }
}

function ataBody(doc: Doc, snapshot: CommitteeSnapshot, locale: Locale): void {
  const words = WORDS[locale];
  const { committee, student } = snapshot;
  const programme = PROGRAMME_NAMES[student.programme as keyof typeof PROGRAMME_NAMES];
  facts(doc, [
    [words.student, student.name],
    ...(programme ? [[words.programme, programme[locale]] as const] : []),
    [words.title, committee.title],
    [words.date, statementDate(committee.date, locale)],
    [words.time, committee.time],
    ...(committee.place ? [[words.place, committee.place] as const] : []),
    ...(committee.remoteLink ? [[words.link, committee.remoteLink] as const] : []),
  ]);
  doc.moveDown(0.8);
  keepTogether(doc, 64);
  doc.font("bold").fontSize(11).text(words.members, MARGINS.left, doc.y);
  doc.moveDown(0.3);
  drawTable(doc, {
    columns: [
      { header: words.name, width: "*" },
      { header: words.role, width: 96 },
      { header: words.institution, width: "*" },
      { header: words.presence, width: "fit" },
    ],
    rows: snapshot.members.map((member) => [
      member.name,
      ROLE_WORDS[member.role][locale],
      member.institution,
      presenceWords(member.participated)[locale],
    ]),
    fontSize: 9.5,
  });
  doc.moveDown(0.8);
  facts(doc, [
    [words.verdict, VERDICT_WORDS[committee.verdict][locale]],
    ...(committee.correctionsDeadline
      ? [[words.corrections, statementDate(committee.correctionsDeadline, locale)] as const]
      : []),
    ...(committee.notes ? [[words.notes, committee.notes] as const] : []),
  ]);
}

function statementBody(doc: Doc, statement: string): void {
  doc.font("regular").fontSize(11);
  doc.text(statement, MARGINS.left, doc.y, { width: contentWidth(doc), align: "justify", lineGap: 3 });
}

/** The day of issue and the signature, kept on one page. */
function closing(doc: Doc, pdf: CommitteePdf, snapshot: CommitteeSnapshot, locale: Locale): void {
  keepTogether(doc, 130);
  doc.moveDown(1.5);
  doc
    .font("regular")
    .fontSize(11)
    .text(formatLongDay(dayIn(pdf.issuedAt, pdf.printing.timeZone), locale), MARGINS.left, doc.y, {
      width: contentWidth(doc),
      align: "right",
    });
  doc.moveDown(3);
  signature(doc, { ...pdf.printing, institution: snapshot.institution }, locale);
}

/** The code, when issued (the institution's clock, named), the URL and the QR code, in each language of the document. */
function verification(doc: Doc, pdf: CommitteePdf, printed: string, qr: Buffer, locales: readonly Locale[]): void {
  const both = (key: "code" | "verify") => locales.map((locale) => TEXT[locale][key]).join(" / ");
  doc.moveDown(2);
  keepTogether(doc, QR_SIZE + 24);
  const top = doc.y;
  doc.image(qr, MARGINS.left, top, { width: QR_SIZE, height: QR_SIZE });
  const x = MARGINS.left + QR_SIZE + 16;
  const width = contentWidth(doc) - QR_SIZE - 16;
  doc
    .font("regular")
    .fontSize(9)
    .text(`${both("code")}:`, x, top + 4, { width });
  doc.font("bold").fontSize(11).text(printed, x, doc.y, { width });
  doc.moveDown(0.3);
  for (const locale of locales) {
    const issued = formatLongDateTime(pdf.issuedAt, locale, pdf.printing.timeZone);
    doc.font("regular").fontSize(9).text(`${TEXT[locale].issuedAt} ${issued}.`, x, doc.y, { width });
  }
  doc.moveDown(0.3);
  doc.text(`${both("verify")}:`, x, doc.y, { width });
  doc.text(pdf.url, x, doc.y, { width, link: pdf.url, underline: true });
  doc.x = MARGINS.left;
  doc.y = Math.max(doc.y, top + QR_SIZE);
}
