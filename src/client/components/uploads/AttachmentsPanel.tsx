import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OTHER_ATTACHMENT_KIND, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { errorMessage } from '../../providers/httpClient.js';
import { listAttachments } from './attachmentApi.js';
import { AttachmentUpload } from './AttachmentUpload.js';

export interface AttachmentsPanelProps {
  applicationId: string;
  /** The kinds to offer, in this order (acceptedAttachmentKinds() of src/shared gives the application's). */
  kinds: readonly string[];
  /** The kinds the application cannot be submitted without; all of `kinds` but OTHER when left out. */
  required?: readonly string[];
  /** The applicant may change the documents (Draft or Corrections_Requested). */
  editable?: boolean;
  /** Told the current documents after every load. */
  onChange?: (attachments: AttachmentRecord[]) => void;
}

/** The documents of one application: each kind with its state (missing / uploaded) and its upload control. */
export function AttachmentsPanel({ applicationId, kinds, required, editable = true, onChange }: AttachmentsPanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [records, setRecords] = useState<AttachmentRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const needed = required ?? kinds.filter((kind) => kind !== OTHER_ATTACHMENT_KIND);

  const show = (list: AttachmentRecord[]) => {
    setRecords(list);
    setError(null);
    onChange?.(list);
  };
  const fail = (failure: unknown) => setError(`${translate('attachments.errors.load')}: ${errorMessage(failure)}`);
  // A new onChange or translate must not load the list again.
  const shown = useEffectEvent(show);
  const failed = useEffectEvent(fail);

  useEffect(() => {
    let live = true;
    listAttachments(applicationId).then(
      (list) => live && shown(list),
      (failure: unknown) => live && failed(failure),
    );
    return () => {
      live = false;
    };
  }, [applicationId]);

  const reload = () => void listAttachments(applicationId).then(show, fail);
  const done = records ? needed.filter((kind) => records.some((r) => r.kind === kind)).length : 0;
  const others = records?.filter((r) => r.kind === OTHER_ATTACHMENT_KIND) ?? [];

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={records === null && !error}>
      <Typography id={titleId} component="h2" variant="h6">
        {translate('attachments.title')}
      </Typography>
      {records && needed.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="attachments-summary">
          {translate('attachments.summary', { done, total: needed.length })}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {records === null && !error && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, my: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{translate('attachments.loading')}</Typography>
        </Stack>
      )}
      {records && (
        <Stack spacing={2}>
          {kinds
            .filter((kind) => kind !== OTHER_ATTACHMENT_KIND)
            .map((kind) => (
              <AttachmentUpload
                key={kind}
                applicationId={applicationId}
                kind={kind}
                required={needed.includes(kind)}
                attachment={records.find((r) => r.kind === kind) ?? null}
                editable={editable}
                onUploaded={reload}
                onRemoved={reload}
              />
            ))}
          {kinds.includes(OTHER_ATTACHMENT_KIND) && (editable || others.length > 0) && (
            <AttachmentUpload
              applicationId={applicationId}
              kind={OTHER_ATTACHMENT_KIND}
              multiple
              files={others}
              editable={editable}
              onUploaded={reload}
              onRemoved={reload}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
