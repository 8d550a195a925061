import { useEffect } from 'react';
import { Button, LinearProgress, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isVisitorPath } from '../shared/visitorRoutes.js';
import { PublicLayout } from './components/PublicLayout.js';

/**
 * The address this document was loaded at (the server sends the full app for the areas' addresses
 * only): the navigation's own record, as the address may have moved before this code ran.
 */
function documentPath(): string {
  if (typeof window === 'undefined') return '';
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.name ? new URL(navigation.name).pathname : window.location.pathname;
}
const LOADED_AT = documentPath();
const reloadPage = () => window.location.reload();

export interface ToVisitorAppProps {
  /** Where this document was loaded, and the full page load itself (both for tests). */
  loadedAt?: string;
  reload?: () => void;
}

/**
 * Every address of the full app that is not an area's. A visitor page (sign-out or react-admin's
 * logout → /sign-in, a guard or checkAuth → /account-loading, a link to /notices, an unknown
 * address…) is the light app's (visitor.html), so the page is loaded afresh at the same address
 * (path, query and fragment) and the server sends the light app. What the move carried in
 * react-router's state (a `from` return address, a `notice` message) is put in the history entry
 * itself, where the light app reads it (`window.history.state`): a reload keeps an entry's state.
 *
 * Never reloaded at the address this document was loaded at: if the server answered the full app
 * there (the light app not built, say), a reload would bring the same answer again, and again. That
 * address, or an unknown one under an area's prefix, shows "not found" instead.
 */
export function ToVisitorApp({ loadedAt = LOADED_AT, reload = reloadPage }: ToVisitorAppProps) {
  const translate = useTranslate();
  const { pathname, search, hash, state } = useLocation();
  const handOver = isVisitorPath(pathname) && pathname !== loadedAt;
  useEffect(() => {
    if (!handOver) return;
    window.history.replaceState(state ?? null, '', `${pathname}${search}${hash}`);
    reload();
  }, [handOver, pathname, search, hash, state, reload]);
  if (handOver) return <LinearProgress aria-label={translate('portal.loading')} />;
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('ra.page.not_found')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" href="/">
        {translate('portal.nav.home')}
      </Button>
    </PublicLayout>
  );
}
