import { useEffect } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { homePathFor } from '../../shared/accounts.js';
import { ensureSession } from '../providers/authProvider.js';
import { getStoredProfile } from '../providers/session.js';
import { PublicLayout } from './PublicLayout.js';

function Message({ title, lead }: { title: string; lead: string }) {
  const translate = useTranslate();
  const profile = getStoredProfile();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{title}</Typography>
      <Typography sx={{ mb: 2 }}>{lead}</Typography>
      <Button variant="contained" component={RouterLink} to={profile ? homePathFor(profile) : '/sign-in'}>
        {translate(profile ? 'pages.goHome' : 'portal.nav.signIn')}
      </Button>
    </PublicLayout>
  );
}

export function ForbiddenAccess() {
  const translate = useTranslate();
  return <Message title={translate('pages.forbiddenTitle')} lead={translate('pages.forbiddenLead')} />;
}

export function UnauthorizedAccess() {
  const translate = useTranslate();
  return <Message title={translate('pages.unauthorizedTitle')} lead={translate('pages.unauthorizedLead')} />;
}

/**
 * /account-loading: restores the session from the stored profile and sends the user home (or back
 * to the page they asked for); with no stored profile, to sign-in.
 */
export function AccountLoading() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const from = (location.state as { from?: string } | null)?.from;
    const profile = getStoredProfile();
    if (!profile) {
      navigate('/sign-in', { replace: true, state: from ? { from } : undefined });
      return;
    }
    void ensureSession().then((ok) => {
      if (ok) navigate(from ?? homePathFor(profile), { replace: true });
    });
  }, [location.state, navigate]);
  return (
    <PublicLayout>
      <Stack component="output" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography>{translate('pages.accountLoading')}</Typography>
      </Stack>
    </PublicLayout>
  );
}
