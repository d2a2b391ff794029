import { pageBottom, type Doc } from "./engine.ts";

/**
 * A table that runs over pages as printed records must: a row is never split (it moves whole to
 * the next page), and the header row is drawn again at the top of every page the table reaches.
 * pdfkit's own `doc.table()` draws the cells and keeps a row whole, but carries a long table onto
 * the next page without its header; so each page gets a table of its own — the header, then the
 * rows that fit — and this file decides where a page ends, measuring each row before it is drawn
 * and giving pdfkit that height, so both agree on where the row ends.
 */
/** `width`: points; `*` shares what is left; `fit` is as wide as the header (short values: codes, numbers). */
export type Column = { header: string; width: number | "*" | "fit"; align?: "left" | "center" | "right" };

export type TableSpec = {
  columns: readonly Column[];
  rows: readonly (readonly string[])[];
  fontSize?: number;
  /** Left edge and width (default: the page's margins). */
  x?: number;
  width?: number;
  /** Before the header is drawn again on each new page the table opens (a running title). */
  onNewPage?: () => void;
  /** Rows at least this tall (room to sign). */
  minRowHeight?: number;
};

const PADDING = { top: 3, bottom: 3, left: 4, right: 4 };
const BORDER = { width: 0.5, color: "#94a3b8" };
const HEADER_BACKGROUND = "#e2e8f0";

/** Column widths: fixed ones as given, `fit` ones as their header in bold, `*` ones sharing what is left. */
function columnWidths(doc: Doc, columns: readonly Column[], total: number, size: number): number[] {
  doc.font("bold").fontSize(size);
  const own = columns.map((column) =>
    column.width === "fit"
      ? Math.ceil(doc.widthOfString(column.header)) + PADDING.left + PADDING.right + 2
      : column.width === "*"
        ? 0
        : column.width,
  );
  const fixed = own.reduce((sum, width) => sum + width, 0);
  const stars = columns.filter((column) => column.width === "*").length;
  const star = stars > 0 ? Math.max(0, total - fixed) / stars : 0;
  return columns.map((column, index) => (column.width === "*" ? star : (own[index] ?? 0)));
}

/** The height a row of `cells` takes in `font` (padding included). */
function rowHeight(doc: Doc, cells: readonly string[], widths: readonly number[], font: string, size: number): number {
  doc.font(font).fontSize(size);
  let tallest = 0;
  cells.forEach((text, index) => {
    const width = (widths[index] ?? 0) - PADDING.left - PADDING.right;
    tallest = Math.max(tallest, doc.heightOfString(text || " ", { width }));
  });
  // One point of slack: pdfkit measures the text again when drawing, and must not find it taller.
  return Math.ceil(tallest + PADDING.top + PADDING.bottom + 1);
}

export function drawTable(doc: Doc, spec: TableSpec): void {
  const size = spec.fontSize ?? 9;
  const x = spec.x ?? doc.page.margins.left;
  const total = spec.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const widths = columnWidths(doc, spec.columns, total, size);
  const header = spec.columns.map((column) => column.header);
  const headerHeight = rowHeight(doc, header, widths, "bold", size);

  const startSegment = () => {
    const heights: number[] = [headerHeight];
    const table = doc.table({
      position: { x, y: doc.y },
      maxWidth: total,
      columnStyles: spec.columns.map((column, index) => ({
        width: widths[index],
        align: { x: column.align ?? "left", y: "top" },
        font: { src: "regular", size },
      })),
      rowStyles: (index: number) => ({ height: heights[index] }),
      defaultStyle: { padding: PADDING, border: BORDER.width, borderColor: BORDER.color },
    } as PDFKit.Mixins.TableOptions);
    table.row(
      header.map((text) => ({
        text,
        type: "TH" as const,
        font: { src: "bold", size },
        backgroundColor: HEADER_BACKGROUND,
      })),
    );
    return { table, heights };
  };

  const firstHeight = spec.rows[0]
    ? Math.max(spec.minRowHeight ?? 0, rowHeight(doc, spec.rows[0], widths, "regular", size))
    : 0;
  if (doc.y + headerHeight + firstHeight >= pageBottom(doc)) {
    doc.addPage();
    spec.onNewPage?.();
  }
  let segment = startSegment();
  for (const row of spec.rows) {
    const height = Math.max(spec.minRowHeight ?? 0, rowHeight(doc, row, widths, "regular", size));
    if (doc.y + height >= pageBottom(doc)) {
      segment.table.end();
      doc.addPage();
      spec.onNewPage?.();
      segment = startSegment();
    }
    segment.heights.push(height);
    segment.table.row([...row]);
  }
  segment.table.end();
  doc.x = x;
}
