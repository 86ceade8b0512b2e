/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer,
 * day + 60) in free text, so that patient data stays out of assessments. A match needs a real
 * month, a day that exists in some month, and a valid Luhn check digit over the ten-digit form,
 * which keeps ordinary examination numbers (most random ten digits fail the check) from being
 * refused.
 */

// An optional century, the date (hyphens allowed between its parts), an optional separator ('-' or
// '+', spaces around it allowed), 4 digits; not glued to other digits or letters, so a program's
// accession number such as RTG20181218-1234 is left alone.
const CANDIDATE = /(?<![\p{L}\d])(\d{2}-?)?(\d{2}-?\d{2}-?\d{2})\s*[-+]?\s*(\d{4})(?![\p{L}\d])/gu;

/** Full-width digits, dashes of every kind and no-break spaces, as pasted text brings them. */
function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, "-")
    .replace(/[\u00A0\u2007\u202F]/g, " ");
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

/** True when `text` holds a checksum-valid personnummer or samordningsnummer in any usual form. */
export function containsPersonalIdentityNumber(text: string): boolean {
  for (const match of normalize(text).matchAll(CANDIDATE)) {
    const [, century, date, lastFour] = match;
    if (!date || !lastFour) continue;
    const dateDigits = date.replaceAll("-", "");
    if (isIdentityNumber(dateDigits, lastFour, century?.replace("-", ""))) return true;
  }
  return false;
}
