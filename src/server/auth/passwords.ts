import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane) — slow for a
 * guesser, fine for a login. The hash is a PHC string, so its parameters travel
 * with it and can be raised later without breaking old ones.
 */
// `Algorithm` is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Burns the time of a real verification when there is no hash to check (unknown user, LDAP-only
 * user), so the answer's timing does not tell which idcbpfs exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("base64url"));
  await verifyPassword(await dummy, password);
  return false;
}
