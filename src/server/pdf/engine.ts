import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { create as parseFontType } from "fontkit";
import type { Locale } from "../../domain/locale.ts";

/**
 * The PDFs the server draws (declarations, the attendance sheet): one way to open a document and
 * to finish it. DejaVu Sans is embedded (pdfkit subsets it to the glyphs used), so every accent
 * prints whatever the reader has installed; the fonts are resolved through the package, not a path
 * relative to this file. Pages are buffered so that, once everything is drawn, each page gets its
 * footer "Página 1 de 2" — the count is only known at the end.
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

export function pdfEngine() {
  return (engine ??= loadEngine());
}

/** pdfkit's types name only files and buffers; at run time it also takes a parsed font. */
const fontSource = (font: Font) => font as unknown as Buffer;

export type Doc = PDFKit.PDFDocument;

export type DocumentSpec = {
  locale: Locale;
  layout?: "portrait" | "landscape";
  margins: { top: number; bottom: number; left: number; right: number };
  info: { Title: string; Author: string; Subject: string; CreationDate: Date };
};

/** A new A4 document with the fonts `regular` and `bold`, and the promise of its bytes once ended. */
export async function openDocument(spec: DocumentSpec): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const { PDFDocument, fonts } = await pdfEngine();
  const doc = new PDFDocument({
    size: "A4",
    layout: spec.layout ?? "portrait",
    margins: spec.margins,
    bufferPages: true,
    lang: spec.locale === "pt" ? "pt-BR" : "en",
    info: {
      ...spec.info,
      Creator: "Acadêmico",
      Producer: "Acadêmico (pdfkit)",
      ModDate: spec.info.CreationDate,
    },
  });
  doc.registerFont("regular", fontSource(fonts.regular));
  doc.registerFont("bold", fontSource(fonts.bold));
  doc.font("regular");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on("end", () => resolveDone(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

const PAGE_WORDS: Record<Locale, (page: number, count: number) => string> = {
  pt: (page, count) => `Página ${page} de ${count}`,
  en: (page, count) => `Page ${page} of ${count}`,
};

/**
 * Writes every page's footer — `left` (what the document is, its code) and "Página n de N" on
 * the right — then ends the document. Drawn in the bottom margin, which pdfkit would otherwise
 * take as the end of the page and open a new one: the margin is lifted while writing.
 */
export function finishDocument(doc: Doc, locale: Locale, left: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    const y = doc.page.height - bottom / 2 - 4;
    const width = doc.page.width - margins.left - margins.right;
    doc.font("regular").fontSize(8).fillColor("#475569");
    doc.text(left, margins.left, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(PAGE_WORDS[locale](index - start + 1, count), margins.left, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.fillColor("black");
    margins.bottom = bottom;
  }
  doc.end();
}

/** The QR code of `url` as a PNG. */
export async function qrPng(url: string): Promise<Buffer> {
  const { QRCode } = await pdfEngine();
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 4 });
}

/** The bottom of the page's writable area. */
export const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit below the cursor. */
export function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}
