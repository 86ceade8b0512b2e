import { FORM_KEYS, type FormKey } from "../../../../shared/curriculum/certificate-forms";
import { formSignature } from "./form-definitions";
import { looksLikePdf } from "./looks-like-pdf";

type RecognitionFailure = "not-pdf" | "unreadable" | "no-fields" | "unknown";

type Recognition =
  | { ok: true; key: FormKey; fieldCount: number }
  | { ok: false; reason: RecognitionFailure };

/** Why a file is refused, as the administrator reads it after the file's name. */
export const RECOGNITION_MESSAGES: Record<RecognitionFailure, string> = {
  "not-pdf": "Filen är ingen PDF.",
  unreadable: "PDF-filen går inte att läsa. Den kan vara skadad eller skyddad med lösenord.",
  "no-fields": "PDF-filen har inga ifyllbara fält.",
  unknown:
    "Blanketten känns inte igen: fälten stämmer inte med någon av Socialstyrelsens blanketter för ST 2015 eller 2021.",
};

/**
 * The share of a PDF's fields that the recognised form's own must make up. The 2015 form 8 a
 * (third country, 36 fields) has all 15 of 2021 Bilaga 7's generic names ('Efternamn',
 * 'Personnummer_2', …) and is no Bilaga 7; a revision that adds a field or a few is still its form.
 */
const MIN_SHARE_OF_OWN_FIELDS = 0.75;

/**
 * Which of Socialstyrelsen's forms a PDF is, by its field names only (never by the file's name):
 * the form all of whose fields the PDF has, the one with more fields if several do (the more
 * specific), and none if two tie or the form's fields are too few a share of the PDF's.
 * `fieldCount` counts the PDF's fields but its buttons.
 */
export async function recogniseForm(bytes: Uint8Array): Promise<Recognition> {
  if (!looksLikePdf(bytes)) return { ok: false, reason: "not-pdf" };
  // The PDF library is loaded when a form is first recognised, not at every start of the server.
  const { fillableFields, openPdf } = await import("./pdf-form");
  let names: Set<string>;
  try {
    names = new Set(fillableFields(await openPdf(bytes)).keys());
  } catch {
    // A damaged file, or one that needs a user password to be opened at all.
    return { ok: false, reason: "unreadable" };
  }
  if (names.size === 0) return { ok: false, reason: "no-fields" };
  const matches = FORM_KEYS.filter((key) => [...formSignature(key)].every((n) => names.has(n)))
    .map((key) => ({ key, size: formSignature(key).size }))
    .sort((a, b) => b.size - a.size);
  const [best, next] = matches;
  if (!best || best.size === next?.size || best.size < names.size * MIN_SHARE_OF_OWN_FIELDS) {
    return { ok: false, reason: "unknown" };
  }
  return { ok: true, key: best.key, fieldCount: names.size };
}
