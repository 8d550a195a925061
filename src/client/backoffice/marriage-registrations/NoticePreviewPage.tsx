import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { noticePreviewSchema, type NoticePreview, type NoticePreviewParty } from '../../../shared/contracts/notices.js';
import { downloadFile } from './noticeApi.js';
import { useT } from './useT.js';

/** On paper only the notice: the area's bar, menu and this page's buttons are left out. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .RaSidebar-fixed, .MuiDrawer-root, .RaAppBar-appBar, .MuiAppBar-root, .no-print': {
          display: 'none !important',
        },
        'body, main': { background: '#fff !important' },
        '.RaLayout-content, .RaLayout-appFrame': { padding: '0 !important', margin: '0 !important' },
      },
    }}
  />
);

const cell = {
  border: '1px solid #222',
  p: 1,
  verticalAlign: 'top',
  textAlign: 'left',
  overflowWrap: 'break-word',
  hyphens: 'auto',
} as const;

/** The printed form of a notice of intended marriage (Marriage Act): both parties in two columns. */
export function NoticeDocument({ preview }: { preview: NoticePreview }) {
  const t = useT();
  const rows: [string, (p: NoticePreviewParty) => string][] = [
    [t('preview.name'), (p) => p.name],
    [t('preview.age'), (p) => (p.age == null ? '—' : String(p.age))],
    [t('preview.condition'), (p) => t(`conditions.${p.condition}`, { _: p.condition })],
    [t('preview.occupation'), (p) => p.occupation],
    [t('preview.residence'), (p) => p.residence],
  ];
  return (
    <Box
      component="article"
      aria-labelledby="notice-heading"
      data-testid="notice-document"
      sx={{
        bgcolor: '#fff',
        color: '#111',
        border: '2px solid #222',
        p: { xs: 1.5, sm: 4 },
        maxWidth: 820,
        mx: 'auto',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      <Typography component="p" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 1 }}>
        {t('preview.republic')}
      </Typography>
      <Typography component="p" sx={{ textAlign: 'center' }}>
        {t('preview.act')}
      </Typography>
      <Typography
        id="notice-heading"
        variant="h5"
        component="h2"
        sx={{ textAlign: 'center', fontWeight: 700, my: 1, fontFamily: 'inherit' }}
      >
        {t('preview.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography>
          {t('preview.number')}:{' '}
          <strong data-testid="notice-number">{preview.noticeNumber ?? t('preview.unpublished')}</strong>
        </Typography>
        <Typography>
          {t('preview.district')}: <strong>{preview.districtName || preview.district}</strong>
        </Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>
        {t('preview.lead', { district: preview.districtName || preview.district })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2, tableLayout: 'fixed' }}>
          <caption style={{ position: 'absolute', left: -10000 }}>{t('preview.tableCaption')}</caption>
          <thead>
            <tr>
              <Box component="td" sx={{ ...cell, width: '28%' }} />
              <Box component="th" scope="col" sx={cell}>
                {t('party.a')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('party.b')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <Box component="th" scope="row" sx={cell}>
                  {label}
                </Box>
                <Box component="td" sx={cell}>
                  {value(preview.partyA)}
                </Box>
                <Box component="td" sx={cell}>
                  {value(preview.partyB)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography sx={{ mb: 1 }}>
        {t('preview.intended', { date: toDisplayDate(preview.intendedDate), venue: preview.venueName })}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {preview.publishedAt && preview.noticeEndsAt
          ? t('preview.published', {
              from: toDisplayDate(preview.publishedAt),
              to: toDisplayDate(preview.noticeEndsAt),
            })
          : t('preview.period', { days: preview.noticePeriodDays })}
      </Typography>
      <Typography sx={{ fontStyle: 'italic' }}>{t('preview.objections')}</Typography>
      <Typography sx={{ mt: 4, textAlign: 'right' }}>{t('preview.registrar')}</Typography>
    </Box>
  );
}

/** /backoffice/marriage-registrations/notice-preview/:id — the notice as it will be (or was) published. */
export default function NoticePreviewPage() {
  const t = useT();
  const { id = '' } = useParams();
  const answer = useQuery({
    queryKey: ['notice-preview', id],
    queryFn: () => getData(`/applications/${encodeURIComponent(id)}/notice-preview`, noticePreviewSchema),
  });
  const preview = answer.data ?? null;
  // The PDF's download failing is said in the same place as the preview failing to load.
  const [downloadError, setError] = useState<string | null>(null);
  const error = downloadError ?? (answer.error ? errorMessage(answer.error) : null);
  const [busy, setBusy] = useState(false);
  const pdf = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(
        `/applications/${encodeURIComponent(id)}/notice-preview/pdf`,
        `notice-${preview?.noticeNumber?.replace(/\//g, '-') ?? id}.pdf`,
      );
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={preview?.noticeNumber ? `${t('preview.heading')} ${preview.noticeNumber}` : t('preview.heading')} />
      {printStyles}
      <Stack direction="row" className="no-print" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button
          component={RouterLink}
          to={`/backoffice/marriage-registrations/details/${id}`}
          startIcon={<ArrowBack />}
        >
          {t('preview.back')}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!preview}>
          {t('preview.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          onClick={pdf}
          disabled={!preview || busy}
          aria-busy={busy}
        >
          {t('preview.pdf')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" className="no-print" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!preview && !error ? <Typography>{t('loading')}</Typography> : null}
      {preview ? <NoticeDocument preview={preview} /> : null}
    </Box>
  );
}
