import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { BlockCard, ChartTable, useDashboardTranslate, useMonthLabel } from './parts.js';

/** Twelve Nairobi months: applications received and decided, licences issued; the chart's figures as a hidden table too. */
export function TrendBlock({ trend }: { trend: NonNullable<DashboardData['trend']> }) {
  const t = useDashboardTranslate();
  const monthLabel = useMonthLabel();
  const months = trend.map((m) => monthLabel(m.month));
  const series = (['received', 'decided', 'licencesIssued'] as const).map((key) => ({
    key,
    label: t(`trend.${key}`),
    data: trend.map((m) => m[key]),
  }));
  return (
    <BlockCard id="trend" title={t('trend.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('trend.lead')}
      </Typography>
      <Box aria-hidden="true" data-testid="trend-chart" sx={{ width: '100%', minWidth: 0 }}>
        <LineChart
          height={260}
          skipAnimation
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={series.map((s) => ({ id: s.key, label: s.label, data: s.data }))}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      </Box>
      <ChartTable
        caption={`${t('trend.title')}: ${t('chartSummary')}`}
        head={[t('month'), ...series.map((s) => s.label)]}
        rows={trend.map((m, i) => [months[i], m.received, m.decided, m.licencesIssued])}
      />
    </BlockCard>
  );
}
