import jsQR from "jsqr";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF read back as a reader would (pdf.js): each page's text in drawing order, its size, its
 * images, the fonts it uses, the document's info, and what a QR code on it says.
 */
type Image = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

export type PdfPage = { text: string; width: number; height: number; images: Image[] };
export type ReadPdf = {
  pages: PdfPage[];
  /** Every page's text, pages separated by a newline; runs of white space as one space. */
  text: string;
  fonts: { missingFile: boolean }[];
  info: Record<string, unknown>;
};

/** RGBA pixels of a pdf.js image (kinds: 1 = 1 bit grey, 2 = RGB, 3 = RGBA). */
function rgba(image: Image): Uint8ClampedArray {
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    if (image.kind === 3) out.set(image.data.subarray(i * 4, i * 4 + 4), i * 4);
    else if (image.kind === 2)
      out.set([image.data[i * 3] ?? 0, image.data[i * 3 + 1] ?? 0, image.data[i * 3 + 2] ?? 0, 255], i * 4);
    else {
      const rowBytes = Math.ceil(image.width / 8);
      const x = i % image.width;
      const y = Math.floor(i / image.width);
      const bit = ((image.data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      out.set(bit ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    }
  }
  return out;
}

/** What the QR code in `image` says (null when it is not one). */
export function decodeQr(image: Image): string | null {
  return jsQR(rgba(image), image.width, image.height)?.data ?? null;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: bytes, isOffscreenCanvasSupported: false, useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  const fonts: { missingFile: boolean }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    const ops = await page.getOperatorList();
    // Objects resolve when the worker sends them: ask with a callback.
    const resolved = <T>(store: typeof page.objs, id: string) =>
      new Promise<T>((resolve) => store.get(id, (value: unknown) => resolve(value as T)));
    const images: Image[] = [];
    for (const [index, fn] of ops.fnArray.entries()) {
      const id = (ops.argsArray[index] as unknown[] | null)?.[0] as string;
      if (fn === OPS.paintImageXObject) images.push(await resolved<Image>(page.objs, id));
      if (fn === OPS.setFont) {
        const font = await resolved<{ missingFile: boolean }>(page.commonObjs, id);
        fonts.push({ missingFile: font.missingFile });
      }
    }
    const [, , width = 0, height = 0] = page.view;
    pages.push({ text, width, height, images });
  }
  const metadata = await pdf.getMetadata();
  return {
    pages,
    text: pages.map((page) => page.text).join("\n"),
    fonts,
    info: metadata.info as Record<string, unknown>,
  };
}

/** Asserts `parts` appear in `text` in this order (each after the one before); the first missing one, or null. */
export function firstOutOfOrder(text: string, parts: readonly string[]): string | null {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return part;
    from = at + part.length;
  }
  return null;
}
