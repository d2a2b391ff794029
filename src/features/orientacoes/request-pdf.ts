import { REQUEST_ATTACHMENT_MAX_BYTES } from "../../domain/requerimentos.ts";

/**
 * What can be said of a chosen file before sending it (rule 10: one PDF, at most 10 MB): its
 * declared type or name, and its size. The server still checks the bytes (415) and the size (413).
 */
export type PdfProblem = "not_pdf" | "too_large" | "empty";

export function pdfProblem(
  file: { name: string; type: string; size: number },
  maxBytes = REQUEST_ATTACHMENT_MAX_BYTES,
): PdfProblem | null {
  const looksPdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksPdf) return "not_pdf";
  if (file.size === 0) return "empty";
  if (file.size > maxBytes) return "too_large";
  return null;
}

/**
 * The field a refusal of rule 6 belongs beside (the server names the rule, its message says why);
 * anything else is said above the form.
 */
export function ruleField(rule: string | undefined): "phases" | "startDate" | "months" | null {
  switch (rule) {
    case "phase_unknown":
    case "phase_completed":
    case "request_open":
    case "extension_limit":
      return "phases";
    case "date_in_past":
    case "hold_overlap":
      return "startDate";
    case "hold_limit":
      return "months";
    default:
      return null;
  }
}
