import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { HttpError, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../shared/dates.js';
import { errorMessage, getApi } from '../providers/httpClient.js';
import { PublicLayout } from './PublicLayout.js';
import type { Verification } from '../../shared/contracts/documents.js';


type State = { phase: 'loading' | 'unknown' } | { phase: 'found'; result: Verification } | { phase: 'error'; message: string };

function CodeForm({ initial }: { initial: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        const code = value.replace(/[\s-]/g, '');
        if (!code) return setError(translate('verify.required'));
        setError(null);
        navigate(`/verify/${encodeURIComponent(code)}`);
      }}
    >
      <TextField
        id="verification-code"
        label={translate('verify.code')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? translate('verify.codeHelp')}
        size="small"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">{translate('verify.check')}</Button>
    </Stack>
  );
}

/** /verify and /verify/{code}: anyone checks an issued document; kind, title, number and date only. */
export default function Verify() {
  const translate = useTranslate();
  const { code = '' } = useParams();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('verify.title')}</Typography>
      <Typography sx={{ mb: 1 }}>{translate('verify.lead')}</Typography>
      <CodeForm initial={code} key={code} />
      {code ? <Check code={code} key={`check-${code}`} /> : null}
    </PublicLayout>
  );
}

/** The answer of the registry for one code. */
function Check({ code }: { code: string }) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let live = true;
    getApi<Verification>(`/verify/${encodeURIComponent(code)}`, { authFailureHandled: true })
      .then((result) => live && setState({ phase: 'found', result }))
      .catch((error) => {
        if (!live) return;
        if (error instanceof HttpError && error.status === 404) setState({ phase: 'unknown' });
        else setState({ phase: 'error', message: translate('verify.failed', { message: errorMessage(error) }) });
      });
    return () => {
      live = false;
    };
  }, [code, translate]);

  return (
    <Box sx={{ mt: 3 }} aria-live="polite">
      {state.phase === 'loading' ? <Typography>{translate('verify.checking')}</Typography> : null}
      {state.phase === 'unknown' ? (
        <Alert severity="error">
          <AlertTitle>{translate('verify.notFound')}</AlertTitle>
          {translate('verify.notFoundLead')}
        </Alert>
      ) : null}
      {state.phase === 'error' ? <Alert severity="warning">{state.message}</Alert> : null}
      {state.phase === 'found' ? <Result result={state.result} /> : null}
    </Box>
  );
}

function Result({ result }: { result: Verification }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {result.revoked ? (
        <Alert severity="error">
          <AlertTitle>{translate('verify.revoked', { date: toDisplayDate(result.revokedAt) })}</AlertTitle>
          {translate('verify.revokedLead')}
          {result.revokedReason ? <Box sx={{ mt: 1 }}>{translate('verify.revokedReason')}: {result.revokedReason}</Box> : null}
        </Alert>
      ) : result.superseded ? (
        <Alert severity="warning">
          <AlertTitle>{translate('verify.superseded', { date: toDisplayDate(result.supersededAt) })}</AlertTitle>
          {result.supersededByNumber ? translate('verify.supersededLead', { number: result.supersededByNumber }) : translate('verify.supersededLeadUnnamed')}
        </Alert>
      ) : (
        <Alert severity="success">
          <AlertTitle>{translate('verify.genuine')}</AlertTitle>
          {translate('verify.genuineLead')}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } } }}>
        <dt>{translate('verify.kind')}</dt>
        <dd>{translate(`verify.kinds.${result.kind}`, { _: result.kind })}</dd>
        <dt>{translate('verify.documentTitle')}</dt>
        <dd>{result.title}</dd>
        <dt>{translate('verify.number')}</dt>
        <dd>{result.number}</dd>
        <dt>{translate('verify.issuedAt')}</dt>
        <dd>{toDisplayDate(result.issuedAt)}</dd>
      </Box>
    </Stack>
  );
}
