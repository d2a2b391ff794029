import { randomInt } from "node:crypto";

/**
 * The one-time password the office hands out on a reset (PRODUCT §8, `POST
 * /api/usuarios/{idcbpf}/senha`). Read aloud or copied from a screen, so: lower-case letters and
 * digits without the look-alikes (0/o, 1/l/i), 12 of them drawn with the operating system's
 * cryptographic generator (`randomInt` rejects biased draws), shown in groups of four. 31^12 ≈
 * 2^59 guesses, against a login that throttles after 5 failures and a hash that is slow on purpose.
 * The dashes are part of the password as shown; the person types what they see.
 */
export const TEMPORARY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const TEMPORARY_LENGTH = 12;

export function temporaryPassword(): string {
  let out = "";
  for (let i = 0; i < TEMPORARY_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) out += "-";
    out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  }
  return out;
}
