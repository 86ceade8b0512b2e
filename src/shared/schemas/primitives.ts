import { z } from "zod";
import { RECORD_MESSAGES as M } from "../messages/records";
import { isIsoDate, isYearInInputRange, isYearMonth } from "../rules/dates";
import { isQuarterLabel } from "../rules/quarters";

/** Building blocks of the record schemas; each takes the message the spec gives for its form. */

export const ID_MAX = 100;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

export const zId = z
  .string({ error: M.idInvalid })
  .trim()
  .min(1, M.idInvalid)
  .max(ID_MAX, M.idInvalid);

/**
 * The version a whole-form write is based on, as the record answered it (0: never saved). A stale
 * one is refused with 409 STALE_WRITE (decision 065).
 */
export const zVersion = z
  .number({ error: M.versionRequired })
  .int(M.versionRequired)
  .min(0, M.versionRequired);
export const ZVersionedSchema = z.object({ version: zVersion });

/**
 * Control characters (a NUL cannot even be stored) and bidirectional overrides, which can make a
 * name read differently from what it is. Tabs and line breaks stay allowed in longer texts.
 */
const FORBIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function hasOnlyAllowedCharacters(value: string): boolean {
  return !FORBIDDEN_CHARACTERS.test(value);
}

/** A filled-in text; empty or missing gives `requiredMessage`. */
export function zRequiredText(requiredMessage: string, max = SHORT_TEXT_MAX) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, M.textTooLong(max))
    .refine(hasOnlyAllowedCharacters, M.invalidCharacters);
}

/** An optional text, stored as '' when left out. */
export function zOptionalText(max = SHORT_TEXT_MAX) {
  return z
    .string({ error: M.textTooLong(max) })
    .trim()
    .max(max, M.textTooLong(max))
    .refine(hasOnlyAllowedCharacters, M.invalidCharacters)
    .default("");
}

/** 'YYYY-MM-DD'; empty or missing gives `requiredMessage`, a malformed date a date message. */
export function zRequiredDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, M.invalidDate)
    .refine(isYearInInputRange, M.yearOutOfRange);
}

/** 'YYYY-MM' (rotations are planned by month). */
export function zRequiredMonth(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isYearMonth, M.invalidMonth)
    .refine(isYearInInputRange, M.yearOutOfRange);
}

export const zQuarter = z
  .string({ error: M.invalidQuarter })
  .refine(isQuarterLabel, M.invalidQuarter)
  .refine(isYearInInputRange, M.yearOutOfRange);

/** The file id of an uploaded certificate; null when none is linked. */
export const zFileId = zId.nullable();
