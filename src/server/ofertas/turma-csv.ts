import { csvLines } from "../http/csv-out.ts";
import type { OfferingLists } from "./listas.queries.ts";

/**
 * The class list as CSV (PRODUCT §8 `GET /api/ofertas/{id}/turma.csv`): the entries of
 * `GET …/turma` in its order, values as the API states them (statuses in Portuguese, as stored),
 * the header in Portuguese whatever the language, since other systems read it by name.
 */
export const CLASS_LIST_CSV_HEADER = ["idcbpf", "nome", "programa", "nivel", "status", "conceito", "frequencia"];

export function classListCsv(lists: OfferingLists): string {
  return csvLines(
    CLASS_LIST_CSV_HEADER,
    lists.classList.map((entry) => [
      entry.idcbpf,
      entry.name,
      entry.programme,
      entry.degree,
      entry.status,
      entry.grade?.concept ?? null,
      entry.grade?.attendance ?? null,
    ]),
  );
}

/** `turma-FIS-501-2026.2`: what the downloads of an offering are named after. */
export function listFileStem(kind: "turma" | "lista-presenca", lists: OfferingLists): string {
  return `${kind}-${lists.offering.subject.code}-${lists.term.code}`;
}
