import { useEffect, useState } from 'react';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import type { RegisterMatch } from '../../../shared/services/register-search.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { getApi } from '../../providers/httpClient.js';
import type { PanelProps } from '../types.js';

/** What the register proposes for a search waiting for the officer (staff review page). */
export function StaffMatches({ application }: PanelProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`services.REGISTER_SEARCH.staff.${key}`, options);
  const [state, setState] = useState<{ matches: RegisterMatch[] | null; error: string | null }>({
    matches: null,
    error: null,
  });
  const waiting = application.status === 'Submitted' || application.status === 'Pending';
  useEffect(() => {
    if (!waiting) return;
    getApi<(RegisterMatch & { id: string })[]>(
      `/applications/${encodeURIComponent(application.id)}/register-matches`,
    ).then(
      (matches) => setState({ matches, error: null }),
      (error: Error) => setState({ matches: null, error: error.message }),
    );
  }, [application.id, application.version, waiting]);
  if (!waiting) return null;
  return (
    <SectionCard title={t('title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('lead')}
      </Typography>
      {state.error ? <Alert severity="error">{t('failed', { message: state.error })}</Alert> : null}
      {!state.error && !state.matches ? <Typography>{t('loading')}</Typography> : null}
      {state.matches && state.matches.length === 0 ? <Alert severity="info">{t('none')}</Alert> : null}
      {state.matches?.length ? (
        <List dense aria-label={t('title')}>
          {state.matches.map((m) => (
            <ListItem key={m.registrationNumber} divider>
              <ListItemText
                primary={`${m.registrationNumber} · ${m.partyAName} & ${m.partyBName}`}
                secondary={`${toDisplayDate(m.celebratedOn)} · ${m.districtName}`}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
