import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { ATTACHMENT_ACCEPT, attachmentLabel, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { errorMessage } from '../../providers/httpClient.js';
import {
  precheck,
  removeAttachment,
  uploadAttachment,
  UploadError,
  viewAttachment,
  type UploadHandle,
} from './attachmentApi.js';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

export function formatSize(bytes: number, translate: TranslateFunction): string {
  if (bytes < 1024) return translate('attachments.size.bytes', { n: bytes });
  if (bytes < 1024 * 1024) return translate('attachments.size.kilobytes', { n: Math.round(bytes / 1024) });
  return translate('attachments.size.megabytes', { n: (bytes / (1024 * 1024)).toFixed(1) });
}

export function useKindLabel(kind: string): string {
  const translate = useTranslate();
  return translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) });
}

export type AttachmentState = 'uploaded' | 'missing' | 'optional';

/** The word says the state; the colour and the icon only repeat it. */
export function AttachmentStatus({ state }: { state: AttachmentState }) {
  const translate = useTranslate();
  const icon = state === 'uploaded' ? <CheckCircleOutlined /> : state === 'missing' ? <ErrorOutline /> : undefined;
  const color = state === 'uploaded' ? 'success' : state === 'missing' ? 'warning' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={translate(`attachments.status.${state}`)}
      data-state={state}
    />
  );
}

