import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';
import { FORMULA_START } from '../../shared/csv.js';

export { FORMULA_START };

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
