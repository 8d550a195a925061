import { useEffect } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { attachmentLabel, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { AttachmentsPanel } from '../uploads/AttachmentsPanel.js';
import { listAttachments } from '../uploads/attachmentApi.js';

interface Props {
  applicationId: string;
  kinds: string[];
  required: string[];
  editable: boolean;
  errors: Record<string, string>;
  hint: string;
  onChange: (list: AttachmentRecord[]) => void;
}

/** The documents step: the server's refusals per document, then the checklist with uploads. */
export function DocumentsStep({ applicationId, kinds, required, editable, errors, hint, onChange }: Props) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {Object.keys(errors).length ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {Object.entries(errors).map(([kind, message]) => (
              <li
                key={kind}
              >{`${translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) })}: ${message}`}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <AttachmentsPanel
        applicationId={applicationId}
        kinds={kinds}
        required={required}
        editable={editable}
        onChange={onChange}
      />
    </>
  );
}

/** Reads the documents once for the review step when the documents step was not opened in this visit. */
export function AttachmentsLoader({ id, onLoad }: { id: string; onLoad: (list: AttachmentRecord[]) => void }) {
  useEffect(() => {
    let live = true;
    listAttachments(id)
      .then((list) => live && onLoad(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, onLoad]);
  return null;
}