/** An attached file: its name and size, View (fetched with the token) and, when allowed, Remove. */
export function AttachedFile({
  record,
  editable,
  onRemoved,
}: {
  record: AttachmentRecord;
  editable: boolean;
  onRemoved?: (record: AttachmentRecord) => void;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const view = async () => {
    setError(null);
    try {
      await viewAttachment(record.id);
    } catch (failure) {
      const authFailure = failure instanceof UploadError && (failure.status === 401 || failure.status === 403);
      if (!authFailure) setError(translate('attachments.errors.view'));
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      onRemoved?.(await removeAttachment(record.id));
    } catch (failure) {
      setError(errorMessage(failure) || translate('attachments.errors.remove'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <InsertDriveFileOutlined aria-hidden color="action" />
        <Box sx={{ minWidth: 0, flex: '1 1 10rem' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{record.fileName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatSize(record.size, translate)}
          </Typography>
        </Box>
        <Button size="small" onClick={view} aria-label={translate('attachments.viewFile', { name: record.fileName })}>
          {translate('attachments.view')}
        </Button>
        {editable && (
          <Button
            size="small"
            color="error"
            onClick={remove}
            disabled={busy}
            aria-label={translate('attachments.removeFile', { name: record.fileName })}
          >
            {translate('attachments.remove')}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

export interface AttachmentUploadProps {
  applicationId: string;
  kind: string;
  /** Defaults to the kind's name from src/shared. */
  label?: string;
  required?: boolean;
  /** The file attached now for this kind, if any. */
  attachment?: AttachmentRecord | null;
  /** The applicant may add and remove files (the application is a draft or sent back for corrections). */
  editable?: boolean;
  /** Several files of this kind are kept (OTHER): the control lists `files` and adds one more. */
  multiple?: boolean;
  files?: readonly AttachmentRecord[];
  onUploaded?: (record: AttachmentRecord) => void;
  onRemoved?: (record: AttachmentRecord) => void;
}

type Upload =
  | { phase: 'idle'; notice: string | null }
  | { phase: 'uploading'; file: File; progress: number }
  | { phase: 'failed'; file: File | null; message: string; retryable: boolean };

/** The upload control of one kind of document, with progress, cancel, retry and the server's message. */
export function AttachmentUpload({
  applicationId,
  kind,
  label,
  required = false,
  attachment = null,
  editable = true,
  multiple = false,
  files = [],
  onUploaded,
  onRemoved,
}: AttachmentUploadProps) {
  const translate = useTranslate();
  const id = useId();
  const kindLabel = useKindLabel(kind);
  const name = label ?? kindLabel;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // The button leaves the page while a file uploads; a keyboard user who pressed it gets the focus back on it.
  const refocus = useRef(false);
  const handle = useRef<UploadHandle | null>(null);
  const [upload, setUpload] = useState<Upload>({ phase: 'idle', notice: null });
  // What this control changed, until the caller passes a newer attachment.
  const [changed, setChanged] = useState<{ base: AttachmentRecord | null; value: AttachmentRecord | null } | null>(
    null,
  );
  const current = multiple ? null : changed && changed.base === attachment ? changed.value : attachment;

  useEffect(() => () => handle.current?.cancel(), []);
  useEffect(() => {
    if (upload.phase === 'uploading' || !refocus.current) return;
    refocus.current = false;
    // Only when the focus was lost with the button (it is on the page's body), never taken from elsewhere.
    if (!document.activeElement || document.activeElement === document.body) chooseButton.current?.focus();
  }, [upload.phase]);

  const failure = (error: unknown): string => {
    if (error instanceof UploadError) {
      if (error.status === 0) return translate('attachments.errors.network');
      if (error.status >= 500) return translate('attachments.errors.server', { status: error.status });
      if (error.message) return error.message;
    }
    return errorMessage(error);
  };

  const send = (file: File) => {
    const started = uploadAttachment({
      applicationId,
      kind,
      file,
      onProgress: (progress) => setUpload((now) => (now.phase === 'uploading' ? { ...now, progress } : now)),
    });
    handle.current = started;
    refocus.current = document.activeElement === chooseButton.current || document.activeElement === input.current;
    setUpload({ phase: 'uploading', file, progress: 0 });
    started.promise.then(
      (record) => {
        handle.current = null;
        if (!multiple) setChanged({ base: attachment, value: record });
        setUpload({ phase: 'idle', notice: translate('attachments.uploaded', { name: record.fileName }) });
        onUploaded?.(record);
      },
      (error: unknown) => {
        handle.current = null;
        if (error instanceof UploadError && error.cancelled) {
          setUpload({ phase: 'idle', notice: translate('attachments.cancelled') });
          return;
        }
        setUpload({
          phase: 'failed',
          file,
          message: failure(error),
          retryable: error instanceof UploadError && error.retryable,
        });
      },
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = precheck(file);
    if (problem)
      setUpload({ phase: 'failed', file: null, message: translate(`attachments.errors.${problem}`), retryable: false });
    else send(file);
  };

  const removed = (record: AttachmentRecord) => {
    setChanged({ base: attachment, value: null });
    setUpload({ phase: 'idle', notice: translate('attachments.removed', { name: record.fileName }) });
    onRemoved?.(record);
  };

  const state: AttachmentState = current ? 'uploaded' : required ? 'missing' : 'optional';
  const chooseText = multiple
    ? translate('attachments.add')
    : translate(current ? 'attachments.replace' : 'attachments.choose');
  const chooseLabel = translate(
    multiple ? 'attachments.addFor' : current ? 'attachments.replaceFor' : 'attachments.chooseFor',
    { label: name },
  );

  return (
    <Box
      component="section"
      aria-labelledby={`${id}-label`}
      data-kind={kind}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={`${id}-label`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {required ? translate('attachments.requiredLabel', { label: name }) : name}
        </Typography>
        {!multiple && <AttachmentStatus state={state} />}
      </Stack>

      {current && (
        <AttachedFile record={current} editable={editable && upload.phase !== 'uploading'} onRemoved={removed} />
      )}
      {multiple &&
        files.map((record) => <AttachedFile key={record.id} record={record} editable={editable} onRemoved={removed} />)}

      {upload.phase === 'uploading' && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('attachments.uploading', { name: upload.file.name })}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={upload.progress}
              aria-label={translate('attachments.progressLabel', { name: upload.file.name })}
              sx={{ flex: 1, height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" sx={{ minWidth: '3em', textAlign: 'right' }} data-testid="upload-percent">
              {translate('attachments.percent', { percent: upload.progress })}
            </Typography>
          </Stack>
          <Button
            size="small"
            onClick={() => handle.current?.cancel()}
            aria-label={translate('attachments.cancelFor', { name: upload.file.name })}
            sx={{ mt: 0.5 }}
          >
            {translate('attachments.cancel')}
          </Button>
        </Box>
      )}

      {upload.phase === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            upload.retryable && upload.file ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => send(upload.file!)}
                aria-label={translate('attachments.retryFor', { name: upload.file.name })}
              >
                {translate('attachments.retry')}
              </Button>
            ) : undefined
          }
        >
          {upload.message}
        </Alert>
      )}

      {editable && upload.phase !== 'uploading' && (
        <Box sx={{ mt: 1.5 }}>
          <input ref={input} type="file" accept={ATTACHMENT_ACCEPT} hidden onChange={choose} aria-label={chooseLabel} />
          <Button
            ref={chooseButton}
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => input.current?.click()}
            aria-label={chooseLabel}
            aria-describedby={`${id}-hint`}
          >
            {chooseText}
          </Button>
          <Typography id={`${id}-hint`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {translate('attachments.hint')}
          </Typography>
        </Box>
      )}

      <Box aria-live="polite" sx={visuallyHidden}>
        {upload.phase === 'idle' ? upload.notice : ''}
      </Box>
    </Box>
  );
}
