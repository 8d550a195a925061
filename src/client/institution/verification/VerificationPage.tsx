import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { evidenceSchema, type EvidenceRecord } from '../../../shared/contracts/institution-verification.js';
import { ATTACHMENT_ACCEPT } from '../../../shared/forms/attachments.js';
import { evidenceEditable, type EvidenceKind } from '../../../shared/institutions.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { AreaHeader } from '../../areas/AreaHeader.js';
import { precheck, UploadError, uploadFile, viewFile } from '../../components/uploads/attachmentApi.js';
import { reloadProfile } from '../../providers/authProvider.js';
import { errorMessage, getData, postData, sendData } from '../../providers/httpClient.js';
import { verificationSchema } from '../../../shared/contracts/institution-verification.js';
import { getStoredProfile } from '../../providers/session.js';
import { VerificationParticulars } from './VerificationParticulars.js';

const K = 'verification';
const QUERY = ['institution-verification'];

/** One document the registry asks for: what is sent, and adding, replacing, viewing or removing it while it may change. */
function EvidenceItem({
  kind,
  sent,
  editable,
  onChanged,
}: {
  kind: EvidenceKind;
  sent: EvidenceRecord | undefined;
  editable: boolean;
  onChanged(): void;
}) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${K}.${key}`, params);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t(`kinds.${kind}`);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = precheck(file);
    if (problem) {
      setError(translate(`attachments.errors.${problem}`));
      return;
    }
    setError(null);
    setPercent(0);
    try {
      await uploadFile('/institution-verification/evidence', { kind, file, onProgress: setPercent }, evidenceSchema)
        .promise;
      onChanged();
    } catch (e) {
      setError(e instanceof UploadError ? (e.errors.file ?? e.errors.kind ?? e.message) : errorMessage(e));
    } finally {
      setPercent(null);
    }
  };
  const remove = async () => {
    if (!sent) return;
    try {
      await sendData(
        `/institution-verification/evidence/${encodeURIComponent(sent.id)}`,
        'DELETE',
        undefined,
        evidenceSchema,
        { bare: true },
      );
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid={`evidence-${kind}`}
    >
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {sent ? t('added', { name: sent.fileName }) : t('notAdded')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {sent ? (
          <Button
            size="small"
            variant="text"
            onClick={() =>
              viewFile(`/institution-evidence/${encodeURIComponent(sent.id)}/content`).catch(() =>
                setError(translate('attachments.errors.view')),
              )
            }
          >
            {t('view')}
          </Button>
        ) : null}
        {editable ? (
          <>
            <input
              ref={input}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              hidden
              onChange={(e) => void choose(e.target.files?.[0])}
              aria-label={`${sent ? t('replace') : t('add')}: ${label}`}
              data-testid={`evidence-input-${kind}`}
            />
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-label ${id}-hint`}
              disabled={percent !== null}
            >
              {sent ? t('replace') : t('add')}
            </Button>
            {sent ? (
              <Button size="small" color="error" onClick={() => void remove()} aria-describedby={`${id}-label`}>
                {t('remove')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
      {editable ? (
        <Typography id={`${id}-hint`} variant="caption" color="text.secondary">
          {t('fileHint')}
        </Typography>
      ) : null}
      {percent !== null ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={t('uploading', { percent })} />
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * /institution/verification (issue 19): where the registry stands on the institution, what happens
 * next, the evidence its kind needs (added, replaced or removed while it may change) and sending it.
 */
export default function VerificationPage() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${K}.${key}`, params);
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: QUERY,
    queryFn: async () => {
      const data = await getData('/institution-verification', verificationSchema);
      // The profile the services list reads follows the registry's decision.
      if (getStoredProfile()?.organisation?.verification !== data.status) await reloadProfile().catch(() => undefined);
      return data;
    },
  });
  const data = query.data;
  const refresh = () => void client.invalidateQueries({ queryKey: QUERY });
  const submit = async () => {
    if (!data) return;
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(
        QUERY,
        await postData('/institution-verification/submit', { version: data.version }, verificationSchema),
      );
      await reloadProfile().catch(() => undefined);
    } catch (e) {
      setError(errorMessage(e));
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const editable = data ? evidenceEditable(data.status) : false;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={t('title')} />
      {query.isPending ? <LinearProgress aria-label={t('title')} /> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      {data ? (
        <>
          <Alert
            severity={data.status === 'VERIFIED' ? 'success' : data.status === 'REJECTED' ? 'warning' : 'info'}
            sx={{ mb: 2 }}
            data-testid="verification-status"
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`statuses.${data.status}`)}</Typography>
            <Typography variant="body2">{t(`next.${data.status}`)}</Typography>
          </Alert>
          <VerificationParticulars data={data} show={{ name: true, status: true }} />
          <SectionCard title={t('evidence')}>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {data.required.map((kind) => (
                <EvidenceItem
                  key={kind}
                  kind={kind}
                  sent={data.evidence.find((e) => e.kind === kind)}
                  editable={editable}
                  onChanged={refresh}
                />
              ))}
            </Box>
            {editable ? (
              <Box sx={{ mt: 2 }}>
                {data.missing.length > 0 ? (
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {t('missing')}
                  </Typography>
                ) : null}
                <Button variant="contained" onClick={() => void submit()} disabled={busy || data.missing.length > 0}>
                  {t('submit')}
                </Button>
              </Box>
            ) : null}
            {data.status === 'SUBMITTED' ? <Typography sx={{ mt: 2 }}>{t('submitted')}</Typography> : null}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            ) : null}
          </SectionCard>
        </>
      ) : null}
    </Box>
  );
}
