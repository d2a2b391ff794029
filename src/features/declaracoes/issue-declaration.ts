import { verificationPath, type Declaration, type DeclarationIssueInput } from "../../domain/declaracoes.ts";
import type { Locale } from "../../domain/locale.ts";
import { declarationsChanged, issueDeclaration, startPdfDownload } from "./declaracoes-api.ts";

export { DeclarationLinks } from "./declaration-links.tsx";

/**
 * What the declaration button does once pressed, loaded on that press (issue-declaration-button.tsx):
 * the declarations' schemas and links are not part of the first screen of the pages that show
 * the button (/matricula, /historico, the home). Issues the declaration, starts its PDF's download,
 * tells the lists on screen, and gives the verification page's path.
 */
export async function issueAndDownload(
  input: DeclarationIssueInput,
  locale: Locale,
): Promise<{ declaration: Declaration; verification: string }> {
  const declaration = await issueDeclaration(input);
  startPdfDownload(declaration.codigo, locale);
  declarationsChanged();
  return { declaration, verification: verificationPath(declaration.codigo) };
}
