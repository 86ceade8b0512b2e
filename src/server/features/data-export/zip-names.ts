import { isoDateInTimeZone } from "../../../shared/rules/dates";

/**
 * Names of uploaded files inside the export ZIP. A stored original name is whatever the uploader's
 * computer called the file: only its last part is used, characters that Windows or a ZIP reader
 * treat as paths or devices are replaced, and two files that would land on the same name (ignoring
 * case, as Windows and macOS do) get ' (2)', ' (3)' … before the extension.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const UNSAFE = /[\u0000-\u001f\u007f<>:"|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
const MAX_LENGTH = 120;

export function safeEntryName(original: string): string {
  const last = original.split(/[\\/]/).pop() ?? "";
  let name = last
    .normalize("NFC")
    .replace(UNSAFE, "_")
    .replace(/^[.\s]+|[.\s]+$/g, "");
  if (!name) name = "fil";
  if (RESERVED.test(name)) name = `_${name}`;
  if (name.length > MAX_LENGTH) {
    const { stem, extension } = splitExtension(name);
    name = stem.slice(0, MAX_LENGTH - extension.length) + extension;
  }
  return name;
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf(".");
  return dot > 0 && name.length - dot <= 10
    ? { stem: name.slice(0, dot), extension: name.slice(dot) }
    : { stem: name, extension: "" };
}

/** A safe, unique name per original, in the same order. */
export function uniqueEntryNames(originals: readonly string[]): string[] {
  const taken = new Set<string>();
  return originals.map((original) => {
    const safe = safeEntryName(original);
    const { stem, extension } = splitExtension(safe);
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The export's own name, dated by the day in Sweden: an export at 00:30 is of that day. */
export function exportFileName(exportedAt: Date): string {
  return `st-portalen-uppgifter-${isoDateInTimeZone(exportedAt)}.zip`;
}
