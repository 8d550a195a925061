import { useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useComponentsTranslate } from './useComponentsTranslate.js';
import { ONLINE_NOTICE_DURATION_MS } from '../../shared/statuses.js';

type Connectivity = 'online' | 'offline' | 'back-online';

function initialConnectivity(): Connectivity {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online';
}

/**
 * Seed section 8: going offline shows a notice that stays until the connection returns; it is then
 * replaced by a short "back online" notice (ONLINE_NOTICE_DURATION_MS). Mount it once, anywhere.
 */
export function OfflineNotice() {
  const translate = useComponentsTranslate();
  const [state, setState] = useState<Connectivity>(initialConnectivity);

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((current) => (current === 'offline' ? 'back-online' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (state !== 'back-online') return;
    const timer = setTimeout(() => setState('online'), ONLINE_NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'online') return null;
  const offline = state === 'offline';
  return (
    <Box
      className="offline-notice"
      data-state={state}
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100% - 16px))',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
      }}
    >
      <Alert
        variant="filled"
        severity={offline ? 'error' : 'success'}
        role={offline ? 'alert' : 'status'}
        sx={{ boxShadow: 3, overflowWrap: 'anywhere' }}
      >
        {translate(offline ? 'components.offline.offline' : 'components.offline.online')}
      </Alert>
    </Box>
  );
}
