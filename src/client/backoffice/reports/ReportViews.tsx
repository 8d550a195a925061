import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type {
  ApplicationsReport,
  MarriagesReport,
  ProcessingReport,
  RevenueReport,
} from '../../../shared/contracts/reports.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { serviceName, stageName } from '../../applications/labels.js';
import { formatMoney } from '../../../shared/money.js';
import { downloadCsv } from '../../format/csv.js';
import { FiguresTable, ReportSection, type Column } from './ReportSection.js';
import { useReport, type ReportParams } from './useReport.js';
import { usePeriodLabel, useReportsT } from './useReportsT.js';

interface ViewProps {
  params: ReportParams;
  enabled: boolean;
}

const fileName = (report: string, params: ReportParams) =>
  `${report}-${toDisplayDate(params.from)}-to-${toDisplayDate(params.to)}`;
const chartMargin = { left: 8, right: 16 };
/**
 * Issue 20 #18: every chart lays its bars one under the other, each named in full beside it (the axis
 * as wide as its longest name), never a name cut short or left out to make room.
 */
const namedBars = (dataKey: string) => [{ scaleType: 'band' as const, dataKey, width: 'auto' as const }];

export function ApplicationsView({ params, enabled }: ViewProps) {
  const t = useReportsT();
  const translate = useTranslate();
  const label = usePeriodLabel(params.period);
  const { data, loading, error } = useReport('applications', params, enabled);
  const status = (s: string) => translate(`components.status.${s}`, { _: s });
  const statuses = data?.totals.byStatus.map((s) => s.status) ?? [];
  const periods = [...new Set(data?.rows.map((r) => r.period) ?? [])];
  const dataset = periods.map((period) => ({
    period: label(period),
    ...Object.fromEntries(
      statuses.map((s) => [
        s,
        data!.rows.filter((r) => r.period === period && r.status === s).reduce((n, r) => n + r.count, 0),
      ]),
    ),
  }));
  type ServiceRow = ApplicationsReport['totals']['byService'][number];
  const count = (code: string, s: string) =>
    data?.rows.filter((r) => r.serviceCode === code && r.status === s).reduce((n, r) => n + r.count, 0) ?? 0;
  const columns: Column<ServiceRow>[] = [
    { key: 'service', label: t('applications.columns.service'), value: (r) => serviceName(translate, r.serviceCode) },
    ...statuses.map((s) => ({
      key: s,
      label: status(s),
      numeric: true,
      value: (r: ServiceRow) => count(r.serviceCode, s),
    })),
    { key: 'total', label: t('total'), numeric: true, value: (r) => r.count },
  ];
  const c = (key: string) => t(`applications.columns.${key}`);
  return (
    <ReportSection
      id="applications"
      title={t('applications.title')}
      lead={t('applications.lead')}
      loading={loading}
      error={error}
      empty={!data?.rows.length}
      summary={data ? t('applications.summary', { smart_count: data.totals.count }) : undefined}
      onDownload={() =>
        data &&
        downloadCsv(
          fileName('applications', params),
          data.rows.map((r) => ({
            [c('period')]: label(r.period),
            [c('service')]: serviceName(translate, r.serviceCode),
            [c('status')]: status(r.status),
            [c('count')]: r.count,
          })),
          [c('period'), c('service'), c('status'), c('count')],
        )
      }
      bars={dataset.length}
      chart={
        <BarChart
          dataset={dataset}
          layout="horizontal"
          margin={chartMargin}
          yAxis={namedBars('period')}
          series={statuses.map((s) => ({ dataKey: s, label: status(s), stack: 'all' }))}
        />
      }
    >
      <FiguresTable
        caption={t('tableCaption', { report: t('applications.title') })}
        columns={columns}
        rows={data?.totals.byService ?? []}
        footer={[
          t('total'),
          ...statuses.map((s) => data?.totals.byStatus.find((x) => x.status === s)?.count ?? 0),
          data?.totals.count ?? 0,
        ]}
      />
    </ReportSection>
  );
}

export function ProcessingView({ params, enabled }: ViewProps) {
  const t = useReportsT();
  const translate = useTranslate();
  const { data, loading, error } = useReport('processing-times', params, enabled);
  type Row = ProcessingReport['rows'][number];
  const c = (key: string) => t(`processing.columns.${key}`);
  const days = (n: number) => n.toLocaleString('en-KE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const columns: Column<Row>[] = [
    { key: 'service', label: c('service'), value: (r) => serviceName(translate, r.serviceCode) },
    { key: 'stage', label: c('stage'), value: (r) => stageName(translate, r.stage) },
    { key: 'completed', label: c('completed'), numeric: true, value: (r) => r.completed },
    { key: 'averageDays', label: c('averageDays'), numeric: true, value: (r) => days(r.averageDays) },
    { key: 'slaDays', label: c('slaDays'), numeric: true, value: (r) => r.slaDays },
    { key: 'overSla', label: c('overSla'), numeric: true, value: (r) => r.overSla },
  ];
  const dataset = (data?.totals.byStage ?? []).map((s) => ({
    stage: stageName(translate, s.stage),
    within: s.completed - s.overSla,
    over: s.overSla,
  }));
  return (
    <ReportSection
      id="processing-times"
      title={t('processing.title')}
      lead={t('processing.lead')}
      loading={loading}
      error={error}
      empty={!data?.rows.length}
      summary={
        data ? t('processing.summary', { completed: data.totals.completed, over: data.totals.overSla }) : undefined
      }
      onDownload={() =>
        data &&
        downloadCsv(
          fileName('processing-times', params),
          data.rows.map((r) =>
            Object.fromEntries(
              columns.map((col) => [col.label, col.key === 'averageDays' ? r.averageDays : col.value(r)]),
            ),
          ),
          columns.map((col) => col.label),
        )
      }
      bars={dataset.length}
      chart={
        <BarChart
          dataset={dataset}
          layout="horizontal"
          margin={chartMargin}
          yAxis={namedBars('stage')}
          series={[
            { dataKey: 'within', label: t('processing.within'), stack: 'all' },
            { dataKey: 'over', label: t('processing.over'), stack: 'all', color: '#b3261e' },
          ]}
        />
      }
    >
      <FiguresTable
        caption={t('tableCaption', { report: t('processing.title') })}
        columns={columns}
        rows={data?.rows ?? []}
      />
    </ReportSection>
  );
}

