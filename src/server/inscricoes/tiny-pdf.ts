/**
 * A small valid one-page PDF (pdfkit, a standard font) with a few lines of text: the demo
 * applications' documents and the tests' uploads. pdfkit is imported here, on use: the demo seed
 * imports this module at every start, and only its first start draws documents (a server that
 * draws no PDF does not carry pdfkit).
 */
export async function tinyPdf(lines: readonly string[]): Promise<Uint8Array> {
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: lines[0] ?? "Documento" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.font("Helvetica").fontSize(14);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}
