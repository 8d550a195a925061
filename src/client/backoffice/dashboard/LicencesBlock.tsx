import { Stack } from '@mui/material';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { BlockCard, Figure, LinkTo, useDashboardTranslate } from './parts.js';

/** Licences issued this Nairobi month and those in force. */
export function LicencesBlock({ licences }: { licences: NonNullable<DashboardData['licences']> }) {
  const t = useDashboardTranslate();
  return (
    <BlockCard id="licences" title={t('licences.title')}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Figure label={t('licences.issuedThisMonth')} value={licences.issuedThisMonth} testId="licences-issued-month" />
        <Figure label={t('licences.inForce')} value={licences.inForce} testId="licences-in-force" />
      </Stack>
      <LinkTo to="/backoffice/registry/special-licences">{t('licences.open')}</LinkTo>
    </BlockCard>
  );
}
