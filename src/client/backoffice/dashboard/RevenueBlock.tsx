import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { formatMoney } from '../../../shared/money.js';
import { BlockCard, ChartTable, Figure, LinkTo, useDashboardTranslate } from './parts.js';

/** Money received today and this Nairobi month, and this month's by service as a bar chart (and a hidden table). */
export function RevenueBlock({ revenue, today }: { revenue: NonNullable<DashboardData['revenue']>; today: string }) {
  const t = useDashboardTranslate();
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const money = (amount: number) => formatMoney(amount, revenue.currency);
  const names = revenue.byService.map((row) => translate(`services.${row.serviceCode}.name`, { _: row.serviceCode }));
  const filter = encodeURIComponent(JSON.stringify({ status: 'SUCCEEDED', from: `${today.slice(0, 8)}01`, to: today }));
  return (
    <BlockCard id="revenue" title={t('revenue.title')}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Figure label={t('revenue.today')} value={money(revenue.today)} testId="revenue-today" />
        <Figure label={t('revenue.thisMonth')} value={money(revenue.thisMonth)} testId="revenue-month" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('revenue.paymentsToday', { smart_count: revenue.paymentsToday })}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('revenue.byService')}
      </Typography>
      {revenue.byService.length === 0 ? (
        <Typography color="text.secondary">{t('revenue.noneThisMonth')}</Typography>
      ) : (
        <>
          <Box aria-hidden="true" data-testid="revenue-chart" sx={{ width: '100%', minWidth: 0 }}>
            <BarChart
              height={Math.max(160, 48 * revenue.byService.length + 60)}
              layout="horizontal"
              skipAnimation
              disableKeyboardNavigation
              hideLegend
              yAxis={[{ scaleType: 'band', data: names, width: small ? 110 : 210 }]}
              xAxis={[
                { valueFormatter: (v: number | null) => (v === null ? '' : money(v)), tickNumber: small ? 2 : 3 },
              ]}
              series={[
                {
                  id: 'revenue',
                  label: t('revenue.amount'),
                  data: revenue.byService.map((row) => row.amount),
                  valueFormatter: (v) => (v === null ? '' : money(v)),
                },
              ]}
            />
          </Box>
          <ChartTable
            caption={`${t('revenue.byService')}: ${t('chartSummary')}`}
            head={[t('revenue.service'), t('revenue.amount')]}
            rows={revenue.byService.map((row, i) => [names[i], money(row.amount)])}
          />
        </>
      )}
      <LinkTo to={`/backoffice/billing/transactions?filter=${filter}`}>{t('revenue.open')}</LinkTo>
    </BlockCard>
  );
}
