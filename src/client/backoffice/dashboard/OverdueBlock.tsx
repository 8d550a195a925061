import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { BlockCard, LinkTo, useDashboardTranslate } from './parts.js';

/** How much is late at the caller's level, and the oldest few, each opening its application. */
export function OverdueBlock({ overdue }: { overdue: NonNullable<DashboardData['overdue']> }) {
  const t = useDashboardTranslate();
  const translate = useTranslate();
  return (
    <BlockCard id="overdue" title={t('overdue.title')}>
      <Typography variant="h4" component="p" data-testid="overdue-total">
        {overdue.total}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {overdue.total === 0 ? t('overdue.none') : t('overdue.lead', { smart_count: overdue.total })}
      </Typography>
      {overdue.oldest.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('overdue.oldest')}
          </Typography>
          <List dense data-testid="overdue-oldest">
            {overdue.oldest.map((item) => (
              <ListItem key={item.id} disableGutters divider>
                <ListItemText
                  primary={<LinkTo to={`/backoffice/${item.section}/details/${item.id}`}>{item.reference}</LinkTo>}
                  secondary={`${translate(`services.${item.serviceCode}.name`, { _: item.serviceCode })} · ${t('overdue.due', { date: toDisplayDate(item.slaDueAt) })}`}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </BlockCard>
  );
}
