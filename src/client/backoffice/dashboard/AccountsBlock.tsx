import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { BlockCard, Figure, LinkTo, useDashboardTranslate } from './parts.js';

type Person = NonNullable<DashboardData['accounts']>['locked']['latest'][number];

function People({
  people,
  empty,
  when,
  testId,
}: {
  people: Person[];
  empty: string;
  when: (p: Person) => string;
  testId: string;
}) {
  const translate = useTranslate();
  if (people.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense data-testid={testId}>
      {people.map((p) => (
        <ListItem key={p.id} disableGutters divider>
          <ListItemText
            primary={<LinkTo to={`/backoffice/accounts/${p.id}`}>{p.name}</LinkTo>}
            secondary={[
              p.staffRole ? translate(`backoffice.roles.${p.staffRole}`, { _: '' }) : null,
              p.districtName,
              when(p),
            ]
              .filter(Boolean)
              .join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The administrator's view of the accounts: by type, staff by role, locked accounts and staff yet to set a password. */
export function AccountsBlock({ accounts }: { accounts: NonNullable<DashboardData['accounts']> }) {
  const t = useDashboardTranslate();
  const translate = useTranslate();
  return (
    <BlockCard id="accounts" title={t('accounts.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('accounts.byType')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {accounts.byType.map((row) => (
          <Figure
            key={row.accountType}
            label={t(`accounts.types.${row.accountType}`)}
            value={row.count}
            testId={`accounts-${row.accountType}`}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {t('accounts.staffByRole')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, mt: 1, mb: 2 }}
      >
        {accounts.staffByRole.map((row) => (
          <Box key={row.staffRole} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {translate(`backoffice.roles.${row.staffRole}`, { _: '' })}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right' }}
              data-testid={`staff-${row.staffRole}`}
            >
              {row.count}
            </Typography>
          </Box>
        ))}
      </Box>
      <Figure label={t('accounts.locked')} value={accounts.locked.count} testId="accounts-locked" />
      <People
        people={accounts.locked.latest}
        empty={t('accounts.noneLocked')}
        when={(p) => t('accounts.lockedUntil', { date: toDisplayDateTime(p.at) })}
        testId="accounts-locked-list"
      />
      <Box sx={{ mt: 2 }}>
        <Figure label={t('accounts.invited')} value={accounts.invited.count} testId="accounts-invited" />
        <People
          people={accounts.invited.latest}
          empty={t('accounts.noneInvited')}
          when={(p) => t('accounts.invitedOn', { date: toDisplayDate(p.at) })}
          testId="accounts-invited-list"
        />
      </Box>
      <LinkTo to="/backoffice/accounts">{t('accounts.open')}</LinkTo>
    </BlockCard>
  );
}
