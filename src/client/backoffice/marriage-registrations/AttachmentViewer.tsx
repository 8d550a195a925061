import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { attachmentLabel, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { listAttachments } from '../../components/uploads/attachmentApi.js';
import { errorMessage } from '../../providers/httpClient.js';
import { fetchFile } from './noticeApi.js';
import { useT } from './useT.js';

/** One attachment shown in a dialog: an image as is, a PDF in the browser's viewer (an iframe of a blob URL). */
function ViewerDialog({ record, onClose }: { record: AttachmentRecord; onClose: () => void }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    fetchFile(`/attachments/${encodeURIComponent(record.id)}/content`).then(
      ({ blob }) => {
        created = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: record.contentType }));
        setUrl(created);
      },
      (e) => setError(errorMessage(e)),
    );
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [record]);
  const image = record.contentType.startsWith('image/');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="attachment-viewer-title">
      <DialogTitle id="attachment-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
        {record.fileName}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 1 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {!url && !error ? t('loading') : null}
        {url && image ? (
          <Box
            component="img"
            src={url}
            alt={t('attachments.imageAlt', { name: record.fileName })}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : null}
        {url && !image ? (
          <Box component="iframe" src={url} title={record.fileName} sx={{ width: '100%', height: '70vh', border: 0 }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The application's attachments, each viewable inline. */
export function AttachmentViewerList({ applicationId, required = [] }: { applicationId: string; required?: string[] }) {
  const t = useT();
  const translate = useTranslate();
  const [rows, setRows] = useState<AttachmentRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<AttachmentRecord | null>(null);
  useEffect(() => {
    listAttachments(applicationId).then(
      (list) => setRows(list.filter((r) => !r.deletedAt)),
      (e) => setError(errorMessage(e)),
    );
  }, [applicationId]);
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!rows) return <>{t('loading')}</>;
  const missing = required.filter((kind) => !rows.some((r) => r.kind === kind));
  if (rows.length === 0 && missing.length === 0) return <>{t('attachments.none')}</>;
  return (
    <>
      <List dense data-testid="notice-attachments">
        {rows.map((row) => (
          <ListItem key={row.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={translate(`attachments.kinds.${row.kind}`, { _: attachmentLabel(row.kind) })}
              secondary={row.fileName}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            <Button
              size="small"
              variant="outlined"
              onClick={() => setOpen(row)}
              aria-label={t('attachments.view', { name: row.fileName })}
            >
              {t('attachments.open')}
            </Button>
          </ListItem>
        ))}
        {missing.map((kind) => (
          <ListItem key={kind} divider>
            <ListItemText
              primary={translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) })}
              secondary={t('attachments.missing')}
              slotProps={{ secondary: { sx: { color: 'error.dark', fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
      {open ? <ViewerDialog record={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
