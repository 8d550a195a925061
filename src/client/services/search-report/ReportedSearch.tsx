import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SearchSummary } from '../../../shared/contracts/searches.js';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { getData } from '../../providers/httpClient.js';
import { searchSummarySchema } from '../../../shared/contracts/searches.js';
import { criteriaLine } from '../common/searches.js';
import type { PanelProps } from '../types.js';

const NS = 'services.SEARCH_REPORT';

/** A search's criteria, when its result was confirmed, and the entries it found (public particulars only). */
export function FoundEntries({ search }: { search: SearchSummary }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${NS}.search.${key}`, options);
  const w = (key: string) => translate(`${NS}.words.${key}`);
  const rows: [string, string][] = [
    [
      t('criteria'),
      criteriaLine(search.criteria, {
        anyDate: w('anyDate'),
        anyDistrict: w('anyDistrict'),
        from: w('from'),
        to: w('to'),
      }),
    ],
  ];
  if (search.decidedAt) rows.push([t('confirmedOn'), toDisplayDateTime(search.decidedAt)]);
  return (
    <Box sx={{ mb: 1 }} data-testid="reported-search">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {search.status !== 'Approved' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('notCompleted')}
        </Alert>
      ) : null}
      {search.status === 'Approved' && search.matches.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('none')}
        </Typography>
      ) : null}
      {search.matches.length ? (
        <List dense aria-label={t('entries')}>
          {search.matches.map((m) => (
            <ListItem key={m.registrationNumber} disableGutters>
              <ListItemText
                primary={t('entry', {
                  number: m.registrationNumber,
                  a: m.partyAName,
                  b: m.partyBName,
                  date: toDisplayDate(m.celebratedOn),
                  district: m.districtName,
                })}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}

/** The search a report is about (GET /applications/:id/reported-search), for its applicant and the staff who review it. */
export function ReportedSearch({ application }: PanelProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${NS}.search.${key}`, options);
  const search = useQuery({
    queryKey: ['reported-search', application.id, application.version],
    queryFn: () => getData(`/applications/${encodeURIComponent(application.id)}/reported-search`, searchSummarySchema),
    retry: false,
  });
  return (
    <SectionCard title={`${t('title')}${search.data ? `: ${search.data.reference}` : ''}`}>
      {search.isPending ? <Typography>{t('loading')}</Typography> : null}
      {search.error ? <Alert severity="error">{t('failed', { message: search.error.message })}</Alert> : null}
      {search.data ? <FoundEntries search={search.data} /> : null}
    </SectionCard>
  );
}
