import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { trackingQueryInput, type TrackingSearchRow } from '../../../shared/contracts/tracking.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { serviceName, stageName } from '../../applications/labels.js';
import { StatusChip } from '../../components/StatusChip.js';
import { TextFieldControl } from '../../forms/fields.js';
import { errorMessage } from '../../providers/httpClient.js';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';

const PER_PAGE = 25;

export const trackedPath = (id: string) => `/backoffice/tracking/${id}`;

/** The words of the page (trackingPages.*). */
export function useTrackingT() {
  return useScopedTranslate('trackingPages');
}

function ResultCards({ rows, query }: { rows: TrackingSearchRow[]; query: string }) {
  const t = useTrackingT();
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardActionArea component={RouterLink} to={trackedPath(row.id)} state={{ q: query }}>
            <CardContent>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.reference}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {serviceName(translate, row.serviceCode)}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[row.applicantName, row.partyNames].filter(Boolean).join(' · ')}
              </Typography>
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <StatusChip status={row.status} size="small" />
                <Typography
                  component="span"
                  variant="body2"
                >{`${t('columns.stage')}: ${stageName(translate, row.stage)}`}</Typography>
                <Typography
                  component="span"
                  variant="body2"
                >{`${t('columns.assignee')}: ${row.assigneeName ?? t('notClaimed')}`}</Typography>
              </Box>
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                {`${t('columns.submittedAt')}: ${toDisplayDate(row.submittedAt) || t('notSubmitted')} · ${t('columns.updatedAt')}: ${toDisplayDate(row.updatedAt)}`}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function ResultTable({ rows, query, captionId }: { rows: TrackingSearchRow[]; query: string; captionId: string }) {
  const t = useTrackingT();
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            {[
              'reference',
              'service',
              'applicant',
              'names',
              'status',
              'stage',
              'assignee',
              'submittedAt',
              'updatedAt',
            ].map((c) => (
              <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={trackedPath(row.id)} state={{ q: query }}>
                  {row.reference}
                </Link>
              </TableCell>
              <TableCell>{serviceName(translate, row.serviceCode)}</TableCell>
              <TableCell>{row.applicantName ?? '—'}</TableCell>
              <TableCell>{row.partyNames || '—'}</TableCell>
              <TableCell>
                <StatusChip status={row.status} size="small" />
              </TableCell>
              <TableCell>{stageName(translate, row.stage)}</TableCell>
              <TableCell>{row.assigneeName ?? t('notClaimed')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{toDisplayDate(row.submittedAt) || t('notSubmitted')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{toDisplayDate(row.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /backoffice/tracking (domain section 12): a search box, then the applications found, newest
 * change first. The search lives in the address (?q=…&page=…), so going back returns to it.
 */
export default function TrackingSearchPage() {
  const t = useTrackingT();
  const captionId = useId();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(trackingQueryInput), defaultValues: { q: query } });
  const { data, total, isFetching, error } = useGetList<TrackingSearchRow>(
    'tracking-search',
    { filter: { q: query }, pagination: { page, perPage: PER_PAGE }, sort: { field: 'updatedAt', order: 'DESC' } },
    { enabled: query.length > 0 },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  const goTo = (next: number) => setParams({ q: query, page: String(next) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400 }}>
      <Title title={t('title')} />
      <Typography variant="h4" component="h2">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('lead')}</Typography>
      <Box component="search">
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((values) => setParams({ q: values.q }))}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', maxWidth: 720 }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <TextFieldControl control={control} name="q" label={t('query')} type="search" autoComplete="off" required />
          </Box>
          <Button type="submit" variant="contained" sx={{ mt: { xs: 0, sm: 2.5 } }}>
            {t('search')}
          </Button>
        </Box>
      </Box>
      {query ? (
        <Box component="section" aria-labelledby={captionId} sx={{ mt: 2 }}>
          <Typography id={captionId} variant="h6" component="h3">
            {t('results')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ my: 1 }}>
              {t('failed', { message: errorMessage(error) })}
            </Alert>
          ) : null}
          {isFetching && !data ? <Typography aria-live="polite">{t('searching')}</Typography> : null}
          {data ? (
            <>
              <Typography aria-live="polite" sx={{ mb: 1 }}>
                {total ? t('found', { smart_count: total }) : t('none')}
              </Typography>
              {data.length ? (
                small ? (
                  <ResultCards rows={data} query={query} />
                ) : (
                  <ResultTable rows={data} query={query} captionId={captionId} />
                )
              ) : null}
              {pages > 1 ? (
                <Box
                  component="nav"
                  aria-label={t('pageOf', { page, pages })}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
                >
                  <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
                    {t('previous')}
                  </Button>
                  <Typography>{t('pageOf', { page, pages })}</Typography>
                  <Button disabled={page >= pages} onClick={() => goTo(page + 1)}>
                    {t('next')}
                  </Button>
                </Box>
              ) : null}
            </>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
