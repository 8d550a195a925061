import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
import {
  MAX_DUPLICATE_REASON,
  possibleDuplicateSchema,
  type PossibleDuplicateRecord,
} from '../../../shared/contracts/duplicates.js';
import { toDisplayDate } from '../../../shared/dates.js';
import type { DuplicateDecision } from '../../../shared/duplicates.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { errorMessage, fieldErrors, getRecord, postData } from '../../providers/httpClient.js';
import { Comparison } from './Comparison.js';

/** "Duplicate" or "Not a duplicate", with its required reason, at the version read. */
function DecisionDialog({
  decision,
  record,
  onClose,
  onDone,
}: {
  decision: DuplicateDecision;
  record: PossibleDuplicateRecord;
  onClose(): void;
  onDone(updated: PossibleDuplicateRecord): void;
}) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`duplicates.decision.${key}`, params);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    setReasonError(null);
    try {
      onDone(
        await postData(
          `/possible-duplicates/${encodeURIComponent(record.id)}/decide`,
          { decision, reason, version: record.version },
          possibleDuplicateSchema,
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
  const titleId = `duplicate-${decision}-title`;
  const reference = record.earlier.reference;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {decision === 'DUPLICATE' ? t('dialogDuplicate', { reference }) : t('dialogNotDuplicate', { reference })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{decision === 'DUPLICATE' ? t('duplicateHelp') : t('notDuplicateHelp')}</DialogContentText>
        <TextField
          id="duplicate-reason"
          label={t('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          required
          error={Boolean(reasonError)}
          helperText={reasonError ?? ' '}
          slotProps={{ htmlInput: { maxLength: MAX_DUPLICATE_REASON } }}
        />
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
          color={decision === 'DUPLICATE' ? 'error' : 'primary'}
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
 * /backoffice/duplicates/:id: a submission held as a possible duplicate beside the earlier record,
 * why it was held, and the officer's decision (GET and POST /api/possible-duplicates/:id…).
 */
export default function DuplicateShow() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`duplicates.${key}`, params);
  const notify = useNotify();
  const client = useQueryClient();
  const { id = '' } = useParams();
  const [dialog, setDialog] = useState<DuplicateDecision | null>(null);
  const queryKey = ['possible-duplicate', id];
  const query = useQuery({
    queryKey,
    queryFn: () => getRecord(`/possible-duplicates/${encodeURIComponent(id)}`, possibleDuplicateSchema),
  });
  const data = query.data;
  const done = (updated: PossibleDuplicateRecord) => {
    client.setQueryData(queryKey, updated);
    void client.invalidateQueries({ queryKey: ['possible-duplicates'] });
    notify(t('decision.done'), { type: 'success' });
    setDialog(null);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('title')} />
      <Link component={RouterLink} to="/backoffice/duplicates" sx={{ display: 'inline-block', mb: 2 }}>
        {t('back')}
      </Link>
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      {data ? (
        <>
          <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {`${data.later.marriage.partyA.name} · ${data.later.marriage.partyB.name}`}
          </Typography>
          <Alert
            severity={data.status === 'OPEN' ? 'info' : data.status === 'DUPLICATE' ? 'warning' : 'success'}
            sx={{ mb: 2 }}
            data-testid="duplicate-status"
          >
            {t(`statuses.${data.status}`)}
          </Alert>
          <SectionCard title={t('why')}>
            <List dense>
              {data.rules.map((rule) => (
                <ListItem key={rule} disableGutters>
                  <ListItemText primary={t(`rules.${rule}`)} />
                </ListItem>
              ))}
            </List>
          </SectionCard>
          <SectionCard title={t('compare.heading')}>
            <Comparison record={data} />
          </SectionCard>
          <SectionCard title={t('decision.heading')}>
            {data.status !== 'OPEN' && data.decidedAt ? (
              <>
                <Typography>
                  {t('decision.decidedBy', { name: data.decidedBy ?? '', date: toDisplayDate(data.decidedAt) })}
                </Typography>
                {data.reason ? <Typography>{t('decision.reasonWas', { reason: data.reason })}</Typography> : null}
              </>
            ) : null}
            {data.mayDecide ? (
              <Stack spacing={1}>
                <Typography variant="body2">{t('decision.duplicateHelp')}</Typography>
                <Typography variant="body2">{t('decision.notDuplicateHelp')}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button variant="outlined" color="error" onClick={() => setDialog('DUPLICATE')}>
                    {t('decision.duplicate')}
                  </Button>
                  <Button variant="contained" onClick={() => setDialog('NOT_DUPLICATE')}>
                    {t('decision.notDuplicate')}
                  </Button>
                </Stack>
              </Stack>
            ) : null}
            {data.status === 'OPEN' && !data.mayDecide ? <Alert severity="info">{t('decision.readOnly')}</Alert> : null}
          </SectionCard>
          {dialog ? (
            <DecisionDialog decision={dialog} record={data} onClose={() => setDialog(null)} onDone={done} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
