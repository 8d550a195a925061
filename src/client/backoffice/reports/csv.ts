import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

/**
 * Hands the browser a CSV file of these rows under these column names, through react-admin's
 * download (which adds ".csv"). A byte-order mark first, so that spreadsheet programs read the
 * names' accents as UTF-8.
 */
export function downloadCsv(fileName: string, rows: Record<string, string | number>[], columns: string[]): void {
  downloadCSV(`\uFEFF${Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((c) => row[c] ?? '')) })}`, fileName);
}
