/**
 * CSV as Excel opens it in Swedish (decision 147): UTF-8 with a byte-order mark (without it Excel
 * reads the bytes as Windows-1252 and å, ä, ö break), semicolons between fields (a comma is the
 * decimal sign), CRLF between rows, and a decimal comma in fractional numbers.
 */
export type CsvValue = string | number | null;

const BOM = "\uFEFF";

/**
 * A text that a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return,
 * which some read past) gets a leading apostrophe: a name like '=HYPERLINK(…)' stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return "";
  // Numbers are the portal's own figures, never a formula; only their decimal sign changes.
  const text =
    typeof value === "number"
      ? String(value).replace(".", ",")
      : FORMULA_START.test(value)
        ? `'${value}`
        : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
