/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer,
 * day + 60) in free text, so that patient data stays out of assessments (decisions 131 and 166).
 * The text is first brought to one spelling (digits of any script, dashes, slashes, dots and
 * spaces of every kind, invisible characters dropped); a match then needs a real month, a day that
 * exists in some month, and a valid Luhn check digit over the ten-digit form, which keeps ordinary
 * examination numbers (most random ten digits fail the check) from being refused.
 */

/** Between the date's parts: one dash, slash or dot (spaces around it allowed), or spaces. */
const DATE_SEP = String.raw`(?:\s*[-./]\s*|\s+)?`;

// An optional century, the date, an optional separator ('-', '+', '/', '.', spaces around it
// allowed), 4 digits; not glued to other digits, nor to letters after. Letters right before are
// checked by `gluedToAccessionPrefix`.
const CANDIDATE = new RegExp(
  String.raw`(?<!\d)(\d{2}${DATE_SEP})?(\d{2}${DATE_SEP}\d{2}${DATE_SEP}\d{2})\s*[-+./]?\s*(\d{4})(?![\p{L}\p{M}\d])`,
  "gu",
);

/**
 * Words that name the number itself: 'pnr121212-1212' is a personnummer with its label glued on,
 * whereas other letters in front ('RTG20181218-1234') make a program's accession number.
 */
const IDENTITY_WORDS = [
  "pnr",
  "pn",
  "persnr",
  "personnr",
  "personnummer",
  "personnumret",
  "pnummer",
  "samnr",
  "samordningsnr",
  "samordningsnummer",
  "samordningsnumret",
];

const LETTERS_AT_END = /[\p{L}\p{M}]+$/u;

function gluedToAccessionPrefix(before: string): boolean {
  const letters = LETTERS_AT_END.exec(before)?.[0].toLowerCase();
  if (!letters) return false;
  return !IDENTITY_WORDS.some((word) => letters.endsWith(word));
}

const DECIMAL_DIGIT = /\p{Nd}/u;
const digitValues = new Map<string, string>();

/**
 * The value of a decimal digit of any script. Unicode encodes every script's digits 0–9 as
 * contiguous runs of ten, so a digit's value is how many digits precede it in its run, modulo 10.
 */
function asciiDigit(digit: string): string {
  const known = digitValues.get(digit);
  if (known) return known;
  let codePoint = digit.codePointAt(0) ?? 0x30;
  let before = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint--;
    before++;
  }
  const value = String(before % 10);
  digitValues.set(digit, value);
  return value;
}

/**
 * One spelling of what a reader sees: compatibility forms folded (full-width digits and
 * punctuation), invisible characters (zero-width, bidirectional marks, soft hyphen, BOM) dropped,
 * every kind of space, dash, slash and dot made plain, and digits of every script made ASCII.
 */
export function normalizeForIdentityCheck(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(/\p{Cf}/gu, "")
      // A run of spaces counts as one, which also keeps the match linear in the text's length.
      .replace(/\s+/gu, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the remaining controls go.
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
      .replace(/[\p{Pd}\u2212\u2796\u2E3A\u2E3B]/gu, "-")
      .replace(/[\u2044\u2215\u29F8]/g, "/")
      .replace(/[\u00B7\u2022\u2027\u2219\u30FB]/g, ".")
      .replace(/\p{Nd}/gu, (d) => (d >= "0" && d <= "9" ? d : asciiDigit(d)))
  );
}

function luhnValid(tenDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < tenDigits.length; i++) {
    let digit = Number(tenDigits[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function plausibleDate(yymmdd: string): boolean {
  const month = Number(yymmdd.slice(2, 4));
  const rawDay = Number(yymmdd.slice(4, 6));
  const day = rawDay > 60 ? rawDay - 60 : rawDay; // samordningsnummer
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

function isIdentityNumber(dateDigits: string, lastFour: string, century?: string): boolean {
  if (century !== undefined && century !== "18" && century !== "19" && century !== "20") {
    return false;
  }
  return plausibleDate(dateDigits) && luhnValid(dateDigits + lastFour);
}

const digitsOnly = (text: string) => text.replace(/\D/g, "");

/** True when `text` holds a checksum-valid personnummer or samordningsnummer in any usual form. */
export function containsPersonalIdentityNumber(text: string): boolean {
  const normalized = normalizeForIdentityCheck(text);
  for (const match of normalized.matchAll(CANDIDATE)) {
    const [, century, date, lastFour] = match;
    if (!date || !lastFour) continue;
    if (gluedToAccessionPrefix(normalized.slice(0, match.index))) continue;
    const centuryDigits = century === undefined ? undefined : digitsOnly(century);
    if (isIdentityNumber(digitsOnly(date), lastFour, centuryDigits)) return true;
  }
  return false;
}

/**
 * The applicant's own personnummer (or samordningsnummer) as typed for the application's forms,
 * written 'ÅÅÅÅMMDD-XXXX'; null unless the whole text is one with a valid check digit. A ten-digit
 * number takes the century that makes it a past date on `today` ('+' adds a hundred years).
 */
export function parsePersonnummer(text: string, today: string): string | null {
  const normalized = normalizeForIdentityCheck(text).trim();
  const match = /^(\d{2})?(\d{6})\s*([-+])?\s*(\d{4})$/.exec(normalized);
  if (!match) return null;
  const [, century, date = "", separator, lastFour = ""] = match;
  if (!isIdentityNumber(date, lastFour, century)) return null;
  let fullCentury = century;
  if (fullCentury === undefined) {
    const thisYear = Number(today.slice(0, 4));
    let year = Math.floor(thisYear / 100) * 100 + Number(date.slice(0, 2));
    if (year > thisYear) year -= 100;
    if (separator === "+") year -= 100;
    fullCentury = String(Math.floor(year / 100));
  }
  return `${fullCentury}${date}-${lastFour}`;
}
