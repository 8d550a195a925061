import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import { registerSearch } from '../../../shared/services/register-search.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { copyFormPath, reportFormPath, useApplicantArea, useMyRegisterSearches } from '../common/searches.js';
import type { PanelProps } from '../types.js';

/**
 * The applicant's completed search: the entries found, each with "Order a certified copy", and
 * "Ask for a search report" (or the report already asked for).
 */
export function ResultPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const area = useApplicantArea();
  const completed = application.status === 'Approved';
  const searches = useMyRegisterSearches();
  const parsed = completed ? registerSearch.outcome.safeParse(application.outcome) : null;
  if (!parsed?.success) return null;
  const t = (key: string, options?: object) => translate(`services.REGISTER_SEARCH.result.${key}`, options);
  const report = searches.data?.find((s) => s.applicationId === application.id)?.report ?? null;
  const { matches } = parsed.data;
  return (
    <SectionCard title={t('title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {matches.length ? t('lead', { smart_count: matches.length }) : t('none')}
      </Typography>
      {matches.length ? (
        <List dense aria-label={t('entries')} sx={{ mb: 1 }}>
          {matches.map((m) => (
            <ListItem key={m.registrationNumber} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={m.registrationNumber}
                secondary={t('entry', {
                  a: m.partyAName,
                  b: m.partyBName,
                  date: toDisplayDate(m.celebratedOn),
                  district: m.districtName,
                })}
                sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}
              />
              <Button
                component={RouterLink}
                to={copyFormPath(area, application.reference, m.registrationNumber)}
                variant="outlined"
                size="small"
                aria-label={t('orderCopyOf', { number: m.registrationNumber })}
              >
                {t('orderCopy')}
              </Button>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {report ? (
          <Alert
            severity="info"
            sx={{ flex: '1 1 100%' }}
            action={
              <Button
                component={RouterLink}
                to={`/${area}/applications/${report.applicationId}`}
                color="inherit"
                size="small"
              >
                {t('openReport')}
              </Button>
            }
          >
            {t('reported', {
              reference: report.reference,
              status: translate(`components.status.${report.status}`, { _: report.status }),
            })}
          </Alert>
        ) : (
          <>
            <Button component={RouterLink} to={reportFormPath(area, application.reference)} variant="contained">
              {t('askReport')}
            </Button>
            <Typography variant="body2">{t('reportHint')}</Typography>
          </>
        )}
      </Box>
    </SectionCard>
  );
}