export function MarriagesView({ params, enabled }: ViewProps) {
  const t = useReportsT();
  const label = usePeriodLabel(params.period);
  const { data, loading, error } = useReport('marriages', params, enabled);
  const c = (key: string) => t(`marriages.columns.${key}`);
  type DistrictRow = MarriagesReport['totals']['byDistrict'][number];
  const columns: Column<DistrictRow>[] = [
    { key: 'district', label: c('district'), value: (r) => r.districtName },
    { key: 'count', label: c('count'), numeric: true, value: (r) => r.count },
  ];
  // Issue 20 #18: per district, as the title says: one bar per district.
  const dataset = (data?.totals.byDistrict ?? []).map((d) => ({ district: d.districtName, count: d.count }));
  return (
    <ReportSection
      id="marriages"
      title={t('marriages.title')}
      lead={t('marriages.lead')}
      loading={loading}
      error={error}
      empty={!data?.rows.length}
      summary={data ? t('marriages.summary', { smart_count: data.totals.count }) : undefined}
      onDownload={() =>
        data &&
        downloadCsv(
          fileName('marriages', params),
          data.rows.map((r) => ({
            [c('period')]: label(r.period),
            [c('district')]: r.districtName,
            [c('count')]: r.count,
          })),
          [c('period'), c('district'), c('count')],
        )
      }
      bars={dataset.length}
      chart={
        <BarChart
          dataset={dataset}
          layout="horizontal"
          margin={chartMargin}
          yAxis={namedBars('district')}
          series={[{ dataKey: 'count', label: t('marriages.series') }]}
        />
      }
    >
      <FiguresTable
        caption={t('tableCaption', { report: t('marriages.title') })}
        columns={columns}
        rows={data?.totals.byDistrict ?? []}
        footer={[t('total'), data?.totals.count ?? 0]}
      />
    </ReportSection>
  );
}

export function RevenueView({ params, enabled }: ViewProps) {
  const t = useReportsT();
  const translate = useTranslate();
  const label = usePeriodLabel(params.period);
  const { data, loading, error } = useReport('revenue', params, enabled);
  const c = (key: string) => t(`revenue.columns.${key}`);
  const money = (amount: number) => formatMoney(amount, data?.totals.currency);
  type HeadRow = RevenueReport['totals']['byTaxHead'][number];
  type ServiceRow = RevenueReport['totals']['byService'][number];
  const headColumns: Column<HeadRow>[] = [
    { key: 'taxHead', label: c('taxHead'), value: (r) => r.taxHeadName },
    { key: 'amount', label: c('amount'), numeric: true, value: (r) => money(r.amount) },
  ];
  const serviceColumns: Column<ServiceRow>[] = [
    { key: 'service', label: c('service'), value: (r) => serviceName(translate, r.serviceCode) },
    { key: 'payments', label: c('payments'), numeric: true, value: (r) => r.payments },
    { key: 'amount', label: c('amount'), numeric: true, value: (r) => money(r.amount) },
  ];
  const dataset = (data?.totals.byTaxHead ?? []).map((h) => ({ head: h.taxHeadName, amount: h.amount }));
  return (
    <ReportSection
      id="revenue"
      title={t('revenue.title')}
      lead={t('revenue.lead')}
      loading={loading}
      error={error}
      empty={!data?.rows.length}
      summary={
        data
          ? t('revenue.summary', {
              amount: money(data.totals.amount),
              payments: data.totals.payments,
              failed: data.totals.failedPayments,
            })
          : undefined
      }
      onDownload={() =>
        data &&
        downloadCsv(
          fileName('revenue', params),
          data.rows.map((r) => ({
            [c('period')]: label(r.period),
            [c('service')]: serviceName(translate, r.serviceCode),
            [c('taxHead')]: r.taxHeadName,
            [c('amount')]: r.amount.toFixed(2),
            [c('currency')]: r.currency,
          })),
          [c('period'), c('service'), c('taxHead'), c('amount'), c('currency')],
        )
      }
      bars={dataset.length}
      chart={
        <BarChart
          dataset={dataset}
          layout="horizontal"
          margin={chartMargin}
          yAxis={namedBars('head')}
          xAxis={[{ valueFormatter: (v: number) => v.toLocaleString('en-KE') }]}
          series={[{ dataKey: 'amount', label: t('revenue.series'), valueFormatter: (v) => money(v ?? 0) }]}
        />
      }
    >
      <FiguresTable
        caption={`${t('revenue.byTaxHead')}`}
        columns={headColumns}
        rows={data?.totals.byTaxHead ?? []}
        footer={[t('total'), money(data?.totals.amount ?? 0)]}
      />
      <FiguresTable
        caption={`${t('revenue.byService')}`}
        columns={serviceColumns}
        rows={data?.totals.byService ?? []}
        footer={[t('total'), data?.totals.payments ?? 0, money(data?.totals.amount ?? 0)]}
      />
    </ReportSection>
  );
}
