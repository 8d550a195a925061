import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { AccessRecordRow } from '../../../shared/contracts/audit.js';
import { downloadFromApi } from '../documents/downloadDocument.js';
import { AccessLogTable } from './AccessLogTable.js';

/** Fetches the archive of the citizen's data (GET /api/my-data, with the bearer token) and hands it to the browser. */
const downloadMyData = () => downloadFromApi('/my-data', 'my-data.zip');

/** The citizen's page: who at the registry has looked at their records, and the archive of their data. */
export function MyAccessLogPage() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, isPending } = useGetList<AccessRecordRow>('my-access-records', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'at', order: 'DESC' },
  });
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadMyData();
    } catch (e) {
      setFailure(translate('accessLog.my.downloadFailed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('accessLog.my.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('accessLog.my.title')}
      </Typography>
      <Card variant="outlined" component="section" sx={{ mb: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 1 }}>{translate('accessLog.my.downloadLead')}</Typography>
          <Button variant="contained" startIcon={<Download />} onClick={download} disabled={busy} aria-busy={busy}>
            {translate('accessLog.my.download')}
          </Button>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section">
        <CardContent>
          <Typography sx={{ mb: 1 }}>{translate('accessLog.my.lead')}</Typography>
          {error ? (
            <Alert severity="error">
              {translate('accessLog.failed', { message: error instanceof Error ? error.message : String(error) })}
            </Alert>
          ) : isPending ? null : data?.length ? (
            <AccessLogTable rows={data} withNames={false} />
          ) : (
            <Typography>{translate('accessLog.my.none')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
