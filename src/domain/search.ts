/**
 * Accent- and case-insensitive search (PRODUCT §2: "eletro" finds "Eletrodinâmica"). The database
 * keeps a folded copy of the searchable text in a generated column (`translate(lower(…), FROM,
 * TO)`) and folds the typed text with the same SQL, so both sides use one mapping: this one.
 * Upper-case accented letters are mapped directly, since `lower()` under the C locale (PGlite's,
 * and many servers') leaves non-ASCII letters as they are.
 */
export const FOLD_FROM = "ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ";
export const FOLD_TO = "aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy";

const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? ch]));

/** The same folding in JavaScript (the browser highlights matches and filters copies it holds). */
export function foldText(text: string): string {
  let out = "";
  for (const ch of text) out += FOLD.get(ch) ?? (ch >= "A" && ch <= "Z" ? ch.toLowerCase() : ch);
  return out;
}

/** `%`, `_` and `\` are LIKE syntax; a search for "a_b" means the text "a_b". Wrapped for "contains". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
