import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

/**
 * A cell a spreadsheet would run as a formula (OWASP, CSV injection): it starts with =, @, a tab or
 * a carriage return, or with + or - followed by anything but a plain number or phone number
 * ("+254712345678" and "-150.00" stay as they are; "+HYPERLINK(…)" and "-1+cmd|…" do not).
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text.
 */
export const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/;

/**
 * The portal's one CSV writer: a header line, then one line per row, every cell quoted (quotes
 * doubled), cells that would run as formulas neutralised (FORMULA_START).
 */
export function toCsv<T>(rows: T[], columns: [string, (row: T) => unknown][]): string {
  return Papa.unparse(
    { fields: columns.map(([name]) => name), data: rows.map((row) => columns.map(([, value]) => value(row) ?? '')) },
    { quotes: true, newline: '\n', escapeFormulae: FORMULA_START },
  );
}

/** A react-admin exporter: the rows as a CSV file under this name (react-admin adds ".csv"). */
export function exportCsv<T>(name: string, columns: [string, (row: T) => unknown][]) {
  return (rows: T[]) => downloadCSV(toCsv(rows, columns), name);
}

/**
 * Hands the browser a CSV file of these rows under these column names. A byte-order mark first, so
 * that spreadsheet programs read the names' accents as UTF-8.
 */
export function downloadCsv(fileName: string, rows: Record<string, string | number>[], columns: string[]): void {
  downloadCSV(
    `\uFEFF${toCsv(
      rows,
      columns.map(
        (c) =>
          [c, (row: Record<string, string | number>) => row[c]] as [
            string,
            (row: Record<string, string | number>) => unknown,
          ],
      ),
    )}`,
    fileName,
  );
}
