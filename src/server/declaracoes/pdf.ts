import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { create as parseFontType } from "fontkit";
import type { Bilingual, DeclarationStatus, DeclarationType } from "../../domain/academic.ts";
import { formatCode } from "../../domain/codes.ts";
import { DECLARATION_TITLES, type DeclarationSnapshot } from "../../domain/declaration-statements.ts";
import type { Locale } from "../../domain/locale.ts";

/**
 * The declaration as a PDF (PRODUCT §2): drawn from the stored snapshot on each download, in one
 * language, so what it says never changes after issue (the bytes differ only in the embedded
 * font's random subset tag). DejaVu Sans is embedded (pdfkit subsets it to the glyphs used), so
 * every accent prints whatever the reader has installed; the QR code is a PNG of the
 * verification URL. The fonts are resolved through the package, not a path relative to this file.
 */
const resolve = createRequire(import.meta.url).resolve;
type Font = ReturnType<typeof parseFontType>;

/**
 * pdfkit, qrcode and the parsed fonts, loaded by the first PDF of the process and then shared by
 * every document (pdfkit takes a fontkit font as it takes a file: parsing DejaVu's tables again
 * for each PDF would be most of the work of drawing one). Not at import: a server process that
 * draws no PDF does not carry them in its heap.
 */
let engine: ReturnType<typeof loadEngine> | undefined;
async function loadEngine() {
  const [{ default: PDFDocument }, { default: QRCode }, { create: parseFont }] = await Promise.all([
    import("pdfkit"),
    import("qrcode"),
    import("fontkit"),
  ]);
  const fonts = {
    regular: parseFont(readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"))),
    bold: parseFont(readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"))),
  };
  return { PDFDocument, QRCode, fonts };
}
/** pdfkit's types name only files and buffers; at run time it also takes a parsed font. */
const fontSource = (font: Font) => font as unknown as Buffer;

export type PdfDeclaration = {
  codigo: string;
  type: DeclarationType;
  statement: Bilingual;
  snapshot: DeclarationSnapshot;
  issuedAt: Date;
  status: DeclarationStatus;
  revokedAt: Date | null;
  reason: string | null;
  /** The full verification URL (printed and in the QR code). */
  url: string;
};

const TEXT: Record<Locale, Record<"code" | "verify" | "office" | "revoked" | "reason", string>> = {
  pt: {
    code: "Código de verificação",
    verify: "Confira a autenticidade desta declaração em",
    office: "Secretaria acadêmica",
    revoked: "DECLARAÇÃO REVOGADA em",
    reason: "Motivo",
  },
  en: {
    code: "Verification code",
    verify: "Check that this declaration is authentic at",
    office: "Academic office",
    revoked: "DECLARATION REVOKED on",
    reason: "Reason",
  },
};

/** `25 de novembro de 2026` / `25 November 2026` for a `YYYY-MM-DD` day. */
export function longDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function instantDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

export async function declarationPdf(declaration: PdfDeclaration, locale: Locale): Promise<Buffer> {
  const { snapshot } = declaration;
  const words = TEXT[locale];
  const title = DECLARATION_TITLES[declaration.type][locale];
  const printed = formatCode(declaration.codigo);
  const { PDFDocument, QRCode, fonts } = await (engine ??= loadEngine());
  const qr = await QRCode.toBuffer(declaration.url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 4 });

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 72, right: 72 },
    lang: locale === "pt" ? "pt-BR" : "en",
    info: {
      Title: `${title} ${printed}`,
      Author: snapshot.institution,
      Subject: title,
      Creator: "Acadêmico",
      Producer: "Acadêmico (pdfkit)",
      CreationDate: declaration.issuedAt,
      ModDate: declaration.issuedAt,
    },
  });
  doc.registerFont("regular", fontSource(fonts.regular));
  doc.registerFont("bold", fontSource(fonts.bold));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on("end", () => resolveDone(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font("bold").fontSize(15).text(snapshot.institution, { align: "center" });
  doc.moveDown(1.5);
  doc.font("bold").fontSize(14).text(title.toUpperCase(), { align: "center" });
  doc.moveDown(1.5);

  if (declaration.status === "revogada" && declaration.revokedAt) {
    const day = longDate(instantDay(declaration.revokedAt, snapshot.timeZone), locale);
    doc.fillColor("#b91c1c").font("bold").fontSize(11).text(`${words.revoked} ${day}.`);
    if (declaration.reason) doc.font("regular").text(`${words.reason}: ${declaration.reason}`);
    doc.fillColor("black").moveDown(1);
  }

  doc.font("regular").fontSize(11).text(declaration.statement[locale], { align: "justify", lineGap: 3 });
  doc.moveDown(2);
  doc.text(longDate(snapshot.issuedOn, locale), { align: "right" });
  doc.moveDown(4);

  const lineY = doc.y;
  const lineWidth = 240;
  const lineX = doc.page.margins.left + (width - lineWidth) / 2;
  doc
    .moveTo(lineX, lineY)
    .lineTo(lineX + lineWidth, lineY)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4);
  doc
    .font("bold")
    .fontSize(11)
    .text(snapshot.signatory || words.office, { align: "center" });
  doc.font("regular").fontSize(10).text(snapshot.institution, { align: "center" });
  doc.moveDown(3);

  // The code and the QR code together, kept on one page.
  const qrSize = 96;
  if (doc.y + qrSize > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.image(qr, doc.page.margins.left, top, { width: qrSize, height: qrSize });
  const textX = doc.page.margins.left + qrSize + 16;
  const textWidth = width - qrSize - 16;
  doc
    .font("regular")
    .fontSize(9)
    .text(`${words.code}:`, textX, top + 8, { width: textWidth });
  doc.font("bold").fontSize(11).text(printed, textX, doc.y, { width: textWidth });
  doc.moveDown(0.5);
  doc.font("regular").fontSize(9).text(`${words.verify}:`, textX, doc.y, { width: textWidth });
  doc.text(declaration.url, textX, doc.y, { width: textWidth, link: declaration.url, underline: true });
  doc.end();
  return done;
}
