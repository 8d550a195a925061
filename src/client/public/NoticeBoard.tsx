import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, Card, CardActions, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Grid, InputAdornment, LinearProgress, Pagination, Stack, TextField, Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useForm } from 'react-hook-form';
import { HttpError, useTranslate } from 'react-admin';
import { z } from 'zod';
import type { LodgedObjection, PublicNotice } from '../../shared/contracts/notices.js';
import { toDisplayDate } from '../../shared/dates.js';
import { checkPhone } from '../../shared/phone.js';
import { applyServerErrors, TextFieldControl } from '../forms/fields.js';
import { useDistricts } from '../components/reference.js';
import { errorMessage, httpClient, postApi } from '../providers/httpClient.js';
import { PublicLayout } from './PublicLayout.js';

const PER_PAGE = 10;

/** GET /api/public/notices (simple-rest: the rows and the total in Content-Range). */
async function fetchNotices(q: string, district: string, page: number): Promise<{ rows: PublicNotice[]; total: number }> {
  const filter: Record<string, string> = {};
  if (q) filter.q = q;
  if (district) filter.district = district;
  const start = (page - 1) * PER_PAGE;
  const params = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([start, start + PER_PAGE - 1]), sort: JSON.stringify(['publishedAt', 'DESC']) });
  const { json, headers } = await httpClient(`/api/public/notices?${params}`);
  const rows = json as PublicNotice[];
  const total = Number(headers.get('Content-Range')?.split('/').pop() ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

const objectionSchema = (messages: { name: string; contact: string; grounds: string }) =>
  z.object({
    objectorName: z.string().trim().min(2, messages.name).max(160),
    objectorContact: z
      .string()
      .trim()
      .max(254)
      .refine((value) => (value.includes('@') ? z.email().safeParse(value).success : value.startsWith('+') && checkPhone(value, undefined).ok), messages.contact),
    grounds: z.string().trim().min(20, messages.grounds).max(4000),
  });
type ObjectionInput = z.infer<ReturnType<typeof objectionSchema>>;

/** The accessible objection form of one notice, then its acknowledgement. */
export function ObjectionDialog({ notice, onClose }: { notice: PublicNotice; onClose: () => void }) {
  const translate = useTranslate();
  const [done, setDone] = useState<LodgedObjection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const schema = objectionSchema({ name: translate('notices.objection.nameRequired'), contact: translate('notices.objection.contactInvalid'), grounds: translate('notices.objection.groundsShort') });
  const { control, handleSubmit, setError, formState } = useForm<ObjectionInput>({ resolver: zodResolver(schema), defaultValues: { objectorName: '', objectorContact: '', grounds: '' } });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const send = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const answer = await postApi<LodgedObjection>(`/public/notices/${notice.id}/objections`, input, { authFailureHandled: true });
      setDone(answer);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setProblem(`${translate('notices.objection.closed')} ${errorMessage(error)}`.trim());
      else if (error instanceof HttpError && error.status === 429) setProblem(translate('notices.objection.tooMany'));
      else setProblem(applyServerErrors(error, setError));
    }
  });
  const titleId = `objection-title-${notice.id}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="body">
      {done ? (
        <>
          <DialogTitle id={titleId} ref={doneRef} tabIndex={-1}>{translate('notices.objection.doneTitle')}</DialogTitle>
          <DialogContent>
            <Alert severity="success">
              <Typography sx={{ fontWeight: 600 }} data-testid="objection-reference">{translate('notices.objection.reference', { reference: done.reference })}</Typography>
              {done.message ? <Typography variant="body2">{done.message}</Typography> : null}
              <Typography variant="body2">{translate('notices.objection.keep')}</Typography>
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">{translate('notices.objection.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={send}>
          <DialogTitle id={titleId}>{translate('notices.objection.title', { number: notice.noticeNumber })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2">{`${notice.partyAName} ${translate('notices.board.and')} ${notice.partyBName}`}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>{translate('notices.objection.intro')}</Typography>
            {problem ? <Alert severity="error" role="alert" sx={{ mt: 1 }}>{problem}</Alert> : null}
            <TextFieldControl control={control} name="objectorName" label={translate('notices.objection.name')} required autoComplete="name" />
            <TextFieldControl control={control} name="objectorContact" label={translate('notices.objection.contact')} required helperText={translate('notices.objection.contactHint')} />
            <TextFieldControl control={control} name="grounds" label={translate('notices.objection.grounds')} required multiline minRows={4} helperText={translate('notices.objection.groundsHint')} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{translate('notices.objection.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>{translate('notices.objection.send')}</Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

function NoticeCard({ notice, onObject }: { notice: PublicNotice; onObject: () => void }) {
  const translate = useTranslate();
  const headingId = `notice-${notice.id}`;
  const rows: [string, string][] = [
    [translate('notices.board.noticeNumber'), notice.noticeNumber],
    [translate('notices.board.district'), notice.districtName || notice.district],
    [translate('notices.board.intendedDate'), toDisplayDate(notice.intendedDate)],
    [translate('notices.board.venue'), notice.venueName],
    [translate('notices.board.publishedAt'), toDisplayDate(notice.publishedAt)],
    [translate('notices.board.noticeEndsAt'), toDisplayDate(notice.noticeEndsAt)],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {notice.partyAName} <Box component="span" sx={{ fontWeight: 400 }}>{translate('notices.board.and')}</Box> {notice.partyBName}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" color="warning" onClick={onObject} aria-label={translate('notices.board.objectTo', { number: notice.noticeNumber })} aria-haspopup="dialog">
          {translate('notices.board.object')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /notices: the notices of marriage now published, searchable by name or number and by district. */
export default function NoticeBoard() {
  const translate = useTranslate();
  const districts = useDistricts();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [district, setDistrict] = useState('');
  const [page, setPage] = useState(1);
  const [objecting, setObjecting] = useState<PublicNotice | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['public-notices', q, district, page],
    queryFn: () => fetchNotices(q, district, page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <PublicLayout maxWidth="lg">
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>{translate('notices.board.title')}</Typography>
      <Typography sx={{ my: 1.5 }}>{translate('notices.board.lead')}</Typography>
      <Stack component="form" aria-label={translate('notices.board.searchForm')} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} onSubmit={(event) => { event.preventDefault(); setQ(text.trim()); setPage(1); }}>
        <TextField
          id="notice-search"
          label={translate('notices.board.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          type="search"
          margin="normal"
          fullWidth
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search aria-hidden /></InputAdornment> } }}
        />
        <TextField
          select
          id="notice-district"
          label={translate('notices.board.district')}
          value={district}
          onChange={(event) => { setDistrict(event.target.value); setPage(1); }}
          margin="normal"
          sx={{ minWidth: { sm: 240 } }}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{translate('notices.board.allDistricts')}</option>
          {(districts.data ?? []).map((d) => <option key={d.code} value={d.code}>{d.name}</option>)}
        </TextField>
      </Stack>
      {isFetching ? <LinearProgress aria-label={translate('notices.board.loading')} sx={{ my: 1 }} /> : null}
      {error ? (
        <Alert severity="error" sx={{ my: 2 }} action={<Button color="inherit" onClick={() => void refetch()}>{translate('notices.board.retry')}</Button>}>
          {translate('notices.board.error', { message: errorMessage(error) })}
        </Alert>
      ) : null}
      <Typography variant="body2" component="output" aria-live="polite" sx={{ my: 1, display: 'block' }}>
        {data ? (data.total === 0 ? translate('notices.board.none') : translate('notices.board.count', { smart_count: data.total })) : isPending ? translate('notices.board.loading') : ''}
      </Typography>
      {data && data.rows.length > 0 ? (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.rows.map((notice) => (
            <Grid key={notice.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <NoticeCard notice={notice} onObject={() => setObjecting(notice)} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {pages > 1 ? (
        <Box component="nav" aria-label={translate('notices.board.pages')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_, value) => setPage(value)} siblingCount={0} />
        </Box>
      ) : null}
      {objecting ? <ObjectionDialog notice={objecting} onClose={() => setObjecting(null)} /> : null}
    </PublicLayout>
  );
}
