import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { nairobiToday } from '../../../shared/dates.js';
import { canReadStatistics } from '../../../shared/permissions.js';
import { useDistricts } from '../../components/reference.js';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';
import { getStoredProfile } from '../../providers/session.js';
import { downloadStatistics, useStatistics, type StatisticsParams } from './statisticsApi.js';
import { StatisticsTables, useMonthLabel } from './StatisticsTables.js';

/** A select whose empty value is a choice ("all counties"): its words shown, its label above them. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The years the page offers: this one back to 1970 (the register's oldest entries). */
const yearsToOffer = () => {
  const now = Number(nairobiToday().slice(0, 4));
  return Array.from({ length: now - 1969 }, (_, i) => String(now - i));
};

/**
 * /backoffice/statistics (issue 24): the vital statistics of marriage and divorce for the Registrar
 * General and the minister, over a year or the last twelve months, nationally or for a county, and
 * the same tables as a file for the statistics office. A county's staff see their county only.
 */
export default function StatisticsPage() {
  const t = useScopedTranslate('statistics');
  const profile = getStoredProfile();
  const ownCounty = profile?.district ?? '';
  const [params, setParams] = useState<StatisticsParams>({ year: '', county: ownCounty });
  if (!profile || !canReadStatistics(profile)) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('forbidden')}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400, minWidth: 0 }}>
      <Title title={t('menu')} />
      <Typography variant="h4" component="h2">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('lead')}</Typography>
      <Filters params={params} onChange={setParams} ownCounty={ownCounty} />
      <Results params={params} />
    </Box>
  );
}

function Filters({
  params,
  onChange,
  ownCounty,
}: {
  params: StatisticsParams;
  onChange(p: StatisticsParams): void;
  ownCounty: string;
}) {
  const t = useScopedTranslate('statistics');
  const districts = useDistricts();
  return (
    <Box
      component="form"
      aria-label={t('filters.title')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <TextField
        select
        id="statistics-period"
        label={t('filters.period')}
        value={params.year}
        onChange={(e) => onChange({ ...params, year: e.target.value })}
        // The empty value is a choice of its own ("the last twelve months"), shown as such.
        slotProps={SHOW_EMPTY}
        margin="dense"
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
      >
        <MenuItem value="">{t('filters.lastTwelve')}</MenuItem>
        {yearsToOffer().map((year) => (
          <MenuItem key={year} value={year}>
            {t('filters.year', { year })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="statistics-county"
        label={t('filters.county')}
        value={params.county}
        onChange={(e) => onChange({ ...params, county: e.target.value })}
        disabled={Boolean(ownCounty)}
        slotProps={SHOW_EMPTY}
        margin="dense"
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
      >
        {!ownCounty && <MenuItem value="">{t('filters.allCounties')}</MenuItem>}
        {(districts.data ?? [])
          .filter((d) => !ownCounty || d.code === ownCounty)
          .map((d) => (
            <MenuItem key={d.code} value={d.code}>
              {d.name}
            </MenuItem>
          ))}
        {ownCounty && !districts.data?.some((d) => d.code === ownCounty) && (
          <MenuItem value={ownCounty}>{t('filters.county')}</MenuItem>
        )}
      </TextField>
    </Box>
  );
}

function Results({ params }: { params: StatisticsParams }) {
  const t = useScopedTranslate('statistics');
  const month = useMonthLabel();
  const { data, loading, error } = useStatistics(params);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'json') => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadStatistics(params, format);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  if (loading)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} aria-label={t('loading')} />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  if (error || !data) return <Alert severity="error">{t('failed', { message: error ?? '' })}</Alert>;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {data.filters.countyName ?? t('wholeCountry')}:{' '}
            {t('range', { from: month(data.filters.from), to: month(data.filters.to) })}
          </Typography>
          <Typography>
            {t('summary', {
              marriages: data.marriages.toLocaleString('en-KE'),
              divorces: data.divorces.toLocaleString('en-KE'),
            })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={busy}
            onClick={() => void download('csv')}
            aria-label={t('downloadCsvLabel')}
          >
            {t('downloadCsv')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={busy}
            onClick={() => void download('json')}
            aria-label={t('downloadJsonLabel')}
            sx={{ ml: '0 !important' }}
          >
            {t('downloadJson')}
          </Button>
        </Stack>
      </Stack>
      {failure && <Alert severity="error">{t('downloadFailed', { message: failure })}</Alert>}
      <StatisticsTables data={data} />
    </Stack>
  );
}
