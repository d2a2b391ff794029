/**
 * Identity documents as people type them: the Brazilian CPF (with its two check digits) and, for
 * foreigners, a passport with its issuing country. Pure; shared by the committees' external
 * members and any area that records a person who is not a user.
 */

/** A CPF as typed: 11 digits, optionally as `000.000.000-00` (dots and a dash, nothing else). */
const CPF_TYPED = /^(?:[0-9]{11}|[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}-?[0-9]{2})$/;

/** A check digit of the CPF over `digits` (9 for the first, 10 for the second): weights n+1 … 2, mod 11. */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a CPF's first nine digits. */
export function cpfCheckDigits(nine: string): string {
  if (!/^[0-9]{9}$/.test(nine)) throw new RangeError("a CPF's base has nine digits");
  const first = checkDigit(nine);
  return `${first}${checkDigit(`${nine}${first}`)}`;
}

/**
 * The CPF's 11 digits when `typed` is a valid CPF (format, check digits, not one digit repeated —
 * 111.111.111-11 passes the arithmetic but is no one's), else null.
 */
export function normalizeCpf(typed: string): string | null {
  const text = typed.trim();
  if (!CPF_TYPED.test(text)) return null;
  const digits = text.replace(/[.-]/g, "");
  if (/^([0-9])\1{10}$/.test(digits)) return null;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9) ? digits : null;
}

export function isCpf(typed: string): boolean {
  return normalizeCpf(typed) !== null;
}

/** `00000000000` as `000.000.000-00`. */
export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

/** A passport number: 5 to 20 letters or digits (stored upper case). */
export const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;

export function normalizePassport(typed: string): string | null {
  const text = typed.trim().toUpperCase();
  return PASSPORT_PATTERN.test(text) ? text : null;
}

/**
 * ISO 3166-1 alpha-2 country codes (the 249 assigned ones), plus XK, which Kosovo's passports
 * carry although ISO has not assigned it.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/),
);

/** The country code upper case when it is one, else null. */
export function normalizeCountry(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return COUNTRY_CODES.has(code) ? code : null;
}
