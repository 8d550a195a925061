import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { formatMoney } from '../../../shared/money.js';
import { BlockCard, Figure, LinkTo, useDashboardTranslate } from './parts.js';

const transactions = (filter: Record<string, string>) =>
  `/backoffice/billing/transactions?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Declined card payments today and this month, and the latest few, each opening the transactions list filtered to it. */
export function FailedPaymentsBlock({
  failed,
  today,
}: {
  failed: NonNullable<DashboardData['failedPayments']>;
  today: string;
}) {
  const t = useDashboardTranslate();
  return (
    <BlockCard id="failed-payments" title={t('failed.title')}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Figure label={t('failed.today')} value={failed.today} testId="failed-today" />
        <Figure label={t('failed.thisMonth')} value={failed.thisMonth} testId="failed-month" />
      </Stack>
      <LinkTo to={transactions({ status: 'FAILED', from: today, to: today })}>{t('failed.openToday')}</LinkTo>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('failed.latest')}
      </Typography>
      {failed.latest.length === 0 ? (
        <Typography color="text.secondary">{t('failed.none')}</Typography>
      ) : (
        <List dense data-testid="failed-latest">
          {failed.latest.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <ListItemText
                primary={
                  <LinkTo to={transactions({ status: 'FAILED', q: p.reference })}>
                    {t('failed.line', {
                      reference: p.reference,
                      amount: formatMoney(p.amount, p.currency),
                      payer: p.payerName,
                    })}
                  </LinkTo>
                }
                secondary={[toDisplayDateTime(p.createdAt), p.failureReason].filter(Boolean).join(' · ')}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </BlockCard>
  );
}
