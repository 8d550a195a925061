import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { nairobiDate, nairobiToday, toDisplayDateTime, toDisplayTime } from '../../../shared/dates.js';
import { IssuedDocuments } from '../../applications/ApplicationExtras.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { errorMessage, postCommand, postData } from '../../providers/httpClient.js';
import { celebrationSchema } from '../../../shared/contracts/register.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { isVisit } from './bookingWords.js';
import type { CelebrationResult } from './noticeApi.js';
import { NoticeStatusChip } from './PublishedNotice.js';
import { Facts } from './Section.js';
import { useT } from './useT.js';

/** The facts that say where: the room, or for a visit the venue, its address and the officer who goes. */
function placeRows(t: ReturnType<typeof useT>, booking: Booking): [string, string][] {
  if (!isVisit(booking)) return [[t('calendar.room'), booking.roomName]];
  return [
    [t('visit.kind'), t('visit.kindWords')],
    [t('visit.venue'), booking.roomName],
    ...(booking.venueAddress ? [[t('visit.venueAddress'), booking.venueAddress] as [string, string]] : []),
    [t('visit.officerLabel'), booking.officerName ?? t('visit.noOfficer')],
  ];
}

/** One booking (a room's slot or an officer's visit): its facts; for an officer, record the celebration (then the certificate) or cancel it. */
export function BookingDialog({
  booking,
  mayManage,
  onClose,
  onChanged,
}: {
  booking: Booking;
  mayManage: boolean;
  onClose(): void;
  onChanged(): void;
}) {
  const t = useT();
  const [mode, setMode] = useState<'view' | 'celebrate' | 'cancel'>('view');
  const [officiant, setOfficiant] = useState('');
  const [witnesses, setWitnesses] = useState(['', '']);
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CelebrationResult | null>(null);
  const [status, setStatus] = useState(booking.status);
  // Offered from the wedding's day on; the server refuses a start still to come, with its message.
  const started = nairobiDate(booking.startsAt) <= nairobiToday();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const celebrate = () => {
    setAttempted(true);
    if (!officiant.trim() || witnesses.some((w) => !w.trim())) return;
    void run(async () => {
      setResult(
        await postData(
          `/bookings/${encodeURIComponent(booking.id)}/celebrate`,
          {
            officiantName: officiant.trim(),
            witnessesPresent: witnesses.map((w) => w.trim()),
          },
          celebrationSchema,
        ),
      );
      setStatus('CELEBRATED');
      setMode('view');
    });
  };
  const cancel = () =>
    run(async () => {
      await postCommand(
        `/bookings/${encodeURIComponent(booking.id)}/cancel`,
        reason.trim() ? { reason: reason.trim() } : {},
      );
      setStatus('CANCELLED');
      setMode('view');
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="booking-title">
      <DialogTitle
        id="booking-title"
        sx={{ overflowWrap: 'anywhere' }}
      >{`${booking.partyAName} & ${booking.partyBName}`}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Facts
          rows={[
            [t('booking.when'), `${toDisplayDateTime(booking.startsAt)}–${toDisplayTime(booking.endsAt)}`],
            ...placeRows(t, booking),
            [t('notice.number'), booking.noticeNumber],
            [
              t('booking.status'),
              <span key="s" data-testid="booking-status">
                <NoticeStatusChip status={status} />
              </span>,
            ],
          ]}
        />
        <Button
          component={RouterLink}
          to={`/backoffice/marriage-registrations/details/${booking.applicationId}`}
          sx={{ mt: 1 }}
        >
          {t('objections.openApplication')}
        </Button>
        {result ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="celebration-result">
            <Typography>
              {t('booking.registered', {
                number: result.registrationNumber,
                book: result.bookNumber,
                entry: result.entryNumber,
              })}
            </Typography>
            <Stack sx={{ mt: 1 }}>
              <DownloadDocumentButton
                documentId={result.certificateDocumentId}
                fileName={`${result.registrationNumber.replace(/\//g, '-')}.pdf`}
                label={t('booking.certificate')}
              />
            </Stack>
          </Alert>
        ) : null}
        {status === 'CELEBRATED' && !result ? (
          <div style={{ marginTop: 16 }}>
            <IssuedDocuments applicationId={booking.applicationId} />
          </div>
        ) : null}
        {mode === 'celebrate' ? (
          <Stack
            spacing={2}
            sx={{ mt: 2 }}
            component="form"
            noValidate
            aria-label={t('booking.celebrate')}
            onSubmit={(e) => {
              e.preventDefault();
              celebrate();
            }}
          >
            <TextField
              label={t('booking.officiant')}
              value={officiant}
              onChange={(e) => setOfficiant(e.target.value)}
              required
              error={attempted && !officiant.trim()}
              helperText={attempted && !officiant.trim() ? t('required') : ' '}
            />
            {witnesses.map((value, i) => (
              <TextField
                key={i}
                label={t('booking.witnessPresent', { n: i + 1 })}
                value={value}
                onChange={(e) => setWitnesses((now) => now.map((w, j) => (j === i ? e.target.value : w)))}
                required
                error={attempted && !value.trim()}
                helperText={attempted && !value.trim() ? t('required') : ' '}
              />
            ))}
            <Button type="submit" variant="contained" disabled={busy}>
              {t('booking.confirmCelebration')}
            </Button>
          </Stack>
        ) : null}
        {mode === 'cancel' ? (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={t('booking.cancelReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
            />
            <Button variant="contained" color="error" onClick={cancel} disabled={busy}>
              {t('booking.confirmCancel')}
            </Button>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayManage && status === 'BOOKED' && mode === 'view' ? (
          <>
            {started ? (
              <Button variant="contained" onClick={() => setMode('celebrate')}>
                {t('booking.celebrate')}
              </Button>
            ) : null}
            <Button color="error" onClick={() => setMode('cancel')}>
              {t('booking.cancel')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
