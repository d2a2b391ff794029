import { MAX_DOCUMENT_BYTES } from "../../domain/inscricoes.ts";

/**
 * What can be said about a chosen file before sending it (PRODUCT §7: PDF, at most 10 MB): its
 * declared type or name, and its size. The server still checks the content (a text file named
 * `.pdf` is refused there with 415); this only spares a long upload bound to fail.
 */
export type DocumentProblem = "not_pdf" | "too_large" | "empty";

export function documentProblem(file: { name: string; type: string; size: number }): DocumentProblem | null {
  const looksPdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksPdf) return "not_pdf";
  if (file.size === 0) return "empty";
  if (file.size > MAX_DOCUMENT_BYTES) return "too_large";
  return null;
}

/** A size as people read it: `850 KB`, `2,4 MB` (decimal comma in Portuguese). */
export function formatSize(bytes: number, tag: "pt-BR" | "en-US"): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
