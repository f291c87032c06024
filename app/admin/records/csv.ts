/**
 * CSV for spreadsheets (pure): every cell quoted (`"` doubled), CRLF lines, a
 * UTF-8 byte order mark first so Excel reads Thai, and cells that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return)
 * get a leading apostrophe (OWASP "CSV injection"); a number is never one (a
 * refund's -3500 stays a number).
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  const text = value == null ? "" : String(value);
  const safe = typeof value !== "number" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
