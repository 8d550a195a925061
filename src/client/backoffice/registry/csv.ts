import { downloadCSV } from 'react-admin';

const cell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;

/** Rows as a CSV file: a header line, then one line per row with every cell quoted. */
export function toCsv<T>(rows: T[], columns: [string, (row: T) => unknown][]): string {
  return [columns.map(([name]) => cell(name)).join(','), ...rows.map((row) => columns.map(([, value]) => cell(value(row))).join(','))].join('\n');
}

export function exportCsv<T>(name: string, columns: [string, (row: T) => unknown][]) {
  return (rows: T[]) => downloadCSV(toCsv(rows, columns), name);
}
