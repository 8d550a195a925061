import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { Title, useLogout, useTranslate } from 'react-admin';
import { reloadProfile } from '../providers/authProvider.js';
import { getStoredProfile } from '../providers/session.js';

/** Who is signed in, and the way out: on every area home. */
export function AreaHeader({ title, lead }: { title: string; lead?: string }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [profile, setProfile] = useState(getStoredProfile);
  useEffect(() => {
    // Keeps the stored profile in step with the server (a role or organisation may have changed).
    reloadProfile()
      .then((fresh) => fresh && setProfile(fresh))
      .catch(() => undefined);
  }, []);
  const name = profile ? [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ') : '';
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Title title={title} />
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" data-testid="signed-in-as">
            {translate('services.signedInAs', { name })}
          </Typography>
          {profile?.organisation ? (
            <Typography variant="body2">
              {translate('services.organisation', { name: profile.organisation.name })}
            </Typography>
          ) : null}
        </Box>
        <Button variant="outlined" startIcon={<Logout />} onClick={() => logout()}>
          {translate('portal.nav.signOut')}
        </Button>
      </Stack>
      {lead ? <Typography sx={{ mt: 2 }}>{lead}</Typography> : null}
    </Box>
  );
}
