// CSV (RFC 4180) read and written with papaparse, for the back office's product import and export (server
// and mocks; the browser sends and receives the text, so the library stays out of every client chunk).
// Records are numbered as a spreadsheet numbers its rows (the header is 1, blank rows count): the same as
// the file's line numbers unless a quoted cell holds a line break, which a spreadsheet shows in one row.
import Papa from 'papaparse';

export interface CsvRecord {
  /** 1-based row of the file as a spreadsheet shows it (the header is row 1). */
  line: number;
  cells: string[];
}

/** Spreadsheet programs run a cell starting with one of these as a formula: the export escapes it with '. */
const FORMULA_START = /^'[=+\-@\t\r]/;

/** Reads CSV text: a byte-order mark is dropped, blank rows skipped; `error` names the row of a broken quote. */
export function readCsv(text: string): {
  records: CsvRecord[];
  error: { line: number; message: string } | null;
} {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
  const error = broken ? { line: (broken.row ?? 0) + 1, message: 'A quoted cell is not closed' } : null;
  const records = parsed.data.flatMap((row, index) =>
    row.length === 1 && row[0]!.trim() === ''
      ? []
      : [{ line: index + 1, cells: row.map((cell) => (FORMULA_START.test(cell) ? cell.slice(1) : cell)) }],
  );
  return { records, error };
}

/** CSV text with a header (CRLF line ends, quotes where needed, cells that look like formulas escaped). */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${Papa.unparse(
    { fields: [...header], data: rows.map((r) => [...r]) },
    { newline: '\r\n', escapeFormulae: true },
  )}\r\n`;
}
