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

/** A whole number 1–`max` from a query string, `fallback` when missing; anything else is `message`. */
export const zQueryInt = (max: number, fallback: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message)
    .optional()
    .transform((n) => n ?? fallback);

/**
 * What no text may hold (decision 167): control characters (C0 and C1; a NUL cannot even be
 * stored), format characters (zero-width characters, bidirectional marks, embeddings, overrides
 * and isolates, the BOM, the soft hyphen, invisible operators), line and paragraph separators, and
 * lone surrogates. They are invisible or make a name read differently from what it is.
 */
const NOT_IN_ANY_TEXT = /[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAK_OR_TAB = /[^\P{Cc}\n\t]/u;

/** A name, a title, a place, a search, a file name: one line of visible text. */
export function isSingleLineText(value: string): boolean {
  return !NOT_IN_ANY_TEXT.test(value) && !CONTROL.test(value);
}

/** Notes, comments, summaries: the same, but line breaks (and tabs, as pasted) are kept. */
export function isMultiLineText(value: string): boolean {
  return !NOT_IN_ANY_TEXT.test(value) && !CONTROL_BUT_LINE_BREAK_OR_TAB.test(value);
}

/**
 * One line of text, trimmed and in NFC (so 'å' typed on a Mac, a + ring, is the 'å' typed
 * elsewhere); `typeMessage` when it is not a string, `invalidMessage` for a character above.
 */
export function zSingleLineText(typeMessage: string, invalidMessage: string = M.invalidCharacters) {
  return z
    .string({ error: typeMessage })
    .trim()
    .normalize("NFC")
    .refine(isSingleLineText, invalidMessage);
}

/** Text over several lines; a Windows line break (CR LF) or a lone CR is kept as LF. */
export function zMultiLineText(typeMessage: string, invalidMessage: string = M.invalidCharacters) {
  return z
    .string({ error: typeMessage })
    .trim()
    .normalize("NFC")
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .refine(isMultiLineText, invalidMessage);
}

/** A filled-in line of text; empty or missing gives `requiredMessage`. */
export function zRequiredText(requiredMessage: string, max = SHORT_TEXT_MAX) {
  return zSingleLineText(requiredMessage).min(1, requiredMessage).max(max, M.textTooLong(max));
}

/** An optional line of text, stored as '' when left out. */
export function zOptionalText(max = SHORT_TEXT_MAX) {
  return zSingleLineText(M.textTooLong(max)).max(max, M.textTooLong(max)).default("");
}

/** A filled-in text of several lines; empty or missing gives `requiredMessage`. */
export function zRequiredMultiLineText(requiredMessage: string, max = LONG_TEXT_MAX) {
  return zMultiLineText(requiredMessage).min(1, requiredMessage).max(max, M.textTooLong(max));
}

/** An optional text of several lines, stored as '' when left out. */
export function zOptionalMultiLineText(max = LONG_TEXT_MAX) {
  return zMultiLineText(M.textTooLong(max)).max(max, M.textTooLong(max)).default("");
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
