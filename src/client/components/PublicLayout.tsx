import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Link, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslate, useLogout } from 'react-admin';

/**
 * The visitor pages' frame around a page of the full app (onboarding): a header with the main links,
 * the page, a footer. The links are plain ones: the visitor pages are the light app's, a full page load.
 */
export function PublicLayout({
  children,
  maxWidth = 'md',
  signedIn = false,
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  signedIn?: boolean;
}) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <a href="#main" className="skip-link">
        {translate('portal.skipToContent')}
      </a>
      <AppBar position="static" component="header" elevation={0}>
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
          <Typography
            component="a"
            href="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
          >
            {translate('portal.name')}
          </Typography>
          <Stack
            component="nav"
            direction="row"
            spacing={0.5}
            sx={{ flexWrap: 'wrap' }}
            aria-label={translate('portal.name')}
          >
            <Button color="inherit" href="/services-prices">
              {translate('portal.nav.services')}
            </Button>
            <Button color="inherit" href="/notices">
              {translate('notices.board.title')}
            </Button>
            {/* A signed-in person (onboarding) is offered the way out, never "Sign in". */}
            {signedIn ? (
              <Button color="inherit" onClick={() => logout()}>
                {translate('portal.nav.signOut')}
              </Button>
            ) : (
              <Button color="inherit" href="/sign-in">
                {translate('portal.nav.signIn')}
              </Button>
            )}
          </Stack>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        maxWidth={maxWidth}
        sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}
      >
        {children}
      </Container>
      <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth={maxWidth}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{translate('portal.footer')}</Typography>
            <Stack direction="row" spacing={2}>
              <Link href="/tracking/" variant="body2">
                {translate('portal.nav.tracking')}
              </Link>
              <Link href="/terms-and-privacy-policy" variant="body2">
                {translate('portal.nav.terms')}
              </Link>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

/** A titled card for the forms of the visitor pages. */
export function FormCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: 480,
        mx: 'auto',
        bgcolor: 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        boxShadow: 1,
      }}
    >
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {lead ? (
        <Typography variant="body1" sx={{ mb: 1 }}>
          {lead}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
