/**
 * A CSV file's records with the line each starts on (csv-parse, RFC 4180: a quoted field may
 * span lines), at most `maxRecords` of them: the one reading of CSV, run by the CPU pool's
 * worker on what a user sent (./cpu-worker.mjs) and directly by the demo seed and the unit
 * tests (app/exams/import.ts). Plain ESM importing only a package, so the worker can load it.
 *
 * Answers `{ records, more }` (`more`: the file holds records past `maxRecords`, not read), or
 * `{ error: { code: "unclosed" | "quote", line } }`: a quote left open (said at the line of
 * the record it opens), or a quote inside a field that is not quoted.
 */
import { CsvError, parse } from "csv-parse/sync";

/**
 * @typedef {{ records: Array<{ line: number; fields: string[] }>; more: boolean; error?: undefined }
 *   | { error: { code: "unclosed" | "quote"; line: number }; records?: undefined; more?: undefined }} CsvRecords
 */

/**
 * @param {string} text
 * @param {number} maxRecords
 * @returns {CsvRecords}
 */
export function csvRecords(text, maxRecords) {
  /** @type {number[]} */
  const ends = [];
  /** @param {string[]} fields @param {{ lines: number }} context */
  const onRecord = (fields, context) => {
    ends.push(context.lines);
    return fields;
  };
  try {
    // Line endings as "\n" first: csv-parse counts a "\r\n" inside a quoted field as two lines.
    /** @type {string[][]} */
    const rows = parse(text.replace(/\r\n?/g, "\n"), { bom: true, relax_column_count: true, skip_empty_lines: false, on_record: onRecord, to: maxRecords + 1 });
    const records = rows.slice(0, maxRecords).map((fields, i) => ({ line: i === 0 ? 1 : ends[i - 1] + 1, fields }));
    return { records, more: rows.length > maxRecords };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const opened = (ends.at(-1) ?? 0) + 1;
    if (error.code === "CSV_QUOTE_NOT_CLOSED") return { error: { code: "unclosed", line: opened } };
    return { error: { code: "quote", line: Number(/** @type {{ lines?: number }} */ (error).lines ?? opened) } };
  }
}
