import { useState } from 'react';
import { Alert, Box, Button, type ButtonProps } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { downloadDocument } from './downloadDocument.js';

interface Props {
  documentId: string;
  fileName?: string;
  label: string;
  variant?: ButtonProps['variant'];
}

/** A button that downloads an issued document's PDF (receipt, certificate, licence…). */
export function DownloadDocumentButton({ documentId, fileName, label, variant = 'contained' }: Props) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(documentId, fileName);
    } catch (e) {
      setError(translate('documents.downloadFailed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Button variant={variant} startIcon={<Download />} onClick={download} disabled={busy} aria-busy={busy}>
        {label}
      </Button>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
