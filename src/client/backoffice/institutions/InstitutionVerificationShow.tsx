import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { VerificationRecord } from '../../../shared/contracts/institution-verification.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { canVerifyInstitutions, MAX_REASON_LENGTH } from '../../../shared/institutions.js';
import { celebratesMarriages } from '../../../shared/services.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { viewFile } from '../../components/uploads/attachmentApi.js';
import { errorMessage, fieldErrors, getRecord, postData } from '../../providers/httpClient.js';
import { verificationSchema } from '../../../shared/contracts/institution-verification.js';
import { getStoredProfile } from '../../providers/session.js';
import { VerificationParticulars } from '../../institution/verification/VerificationParticulars.js';

/** Verify (a confirmation) or refuse (with its reason): the decision at the version read, answered with the institution as it now stands. */
function DecisionDialog({
  decision,
  record,
  onClose,
  onDone,
}: {
  decision: 'verify' | 'reject';
  record: VerificationRecord;
  onClose(): void;
  onDone(updated: VerificationRecord): void;
}) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`verification.queue.${key}`, params);
  const [reason, setReason] = useState('');
  const [licensed, setLicensed] = useState(false);
  const celebrates = celebratesMarriages(record.type);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    setReasonError(null);
    try {
      const body =
        decision === 'verify'
          ? { version: record.version, ...(celebrates ? { licensed } : {}) }
          : { version: record.version, reason };
      onDone(
        await postData(
          `/institution-verifications/${encodeURIComponent(record.id)}/${decision}`,
          body,
          verificationSchema,
        ),
      );
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.reason) setReasonError(fields.reason);
      else setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `institution-${decision}-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {decision === 'verify' ? t('verify') : t('rejectTitle', { name: record.name })}
      </DialogTitle>
      <DialogContent>
        {decision === 'verify' ? (
          <>
            <DialogContentText>{t('confirmVerify', { name: record.name })}</DialogContentText>
            {celebrates ? (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={<Checkbox checked={licensed} onChange={(e) => setLicensed(e.target.checked)} />}
                label={t('licensedLabel')}
              />
            ) : null}
          </>
        ) : (
          <TextField
            id="institution-reject-reason"
            label={t('reasonLabel')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            required
            error={Boolean(reasonError)}
            helperText={reasonError ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
          />
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color={decision === 'reject' ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={busy}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /backoffice/institutions/:id: one institution of the verification queue, its evidence (each
 * document opened from the API with the reviewer's token), its accounts, and the decision.
 */
export default function InstitutionVerificationShow() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`verification.${key}`, params);
  const notify = useNotify();
  const client = useQueryClient();
  const { id = '' } = useParams();
  const [dialog, setDialog] = useState<'verify' | 'reject' | null>(null);
  const queryKey = ['institution-verification', id];
  // A react-admin resource's record: answered bare, as its list's rows.
  const query = useQuery({
    queryKey,
    queryFn: () => getRecord(`/institution-verifications/${encodeURIComponent(id)}`, verificationSchema),
  });
  const data = query.data;
  const profile = getStoredProfile();
  const mayDecide = canVerifyInstitutions({
    accountType: profile?.accountType ?? 'INDIVIDUAL',
    staffRole: profile?.staffRole ?? null,
  });
  const done = (updated: VerificationRecord) => {
    client.setQueryData(queryKey, updated);
    void client.invalidateQueries({ queryKey: ['institution-verifications'] });
    notify(t(updated.status === 'VERIFIED' ? 'queue.verified' : 'queue.rejected'), { type: 'success' });
    setDialog(null);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={data?.name ?? t('queue.title')} />
      <Link component={RouterLink} to="/backoffice/institutions" sx={{ display: 'inline-block', mb: 2 }}>
        {t('queue.back')}
      </Link>
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      {data ? (
        <>
          <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
          <Alert
            severity={data.status === 'SUBMITTED' ? 'info' : data.status === 'VERIFIED' ? 'success' : 'warning'}
            sx={{ mb: 2 }}
            data-testid="verification-status"
          >
            {t(`statuses.${data.status}`)}
            {data.status === 'SUBMITTED' ? ` ${t('queue.waiting')}` : ''}
          </Alert>
          <VerificationParticulars data={data} show={{ licensed: true }} />
          <SectionCard title={t('evidence')}>
            {data.evidence.length === 0 ? (
              <Typography>{t('queue.noEvidence')}</Typography>
            ) : (
              <List dense>
                {data.evidence.map((e) => (
                  <ListItem key={e.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={t(`kinds.${e.kind}`)}
                      secondary={`${e.fileName} · ${toDisplayDate(e.createdAt)}`}
                      sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    />
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() =>
                        void viewFile(`/institution-evidence/${encodeURIComponent(e.id)}/content`).catch(() =>
                          notify(translate('attachments.errors.view'), { type: 'error' }),
                        )
                      }
                    >
                      {`${t('view')}: ${t(`kinds.${e.kind}`).split(' (')[0]}`}
                    </Button>
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
          <SectionCard title={t('queue.members')}>
            <List dense>
              {data.members.map((m) => (
                <ListItem key={m.id} disableGutters>
                  <ListItemText
                    primary={m.name}
                    secondary={`${m.email} · ${m.phone}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          </SectionCard>
          {data.status === 'SUBMITTED' && mayDecide ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" onClick={() => setDialog('verify')}>
                {t('queue.verify')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                {t('queue.reject')}
              </Button>
            </Stack>
          ) : null}
          {data.status === 'SUBMITTED' && !mayDecide ? <Alert severity="info">{t('queue.readOnly')}</Alert> : null}
          {dialog ? (
            <DecisionDialog decision={dialog} record={data} onClose={() => setDialog(null)} onDone={done} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
