import { verificationPath } from "../../domain/declaracoes.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Database } from "../db/client.ts";
import { committeeDocumentOf, committeePrinting } from "./committee-documents.ts";
import { committeePdf } from "./committee-pdf.ts";
import { snapshotOf, type Found } from "./declaracoes.queries.ts";
import { declarationPdf } from "./pdf.ts";

/**
 * The one dispatch from a stored declaration to its PDF, for every route that serves one (the
 * holder's `GET /api/declaracoes/{codigo}/pdf`, an external member's `GET /api/autenticacao/{codigo}/pdf`):
 * a committee's documents are drawn from the committee's snapshot (committee-pdf.ts, Portuguese then
 * English as their rules say), every other type from its person's facts in `locale` (pdf.ts).
 */
export async function renderDeclarationPdf(
  db: Database,
  found: Found,
  origin: string,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const { row } = found;
  const url = `${origin}${verificationPath(row.codigo)}`;
  const filename = `declaracao-${row.type}-${formatCode(row.codigo)}.pdf`;
  const committee = committeeDocumentOf(row);
  if (committee) {
    const printing = await committeePrinting(db, row.snapshot);
    const pdf = await committeePdf({ ...row, url, document: committee, printing });
    return { pdf, filename };
  }
  const pdf = await declarationPdf(
    {
      codigo: row.codigo,
      type: row.type,
      statement: row.statement,
      snapshot: snapshotOf(row),
      issuedAt: row.issuedAt,
      status: row.status,
      revokedAt: row.revokedAt,
      reason: row.reason,
      url,
    },
    locale,
  );
  return { pdf, filename };
}
