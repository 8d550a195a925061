import { Box, Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import type { StatisticsInput } from '../../../shared/contracts/statistics.js';
import { DURATION_BANDS } from '../../../shared/statistics.js';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';
import { FiguresTable, type Column } from '../reports/ReportSection.js';

const n = (v: number) => v.toLocaleString('en-KE');
const share = (part: number, whole: number) =>
  whole ? `${((part / whole) * 100).toLocaleString('en-KE', { maximumFractionDigits: 1 })} %` : '–';
/** Bars one under the other, each named in full beside it (as the reports' charts). */
const namedBars = (dataKey: string) => [{ scaleType: 'band' as const, dataKey, width: 'auto' as const }];
const chartHeight = (bars: number) => Math.max(220, 96 + 30 * bars);

/** "January 2026" for 2026-01; `short`: "Jan 2026". */
export function useMonthLabel() {
  const t = useScopedTranslate('statistics');
  return (month: string, short = false) =>
    t('month', {
      month: t(`${short ? 'shortMonths' : 'months'}.${Number(month.slice(5, 7))}`),
      year: month.slice(0, 4),
    });
}

/** One table of the statistics: its heading and what it counts, an optional chart, the figures. */
function Table({
  title,
  lead,
  chart,
  bars = 0,
  children,
}: {
  title: string;
  lead: string;
  chart?: ReactNode;
  bars?: number;
  children: ReactNode;
}) {
  const t = useScopedTranslate('statistics');
  const headingId = useId();
  return (
    // An article, not a landmark: its table (named by the same title) is the region (axe landmark-unique).
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h3" id={headingId}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {lead}
        </Typography>
        {chart && (
          <Box
            component="figure"
            aria-label={t('chartLabel', { table: title })}
            sx={{ m: 0, width: '100%', minWidth: 0, height: chartHeight(bars) }}
          >
            {chart}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

type Grid = StatisticsInput['byMonthAndCounty'];
type GridRow = Grid['rows'][number];

/** Counties down, the columns across, each row's and column's total. */
function CountyGrid({ caption, grid, headings }: { caption: string; grid: Grid; headings: string[] }) {
  const t = useScopedTranslate('statistics');
  const columns: Column<GridRow>[] = [
    { key: 'county', label: t('county'), value: (r) => r.countyName },
    ...headings.map((label, i) => ({ key: `c${i}`, label, numeric: true, value: (r: GridRow) => n(r.counts[i]) })),
    { key: 'total', label: t('total'), numeric: true, value: (r) => n(r.total) },
  ];
  return (
    <FiguresTable
      caption={caption}
      columns={columns}
      rows={grid.rows}
      footer={[t('total'), ...grid.totals.map(n), n(grid.total)]}
    />
  );
}

type SexRow = { women: number; men: number; notStated: number };

function BySexTable<R extends SexRow>({
  caption,
  label,
  rows,
  name,
}: {
  caption: string;
  label: string;
  rows: R[];
  name(r: R): string;
}) {
  const t = useScopedTranslate('statistics');
  const columns: Column<R>[] = [
    { key: 'category', label, value: name },
    { key: 'women', label: t('women'), numeric: true, value: (r) => n(r.women) },
    { key: 'men', label: t('men'), numeric: true, value: (r) => n(r.men) },
    { key: 'notStated', label: t('notStated'), numeric: true, value: (r) => n(r.notStated) },
    { key: 'total', label: t('total'), numeric: true, value: (r) => n(r.women + r.men + r.notStated) },
  ];
  const sum = (k: keyof SexRow) => rows.reduce((s, r) => s + r[k], 0);
  return (
    <FiguresTable
      caption={caption}
      columns={columns}
      rows={rows}
      footer={[
        t('total'),
        n(sum('women')),
        n(sum('men')),
        n(sum('notStated')),
        n(sum('women') + sum('men') + sum('notStated')),
      ]}
    />
  );
}

function CountTable<R extends { count: number }>({
  caption,
  label,
  rows,
  name,
}: {
  caption: string;
  label: string;
  rows: R[];
  name(r: R): string;
}) {
  const t = useScopedTranslate('statistics');
  const whole = rows.reduce((s, r) => s + r.count, 0);
  const columns: Column<R>[] = [
    { key: 'category', label, value: name },
    { key: 'count', label: t('marriages'), numeric: true, value: (r) => n(r.count) },
    { key: 'share', label: t('share'), numeric: true, value: (r) => share(r.count, whole) },
  ];
  return (
    <FiguresTable
      caption={caption}
      columns={columns}
      rows={rows}
      footer={[t('total'), n(whole), share(whole, whole)]}
    />
  );
}

/** Every table of the vital statistics, in words (counties by name, categories in the page's language). */
export function StatisticsTables({ data }: { data: StatisticsInput }) {
  const t = useScopedTranslate('statistics');
  const w = (group: string, code: string) => t(`words.${group}.${code}`);
  const month = useMonthLabel();
  const months = data.filters.months.map((m) => month(m, true));
  const byMonth = data.filters.months.map((m, i) => ({ month: month(m), count: data.byMonthAndCounty.totals[i] }));
  const ages = data.byAge.map((r) => ({ band: w('age', r.band), women: r.women, men: r.men }));
  const ceremonies = data.byCeremony.map((r) => ({ ceremony: w('ceremony', r.ceremony), count: r.count }));
  const rates = data.rates;
  type RateRow = (typeof rates.rows)[number];
  const rateColumns: Column<RateRow>[] = [
    { key: 'county', label: t('county'), value: (r) => r.countyName },
    { key: 'marriages', label: t('marriages'), numeric: true, value: (r) => n(r.marriages) },
    {
      key: 'population',
      label: t('tables.rates.population'),
      numeric: true,
      value: (r) => (r.population ? n(r.population) : t('tables.rates.noPopulation')),
    },
    {
      key: 'year',
      label: t('tables.rates.counted'),
      numeric: true,
      value: (r) => (r.populationYear ? String(r.populationYear) : '–'),
    },
    {
      key: 'rate',
      label: t('tables.rates.rate'),
      numeric: true,
      value: (r) =>
        r.perThousand === null ? '–' : r.perThousand.toLocaleString('en-KE', { minimumFractionDigits: 2 }),
    },
  ];
  return (
    <>
      <Table
        title={t('tables.byMonth.title')}
        lead={t('tables.byMonth.lead')}
        bars={byMonth.length}
        chart={
          <BarChart
            dataset={byMonth}
            layout="horizontal"
            margin={{ left: 8, right: 16 }}
            yAxis={namedBars('month')}
            series={[{ dataKey: 'count', label: t('marriages'), valueFormatter: (v) => n(v ?? 0) }]}
          />
        }
      >
        <CountyGrid caption={t('tables.byMonth.title')} grid={data.byMonthAndCounty} headings={months} />
      </Table>
      <Table
        title={t('tables.byAge.title')}
        lead={t('tables.byAge.lead')}
        bars={ages.length}
        chart={
          <BarChart
            dataset={ages}
            layout="horizontal"
            margin={{ left: 8, right: 16 }}
            yAxis={namedBars('band')}
            series={[
              { dataKey: 'women', label: t('women'), valueFormatter: (v) => n(v ?? 0) },
              { dataKey: 'men', label: t('men'), valueFormatter: (v) => n(v ?? 0) },
            ]}
          />
        }
      >
        <BySexTable
          caption={t('tables.byAge.title')}
          label={t('tables.byAge.title')}
          rows={data.byAge}
          name={(r) => w('age', r.band)}
        />
      </Table>
      <Table title={t('tables.byStatus.title')} lead={t('tables.byStatus.lead')}>
        <BySexTable
          caption={t('tables.byStatus.title')}
          label={t('tables.byStatus.title')}
          rows={data.byPreviousStatus}
          name={(r) => w('status', r.status)}
        />
      </Table>
      <Table
        title={t('tables.byCeremony.title')}
        lead={t('tables.byCeremony.lead')}
        bars={ceremonies.length}
        chart={
          <BarChart
            dataset={ceremonies}
            layout="horizontal"
            margin={{ left: 8, right: 16 }}
            yAxis={namedBars('ceremony')}
            series={[{ dataKey: 'count', label: t('marriages'), valueFormatter: (v) => n(v ?? 0) }]}
          />
        }
      >
        <CountTable
          caption={t('tables.byCeremony.title')}
          label={t('tables.byCeremony.title')}
          rows={data.byCeremony}
          name={(r) => w('ceremony', r.ceremony)}
        />
      </Table>
      <Table title={t('tables.byDenomination.title')} lead={t('tables.byDenomination.lead')}>
        <CountTable
          caption={t('tables.byDenomination.title')}
          label={t('tables.byDenomination.title')}
          rows={data.byDenomination}
          name={(r) => r.denomination ?? t('words.denominationNotStated')}
        />
      </Table>
      <Table title={t('tables.byPlace.title')} lead={t('tables.byPlace.lead')}>
        <CountTable
          caption={t('tables.byPlace.title')}
          label={t('tables.byPlace.title')}
          rows={data.byPlace}
          name={(r) => w('place', r.place)}
        />
      </Table>
      <Table title={t('tables.timeliness.title')} lead={t('tables.timeliness.lead')}>
        <CountTable
          caption={t('tables.timeliness.title')}
          label={t('tables.timeliness.title')}
          rows={data.timeliness}
          name={(r) => w('timeliness', r.band)}
        />
      </Table>
      <Table title={t('tables.divorces.title')} lead={t('tables.divorces.lead')}>
        <CountyGrid
          caption={t('tables.divorces.title')}
          grid={data.divorcesByDuration}
          headings={DURATION_BANDS.map((b) => w('duration', b))}
        />
      </Table>
      <Table title={t('tables.rates.title')} lead={t('tables.rates.lead')}>
        <FiguresTable
          caption={t('tables.rates.title')}
          columns={rateColumns}
          rows={rates.rows}
          footer={[
            data.filters.countyName ?? t('wholeCountry'),
            n(rates.rows.reduce((s, r) => s + r.marriages, 0)),
            n(rates.population),
            '',
            rates.perThousand === null ? '–' : rates.perThousand.toLocaleString('en-KE', { minimumFractionDigits: 2 }),
          ]}
        />
      </Table>
    </>
  );
}
