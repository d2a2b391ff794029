import { capesReportSchema, type CapesReport } from "../../domain/capes.ts";
import type { Programme } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";

/**
 * The CAPES report and pack (funding spec §5, §6), read on demand and never kept on the device:
 * they carry everyone's personal data (P1, P6), so no offline copy, unlike the section's other reads.
 */
function query(programme: Programme | null): string {
  return programme ? `?programme=${programme}` : "";
}

export function fetchCapesReport(year: number, programme: Programme | null): Promise<CapesReport> {
  return apiFetch(`/api/capes/${year}${query(programme)}`, capesReportSchema);
}

export function capesZipPath(year: number, programme: Programme | null): string {
  return `/api/capes/${year}.zip${query(programme)}`;
}
