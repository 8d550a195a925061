import { useEffect, useState } from 'react';
import { SessionExpiredDialog } from './components/SessionExpiredDialog.js';
import { signIn, signOut } from './providers/authProvider.js';
import { onSessionExpired } from './providers/session.js';

/** Opens the session-expired dialog when the refresh token is refused (seed section 2). */
export function SessionExpiry() {
  const [open, setOpen] = useState(false);
  useEffect(() => onSessionExpired(() => setOpen(true)), []);
  return (
    <SessionExpiredDialog
      open={open}
      onLogin={async (username, password) => {
        await signIn(username, password);
      }}
      onCancel={async () => {
        setOpen(false);
        await signOut();
        window.location.assign('/sign-in');
      }}
      onReloaded={() => window.location.reload()}
    />
  );
}
