import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { accessReasonRequired, type BackofficeSection } from '../../../shared/permissions.js';
import { API_URL } from '../../providers/session.js';
import { errorMessage, httpClient } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';

/** The reason is kept to this length by the server (src/server/audit/access.ts). */
const REASON_MAX = 300;

/**
 * Staff opening a person's record they do not work on (the shared rule `accessReasonRequired`) are
 * asked why: the reason is sent with the record read again (`X-Access-Reason`), and kept in its
 * access record. The record is shown either way; the access log shows reads without a reason.
 */
export function AccessReason({
  path,
  record,
}: {
  /** The API path of the record (`/applications/…`, `/civil-marriages/…`). */
  path: string;
  record: { section: BackofficeSection; district: string | null };
}) {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'asking' | 'sending' | 'recorded'>('asking');
  const [failure, setFailure] = useState<string | null>(null);
  if (!profile || !accessReasonRequired(profile, record)) return null;
  if (state === 'recorded')
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('accessLog.reason.recorded')}
      </Alert>
    );
  const trimmed = reason.trim();
  const send = async () => {
    setState('sending');
    setFailure(null);
    try {
      await httpClient(`${API_URL}${path}`, { headers: { 'X-Access-Reason': trimmed } });
      setState('recorded');
    } catch (error) {
      setFailure(translate('accessLog.reason.failed', { message: errorMessage(error) }));
      setState('asking');
    }
  };
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="access-reason">
      {translate('accessLog.reason.lead')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('accessLog.reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button variant="outlined" onClick={send} disabled={!trimmed || state === 'sending'}>
          {translate('accessLog.reason.submit')}
        </Button>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Alert>
  );
}
