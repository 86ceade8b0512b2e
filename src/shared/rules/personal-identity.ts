/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer,
 * day + 60) in free text, so that patient data stays out of assessments. A match needs a real
 * month, a day that exists in some month, and a valid Luhn check digit over the ten-digit form,
 * which keeps ordinary examination numbers (most random ten digits fail the check) from being
 * refused.
 */

// 8 or 6 date digits, an optional separator ('-' or '+', or a space), 4 digits; not part of a
// longer run of digits.
const CANDIDATE = /(?<!\d)(?:(\d{2})(\d{6})|(\d{6}))[-+ ]?(\d{4})(?!\d)/g;

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
  for (const match of text.matchAll(CANDIDATE)) {
    const [, century, longDate, shortDate, lastFour] = match;
    const dateDigits = longDate ?? shortDate;
    if (dateDigits && lastFour && isIdentityNumber(dateDigits, lastFour, century)) return true;
  }
  return false;
}
