import type { Statistics } from '../../../shared/contracts/statistics.js';
import { FORMULA_START } from '../../../shared/csv.js';
import { STATISTICS_WORDS } from '../../../shared/i18n/statisticsWords.js';
import { DURATION_BANDS } from '../../../shared/statistics.js';
import { monthWords } from '../../../shared/returns.js';

/**
 * The statistics office's export: every table as one long list of figures (table, county, month,
 * sex, category, count), in words, as KNBS loads such tables; JSON adds each category's code.
 */
export interface ExportRow {
  table: string;
  county: string;
  month: string;
  sex: string;
  category: string;
  code: string;
  count: number | string;
}

export function exportRows(s: Statistics): ExportRow[] {
  const w = STATISTICS_WORDS.en;
  const place = s.filters.countyName ?? 'Kenya';
  const row = (table: string, values: Partial<ExportRow> & { count: number | string }): ExportRow => ({
    table,
    county: place,
    month: '',
    sex: '',
    category: '',
    code: '',
    ...values,
  });
  const out: ExportRow[] = [];
  for (const r of s.byMonthAndCounty.rows)
    s.filters.months.forEach((m, i) =>
      out.push(
        row('Marriages by month and county', { county: r.countyName, month: monthWords(m), count: r.counts[i] }),
      ),
    );
  for (const [table, list, words] of [
    ['Parties by age group', s.byAge.map((r) => ({ code: r.band, ...r })), w.age],
    ['Parties by previous marital status', s.byPreviousStatus.map((r) => ({ code: r.status, ...r })), w.status],
  ] as const)
    for (const r of list)
      for (const [sex, count] of [
        ['F', r.women],
        ['M', r.men],
        ['X', r.notStated],
      ] as const)
        out.push(row(table, { sex: w.sex[sex], category: words[r.code as keyof typeof words], code: r.code, count }));
  for (const r of s.byCeremony)
    out.push(
      row('Marriages by type of ceremony', { category: w.ceremony[r.ceremony], code: r.ceremony, count: r.count }),
    );
  for (const r of s.byDenomination)
    out.push(
      row('Christian marriages by denomination', {
        category: r.denomination ?? w.denominationNotStated,
        count: r.count,
      }),
    );
  for (const r of s.byPlace)
    out.push(row('Marriages by place of celebration', { category: w.place[r.place], code: r.place, count: r.count }));
  for (const r of s.timeliness)
    out.push(row('Registration timeliness', { category: w.timeliness[r.band], code: r.band, count: r.count }));
  for (const r of s.divorcesByDuration.rows)
    DURATION_BANDS.forEach((band, i) =>
      out.push(
        row('Divorces by duration of marriage and county', {
          county: r.countyName,
          category: w.duration[band],
          code: band,
          count: r.counts[i],
        }),
      ),
    );
  for (const r of s.rates.rows)
    out.push(
      row('Marriages a year per 1,000 population', {
        county: r.countyName,
        count: r.perThousand === null ? '' : r.perThousand.toFixed(2),
      }),
    );
  return out;
}

const cell = (value: unknown) => {
  const text = String(value ?? '');
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

const COLUMNS: [string, keyof ExportRow][] = [
  ['Table', 'table'],
  ['County', 'county'],
  ['Month', 'month'],
  ['Sex', 'sex'],
  ['Category', 'category'],
  ['Count', 'count'],
];

/** The rows as CSV: a byte-order mark (spreadsheets then read UTF-8), a header, every cell quoted. */
export function toCsv(rows: ExportRow[]): string {
  const lines = [COLUMNS.map(([name]) => cell(name)).join(',')];
  for (const r of rows) lines.push(COLUMNS.map(([, key]) => cell(r[key])).join(','));
  return `\uFEFF${lines.join('\n')}\n`;
}

/** The file's name: the range as the statistics office reads it. */
export const exportFileName = (s: Statistics, format: 'csv' | 'json') =>
  `vital-statistics-${s.filters.from}-to-${s.filters.to}${s.filters.county ? `-county-${s.filters.county}` : ''}.${format}`;
