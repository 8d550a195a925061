import { Typography } from '@mui/material';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { BlockCard, LinkTo, useDashboardTranslate } from './parts.js';

/** Objections to published notices waiting for a director's decision. */
export function EscalationsBlock({ escalations }: { escalations: NonNullable<DashboardData['escalations']> }) {
  const t = useDashboardTranslate();
  return (
    <BlockCard id="escalations" title={t('escalations.title')}>
      <Typography variant="h4" component="p" data-testid="escalations-open">
        {escalations.open}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('escalations.lead')}
      </Typography>
      <LinkTo to="/backoffice/marriage-registrations/escalations">{t('escalations.open')}</LinkTo>
    </BlockCard>
  );
}
