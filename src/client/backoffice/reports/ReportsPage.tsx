import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import {
  defaultReportRange,
  MAX_REPORT_DAYS,
  REPORT_MESSAGES,
  REPORT_PERIODS,
  reportRangeErrors,
  type ReportPeriod,
} from '../../../shared/contracts/reports.js';
import { isApiDate, nairobiToday } from '../../../shared/dates.js';
import { canAccess } from '../../../shared/permissions.js';
import { DayPicker } from '../../components/dates/DayPicker.js';
import { useDistricts } from '../../components/reference.js';
import { getStoredProfile } from '../../providers/session.js';
import { ApplicationsView, MarriagesView, ProcessingView, RevenueView } from './ReportViews.js';
import { useReportsT } from './useReportsT.js';

/**
 * /backoffice/reports (domain sections 9 and 12): a range of days, a district and a grouping, then
 * each report as a chart, its figures and a CSV. A district's staff report on their district only.
 */
export default function ReportsPage() {
  const t = useReportsT();
  const profile = getStoredProfile();
  const districts = useDistricts();
  const ownDistrict = profile?.district ?? '';
  const [from, setFrom] = useState(() => defaultReportRange(nairobiToday()).from);
  const [to, setTo] = useState(() => nairobiToday());
  const [district, setDistrict] = useState(ownDistrict);
  const [period, setPeriod] = useState<ReportPeriod>('month');
  if (!profile || !canAccess(profile, { action: 'read', resource: 'reports' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('forbidden')}</Alert>
      </Box>
    );
  }
  const errors = isApiDate(from) && isApiDate(to) ? reportRangeErrors(from, to) : {};
  const valid = isApiDate(from) && isApiDate(to) && Object.keys(errors).length === 0;
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    return text === REPORT_MESSAGES.fromAfterTo
      ? t('errors.fromAfterTo')
      : t('errors.tooLong', { days: MAX_REPORT_DAYS });
  };
  const params = { from, to, district, period };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400, minWidth: 0 }}>
      <Title title={t('title')} />
      <Typography variant="h4" component="h2">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('lead')}</Typography>
      <Box
        component="form"
        aria-label={t('filters.title')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <DayPicker
            label={t('filters.from')}
            value={from}
            onChange={setFrom}
            textField={{
              id: 'report-from',
              fullWidth: true,
              error: Boolean(errors.from),
              helperText: message(errors.from),
              margin: 'dense',
            }}
          />
        </Box>
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <DayPicker
            label={t('filters.to')}
            value={to}
            onChange={setTo}
            textField={{
              id: 'report-to',
              fullWidth: true,
              error: Boolean(errors.to),
              helperText: message(errors.to),
              margin: 'dense',
            }}
          />
        </Box>
        <TextField
          select
          id="report-district"
          label={t('filters.district')}
          value={district}
          onChange={(e) => setDistrict(e.target.value)}
          disabled={Boolean(ownDistrict)}
          margin="dense"
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        >
          {!ownDistrict && <MenuItem value="">{t('filters.allDistricts')}</MenuItem>}
          {(districts.data ?? [])
            .filter((d) => !ownDistrict || d.code === ownDistrict)
            .map((d) => (
              <MenuItem key={d.code} value={d.code}>
                {d.name}
              </MenuItem>
            ))}
          {ownDistrict && !districts.data?.some((d) => d.code === ownDistrict) && (
            <MenuItem value={ownDistrict}>{t('filters.district')}</MenuItem>
          )}
        </TextField>
        <TextField
          select
          id="report-period"
          label={t('filters.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as ReportPeriod)}
          margin="dense"
          sx={{ flex: '1 1 8rem', minWidth: 0 }}
        >
          {REPORT_PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`filters.periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ApplicationsView params={params} enabled={valid} />
        <ProcessingView params={params} enabled={valid} />
        <MarriagesView params={params} enabled={valid} />
        <RevenueView params={params} enabled={valid} />
      </Stack>
    </Box>
  );
}
