import { zipSync, strToU8 } from "fflate";
import type { CapesReport } from "../../domain/capes.ts";
import { csvLines } from "../http/csv-out.ts";

/**
 * The pack as a ZIP (funding spec §5 "Format"): the report's six files at the root, in its order,
 * each CSV written by the one CSV writer of the office's downloads (csv-out.ts: BOM, `;`, CRLF
 * after every row, quoting, the formula guard), deflated by fflate in memory.
 */
export function packZip(report: CapesReport): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of report.files) entries[file.name] = strToU8(csvLines(file.columns, file.rows));
  return zipSync(entries, { level: 6, mtime: new Date(report.generatedAt) });
}
