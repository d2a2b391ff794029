import { useSyncExternalStore } from "react";
import {
  declarationPdfPath,
  declarationSchema,
  type Declaration,
  type DeclarationIssueInput,
  type DeclarationListQuery,
} from "../../domain/declaracoes.ts";
import type { Locale } from "../../domain/locale.ts";
import { apiFetch } from "../../lib/api.ts";

/**
 * The declaration calls of PRODUCT §8 as the screens use them (issue, list, revoke, download),
 * and one counter of "declarations changed on this device", so a list on the page asks the
 * server again after a button elsewhere issued or revoked one.
 */
export function issueDeclaration(input: DeclarationIssueInput): Promise<Declaration> {
  return apiFetch("/api/declaracoes", declarationSchema, { method: "POST", body: input });
}

export function revokeDeclaration(codigo: string, reason: string): Promise<Declaration> {
  return apiFetch(`/api/declaracoes/${encodeURIComponent(codigo)}/revogacao`, declarationSchema, {
    method: "POST",
    body: { reason },
  });
}

/** `GET /api/declaracoes` with only the filters set (the key of the device's copy too). */
export function declarationsPath(query: Partial<DeclarationListQuery>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `/api/declaracoes?${text}` : "/api/declaracoes";
}

/**
 * Starts the PDF's download (same origin, so `download` saves it rather than navigating): after
 * issuing, the document arrives without a second press.
 */
export function startPdfDownload(codigo: string, lang: Locale): void {
  const link = document.createElement("a");
  link.href = declarationPdfPath(codigo, lang);
  link.download = `declaracao-${codigo}.pdf`;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

let changes = 0;
const listeners = new Set<() => void>();

/** Tells every declaration list on screen that one was issued or revoked. */
export function declarationsChanged(): void {
  changes++;
  for (const listener of listeners) listener();
}

/** A number that grows at each change: a list passes it to `useCachedQuery` as its revision. */
export function useDeclarationsRevision(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => changes,
    () => changes,
  );
}
