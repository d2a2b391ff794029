import type { Bilingual, DeclarationStatus, DeclarationType } from "../../domain/academic.ts";
import { formatCode } from "../../domain/codes.ts";
import { formatLongDateTime, formatLongDay } from "../../domain/dates.ts";
import { DECLARATION_TITLES } from "../../domain/declaration-statements.ts";
import type { Locale } from "../../domain/locale.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { PrintedSnapshot } from "./declaracoes.queries.ts";
import { finishDocument, keepTogether, openDocument, qrPng, type Doc } from "../pdf/engine.ts";
import { drawTranscript, transcriptHeading } from "./transcript-pdf.ts";

/**
 * The declaration as a PDF (PRODUCT §2): drawn from the stored snapshot on each download, in one
 * language, so what it says never changes after issue (the bytes differ only in the embedded
 * font's random subset tag). Every type: the institution, the title, the statement, the date, the
 * signatory with their title, and the code with the verification URL and its QR code; a transcript
 * also lays out the student and one table per term (transcript-pdf.ts). Every page is numbered
 * and carries the document's code.
 */
export type PdfDeclaration = {
  codigo: string;
  type: DeclarationType;
  statement: Bilingual;
  snapshot: PrintedSnapshot;
  issuedAt: Date;
  status: DeclarationStatus;
  revokedAt: Date | null;
  reason: string | null;
  /** The full verification URL (printed and in the QR code). */
  url: string;
};

export const TEXT: Record<
  Locale,
  Record<"code" | "verify" | "office" | "revoked" | "reason" | "issuedAt" | "document", string>
> = {
  pt: {
    code: "Código de verificação",
    verify: "Confira a autenticidade deste documento em",
    office: "Secretaria acadêmica",
    revoked: "DOCUMENTO REVOGADO em",
    reason: "Motivo",
    issuedAt: "Emitido em",
    document: "Código",
  },
  en: {
    code: "Verification code",
    verify: "Check that this document is authentic at",
    office: "Academic office",
    revoked: "DOCUMENT REVOKED on",
    reason: "Reason",
    issuedAt: "Issued on",
    document: "Code",
  },
};

export const MARGINS = { top: 56, bottom: 64, left: 60, right: 60 };
export const QR_SIZE = 96;

export async function declarationPdf(declaration: PdfDeclaration, locale: Locale): Promise<Buffer> {
  const { snapshot } = declaration;
  const title = DECLARATION_TITLES[declaration.type][locale];
  const printed = formatCode(declaration.codigo);
  const qr = await qrPng(declaration.url);
  const { doc, done } = await openDocument({
    locale,
    margins: MARGINS,
    info: {
      Title: `${title} ${printed}`,
      Author: snapshot.institution,
      Subject: title,
      CreationDate: declaration.issuedAt,
    },
  });

  doc.font("bold").fontSize(15).text(snapshot.institution, { align: "center" });
  const programme = snapshot.type === "historico" ? transcriptHeading(snapshot, locale) : null;
  if (programme) doc.font("regular").fontSize(11).text(programme, { align: "center" });
  doc.moveDown(1.2);
  doc.font("bold").fontSize(14).text(title.toUpperCase(), { align: "center" });
  doc.moveDown(1.2);
  revokedNotice(doc, { ...declaration, timeZone: snapshot.timeZone }, locale);

  if (snapshot.type === "historico") drawTranscript(doc, snapshot, locale);

  doc.font("regular").fontSize(11);
  const statement = declaration.statement[locale];
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  // The statement, its date, the signature and the code stay on one page: a signature alone on a
  // page signs nothing, and a code alone on a page vouches for nothing.
  keepTogether(doc, doc.heightOfString(statement, { width, lineGap: 3 }) + 150 + QR_SIZE + 24);
  doc.text(statement, MARGINS.left, doc.y, { width, align: "justify", lineGap: 3 });
  doc.moveDown(1.5);
  doc.text(formatLongDay(snapshot.issuedOn, locale), { align: "right" });
  doc.moveDown(3);
  signature(doc, snapshot, locale);
  doc.moveDown(2);
  verification(doc, declaration, printed, qr, locale);
  finishDocument(doc, locale, `${title} · ${TEXT[locale].document} ${printed}`);
  return done;
}

/** A revoked document says so at its top: when (the institution's day) and why. */
export function revokedNotice(
  doc: Doc,
  declaration: Pick<PdfDeclaration, "status" | "revokedAt" | "reason"> & { timeZone: string },
  locale: Locale,
): void {
  if (declaration.status !== "revogada" || !declaration.revokedAt) return;
  const words = TEXT[locale];
  const day = formatLongDay(dayIn(declaration.revokedAt, declaration.timeZone), locale);
  doc.fillColor("#b91c1c").font("bold").fontSize(11).text(`${words.revoked} ${day}.`);
  if (declaration.reason) doc.font("regular").text(`${words.reason}: ${declaration.reason}`);
  doc.fillColor("black").moveDown(1);
}

/** The line to sign on, the signatory's name, their title (when set) and the institution. */
export function signature(
  doc: Doc,
  snapshot: { signatory: string; signatoryTitle?: string | undefined; institution: string },
  locale: Locale,
): void {
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const lineWidth = 260;
  const lineX = MARGINS.left + (width - lineWidth) / 2;
  const lineY = doc.y;
  doc
    .moveTo(lineX, lineY)
    .lineTo(lineX + lineWidth, lineY)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4);
  doc
    .font("bold")
    .fontSize(11)
    .text(snapshot.signatory || TEXT[locale].office, MARGINS.left, doc.y, { width, align: "center" });
  if (snapshot.signatoryTitle)
    doc.font("regular").fontSize(10).text(snapshot.signatoryTitle, { width, align: "center" });
  doc.font("regular").fontSize(10).text(snapshot.institution, { width, align: "center" });
}

/** The code, when it was issued (in the institution's zone, named), the URL and its QR code, on one page. */
function verification(doc: Doc, declaration: PdfDeclaration, printed: string, qr: Buffer, locale: Locale): void {
  const words = TEXT[locale];
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  keepTogether(doc, QR_SIZE + 8);
  const top = doc.y;
  doc.image(qr, MARGINS.left, top, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGINS.left + QR_SIZE + 16;
  const textWidth = width - QR_SIZE - 16;
  doc
    .font("regular")
    .fontSize(9)
    .text(`${words.code}:`, textX, top + 4, { width: textWidth });
  doc.font("bold").fontSize(11).text(printed, textX, doc.y, { width: textWidth });
  doc.moveDown(0.3);
  const issued = formatLongDateTime(declaration.issuedAt, locale, declaration.snapshot.timeZone);
  doc.font("regular").fontSize(9).text(`${words.issuedAt} ${issued}.`, textX, doc.y, { width: textWidth });
  doc.moveDown(0.3);
  doc.text(`${words.verify}:`, textX, doc.y, { width: textWidth });
  doc.text(declaration.url, textX, doc.y, { width: textWidth, link: declaration.url, underline: true });
  doc.x = MARGINS.left;
  doc.y = Math.max(doc.y, top + QR_SIZE);
}
