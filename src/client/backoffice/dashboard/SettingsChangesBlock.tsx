import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { SETTINGS_PAGES } from '../../../shared/permissions.js';
import { BlockCard, LinkTo, useDashboardTranslate } from './parts.js';

/** The settings page of an audited table, where there is one. */
const pageOf = (table: string) => {
  const named = table === 'certificate_stamp' ? 'certificate-stamps' : table;
  return Object.entries(SETTINGS_PAGES).find(([, t]) => t === named)?.[0];
};

/** The latest changes to the settings tables: which table, what was done, who and when. */
export function SettingsChangesBlock({ changes }: { changes: NonNullable<DashboardData['settingsChanges']> }) {
  const t = useDashboardTranslate();
  const translate = useTranslate();
  return (
    <BlockCard id="settings-changes" title={t('settings.title')}>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('settings.none')}</Typography>
      ) : (
        <List dense data-testid="settings-changes">
          {changes.map((change) => {
            const page = pageOf(change.table);
            const line = t('settings.line', {
              table: translate(`settings.tables.${change.table}`, { _: t('settings.changed') }),
              action: t(`settings.actions.${change.action}`, { _: t('settings.changed') }),
            });
            return (
              <ListItem key={change.id} disableGutters divider>
                <ListItemText
                  primary={page ? <LinkTo to={`/backoffice/settings/${page}`}>{line}</LinkTo> : line}
                  secondary={t('settings.by', {
                    when: toDisplayDateTime(change.at),
                    who: change.actorName ?? t('settings.system'),
                  })}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </BlockCard>
  );
}
