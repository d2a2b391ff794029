/**
 * Bearer codes (codigo) of enrolments, applications and declarations: 140 random bits in
 * Crockford base32, printed as seven dash-separated groups of four (`7K3M-…`). People type
 * them from paper, so parsing forgives case, spaces, dashes and the Crockford aliases.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 28;
const GROUP = 4;

/** Canonical form (no dashes) of a typed code, or `null` when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (cleaned.length !== CODE_LENGTH) return null;
  for (const ch of cleaned) if (!ALPHABET.includes(ch)) return null;
  return cleaned;
}

/** `ABCDEFGH…` → `ABCD-EFGH-…`, the printed form. */
export function formatCode(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += GROUP) groups.push(canonical.slice(i, i + GROUP));
  return groups.join("-");
}

/** A new code in printed form (`XXXX-XXXX-…`). */
export function generateCode(): string {
  return formatCode(generateCanonicalCode());
}

/**
 * A new code in canonical form (as stored and looked up), from a cryptographic generator
 * (`crypto.getRandomValues`, in browsers and Node).
 */
export function generateCanonicalCode(): string {
  const bytes = new Uint8Array(CODE_LENGTH);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so `byte % 32` is uniform: 5 random bits a character.
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}
